import { afterEach, describe, expect, it } from 'vitest';
import { demoPassword } from '../seed/demo-users';
import { startTestServer, type TestServer } from '../server.testkit';

const limits = {
  SIGN_IN_MAX_FAILURES_PER_USER: '3',
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: '5',
  SIGN_IN_FAILURE_WINDOW_SECONDS: '600',
  TEST_CONTROLS: '1',
};

describe('sign-in protection', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const login = (username: string, password: string, remoteAddress = '203.0.113.7') => {
    if (!server) throw new Error('no server');
    return server.app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { username, password },
      remoteAddress,
    });
  };

  it('refuses a username after its failures reach the limit, with a 429 that says when to retry', async () => {
    server = await startTestServer(limits);
    const firstFailure = Date.now();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login('supervisor', 'wrong')).statusCode).toBe(401);
    }
    const refused = await login('Supervisor', demoPassword, '198.51.100.1');
    const answered = Date.now();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many failed sign-ins for this username. Try again in 10 minutes.',
    });
    // The 10 minutes run from the first failure, and each sign-in is a real scrypt check: on a
    // loaded machine seconds pass before the refusal (it said 599, a flake), so the seconds left
    // are checked against the time this test saw pass.
    const secondsLeft = Number(refused.headers['retry-after']);
    expect(secondsLeft).toBeLessThanOrEqual(600);
    expect(secondsLeft).toBeGreaterThanOrEqual(Math.floor(600 - (answered - firstFailure) / 1000));
    // Other users are not affected.
    expect((await login('viewer', demoPassword)).statusCode).toBe(200);

    // After the window the right password works again.
    server.clock.setOffset(600_000);
    expect((await login('supervisor', demoPassword)).statusCode).toBe(200);
  });

  it('never counts successful sign-ins, and a success clears the username’s failures', async () => {
    server = await startTestServer(limits);
    // Two rounds make four failures, past the limit of 3, had a success not cleared them; six
    // successes from one address pass its limit of 5. (Each sign-in is a real scrypt check.)
    for (let round = 0; round < 2; round++) {
      // Each round from its own address, so only the username's count is at stake.
      const address = `192.0.2.${round + 1}`;
      expect((await login('admin', 'wrong', address)).statusCode).toBe(401);
      expect((await login('admin', 'wrong', address)).statusCode).toBe(401);
      expect((await login('admin', demoPassword, '198.51.100.9')).statusCode).toBe(200);
    }
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await login('admin', demoPassword)).statusCode).toBe(200);
    }
  });

  it('refuses an address that keeps failing across usernames', async () => {
    server = await startTestServer(limits);
    for (const username of ['a', 'b', 'c', 'd', 'e']) {
      expect((await login(username, 'wrong')).statusCode).toBe(401);
    }
    const refused = await login('viewer', demoPassword);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many failed sign-ins from this network address. Try again in 10 minutes.',
    );
    // Another address may still sign in.
    expect((await login('viewer', demoPassword, '198.51.100.2')).statusCode).toBe(200);
  });

  it('counts unknown usernames too, and the test controls’ reset clears the counters', async () => {
    server = await startTestServer(limits);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login('nobody', 'wrong')).statusCode).toBe(401);
    }
    expect((await login('nobody', 'wrong')).statusCode).toBe(429);
    expect((await server.app.inject({ method: 'POST', url: '/__test/reset' })).statusCode).toBe(204);
    expect((await login('nobody', 'wrong')).statusCode).toBe(401);
  });

  it('uses the default limits: 5 failures per username in 15 minutes', async () => {
    server = await startTestServer();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login('viewer', 'wrong')).statusCode).toBe(401);
    }
    const refused = await login('viewer', demoPassword);
    expect(refused.statusCode).toBe(429);
    // 900 seconds from the first failure, which was a few password checks ago.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(880);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
  });
});
