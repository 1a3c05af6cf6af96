import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionSchema } from '../../contracts/session';
import { signIn, startTestServer, type TestServer } from '../server.testkit';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({ TOKEN_TTL_SECONDS: '300' });
});
afterEach(() => server.close());

const dateOf = (headers: Record<string, unknown>) => Date.parse(String(headers.date));

describe('the Date header', () => {
  it("tells the server clock's time, shifted by the test controls too: a session's life is read against it", async () => {
    const session = await signIn(server.app, 'supervisor');
    server.clock.setOffset(3 * 3_600_000);
    const renewed = await server.app.inject({
      method: 'POST',
      url: '/api/Auth/Renew',
      payload: { refreshToken: session.refreshToken },
    });
    const serverNow = dateOf(renewed.headers);
    // Whole seconds: up to a second behind the clock.
    expect(server.clock.now() - serverNow).toBeGreaterThanOrEqual(0);
    expect(server.clock.now() - serverNow).toBeLessThan(2_000);
    const life = sessionSchema.parse(renewed.json()).expiresAt - serverNow;
    expect(life).toBeGreaterThan(298_000);
    expect(life).toBeLessThanOrEqual(300_000);
  });

  it('is on every answer, the static site and refusals included', async () => {
    server.clock.setOffset(-3_600_000);
    for (const url of ['/api/Common/Menu', '/api/Health', '/home']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(Math.abs(dateOf(response.headers) - server.clock.now())).toBeLessThan(2_000);
    }
  });
});
