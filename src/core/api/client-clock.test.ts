import { describe, expect, it } from 'vitest';
import { Headers as H } from '../../contracts/headers';
import { sessionEndpoints } from '../../contracts/session-api';
import { harness, ping, session } from './client.testkit';

/**
 * A server whose app tokens live 5 minutes on its own clock, and a device whose clock is `skewMs`
 * off it (walkthrough 10: 39 renewals beside 67 calls on a device 6 minutes fast).
 */
function skewedDevice(skewMs: number, { exposesDate = true } = {}) {
  let serverNow = Date.UTC(2026, 10, 29, 14, 41, 7, 500);
  const tokenExpiry = new Map<string, number>();
  let issued = 0;
  const answer = (body: unknown) =>
    new Response(JSON.stringify(body), {
      headers: {
        'Content-Type': 'application/json',
        // A cross-origin API that does not expose it: the browser hides the header from fetch.
        ...(exposesDate && { Date: new Date(serverNow).toUTCString() }),
      },
    });
  const newSession = () => {
    issued += 1;
    const token = `fresh-${issued}`;
    tokenExpiry.set(token, serverNow + 300_000);
    return session(token, serverNow + 300_000);
  };
  const paths: string[] = [];
  const test = harness({ now: () => serverNow + skewMs }, (url, init) => {
    const path = new URL(url).pathname.replace('/api/', '');
    const token = (init.headers as Record<string, string>)[H.authToken] ?? '';
    const valid = (tokenExpiry.get(token) ?? 0) > serverNow;
    paths.push(valid || !token ? path : `${path} 401`);
    if (path === 'Auth/Renew' || path === 'Auth/Login') return answer(newSession());
    return valid ? answer({ ok: true }) : new Response(null, { status: 401 });
  });
  test.deps.setSession(session('lapsed', 0));
  return {
    ...test,
    paths,
    /** The real time passes (both clocks). */
    pass: (ms: number) => {
      serverNow += ms;
    },
  };
}

describe('api client on a device clock off the server', () => {
  it.each([
    ['6 minutes fast', 6 * 60_000],
    ['3 hours fast', 3 * 3_600_000],
    ['3 hours slow', -3 * 3_600_000],
  ])('a device %s renews once for a run of calls, not before each one', async (_, skewMs) => {
    const device = skewedDevice(skewMs);
    await device.client.call(ping); // The lapsed session: one renewal.
    for (let i = 0; i < 20; i += 1) {
      device.pass(5_000);
      await device.client.call(ping);
    }
    expect(device.paths.filter((path) => path === 'Auth/Renew')).toHaveLength(1);
    expect(device.paths.filter((path) => path.endsWith('401'))).toEqual([]);
  });

  it.each([
    ['6 minutes fast', 6 * 60_000],
    ['3 hours slow', -3 * 3_600_000],
  ])('a device %s renews shortly before the token lapses, so no call meets a 401', async (_, skewMs) => {
    const device = skewedDevice(skewMs);
    // Signed in: the session is the login's answer, as sign-in.ts keeps it.
    device.deps.setSession(
      await device.client.call(sessionEndpoints.login, { body: { username: 'sam', password: 'pw' } }),
    );
    device.paths.length = 0;
    device.pass(290_000);
    await device.client.call(ping); // 10 s left: goes with the token it has.
    device.pass(6_000);
    await device.client.call(ping); // 4 s left: renewed first.
    expect(device.paths).toEqual(['Ping', 'Auth/Renew', 'Ping']);
  });

  it('without the server time, a device 3 hours slow meets the lapse as one 401, renewed once for every call waiting', async () => {
    const device = skewedDevice(-3 * 3_600_000, { exposesDate: false });
    await device.client.call(ping);
    device.paths.length = 0;
    device.pass(301_000);
    await Promise.all([device.client.call(ping), device.client.call(ping), device.client.call(ping)]);
    expect(device.paths.filter((path) => path === 'Auth/Renew')).toHaveLength(1);
    expect(device.paths.filter((path) => path === 'Ping 401')).toHaveLength(3);
    expect(device.paths.filter((path) => path === 'Ping')).toHaveLength(3);
  });

  it('without the server time, a device 6 minutes fast renews every two minutes at most', async () => {
    const device = skewedDevice(6 * 60_000, { exposesDate: false });
    for (let i = 0; i < 60; i += 1) {
      await device.client.call(ping);
      device.pass(5_000);
    }
    // Five minutes of calls: the first renewal, then one each time the assumed life runs out.
    const renewals = device.paths.filter((path) => path === 'Auth/Renew').length;
    expect(renewals).toBeGreaterThanOrEqual(2);
    expect(renewals).toBeLessThanOrEqual(4);
  });
});
