import { useEffect, useState } from 'react';
import { msUntilNextMinute } from './model/clock';

/**
 * The current time, renewed at each whole minute. One timeout per minute (not a fast interval):
 * cheap on a kiosk, and a Playwright fake clock drives it with `clock.runFor`.
 *
 * Renewed at once, too, when the page is shown again (`visibilitychange` to visible, `pageshow`)
 * or the window takes the focus: after a laptop's sleep the pending timeout may fire up to a minute
 * late, and the sidebar showed the time from before the sleep until it did (walkthrough 34, O1).
 */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const scheduleNextTick = () => {
      timer = setTimeout(tick, msUntilNextMinute(Date.now()));
    };
    // Also counts the next minute again from now: the pending timeout was set before the sleep.
    const tick = () => {
      clearTimeout(timer);
      setNow(new Date());
      scheduleNextTick();
    };
    const tickIfShown = () => {
      if (document.visibilityState === 'visible') tick();
    };
    scheduleNextTick();
    document.addEventListener('visibilitychange', tickIfShown);
    window.addEventListener('pageshow', tickIfShown);
    window.addEventListener('focus', tickIfShown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', tickIfShown);
      window.removeEventListener('pageshow', tickIfShown);
      window.removeEventListener('focus', tickIfShown);
    };
  }, []);
  return now;
}
