import { useEffect, useState } from 'react';
import { msUntilNextMinute } from './model/clock';

/**
 * The current time, renewed at each whole minute. One timeout per minute (not a fast interval):
 * cheap on a kiosk, and a Playwright fake clock drives it with `clock.runFor`.
 */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const scheduleNextTick = () => {
      timer = setTimeout(() => {
        setNow(new Date());
        scheduleNextTick();
      }, msUntilNextMinute(Date.now()));
    };
    scheduleNextTick();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
