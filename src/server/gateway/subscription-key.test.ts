import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../contracts/api';
import { appConfigSchema } from '../../contracts/config';
import { Headers } from '../../contracts/headers';
import { createTestIdentityProvider } from '../auth/identity-provider.testkit';
import { getAs, signIn, startTestServer, type TestServer } from '../server.testkit';
import { missingKeyMessage } from './subscription-key';

const KEY = 'demo-subscription-key';
let server: TestServer;
afterEach(() => server.close());

const inject = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('the gateway stand-in (SUBSCRIPTION_KEY)', () => {
  it('refuses API calls without the key, with the gateway message, and opens them with it', async () => {
    server = await startTestServer({ SUBSCRIPTION_KEY: KEY });
    const session = await server.app
      .inject({
        method: 'POST',
        url: '/api/Auth/Login',
        payload: { username: 'admin', password: 'demo' },
        headers: { [Headers.subscriptionKey]: KEY },
      })
      .then((response) => response.json());
    const withoutKey = await getAs(server.app, session, 'Common/Menu');
    expect(withoutKey.statusCode).toBe(401);
    expect(withoutKey.json()).toEqual({ message: missingKeyMessage });
    const wrongKey = await getAs(server.app, session, 'Common/Menu', { [Headers.subscriptionKey]: 'guess' });
    expect(wrongKey.statusCode).toBe(401);
    const withKey = await getAs(server.app, session, 'Common/Menu', { [Headers.subscriptionKey]: KEY });
    expect(withKey.statusCode).toBe(200);
  });

  it('leaves Health, the app config and the site itself open', async () => {
    server = await startTestServer({ SUBSCRIPTION_KEY: KEY });
    expect((await inject('/api/Health')).statusCode).toBe(200);
    expect((await inject('/app-config.json')).statusCode).toBe(200);
  });

  it('is off without SUBSCRIPTION_KEY: no key needed, and no api-key URL', async () => {
    server = await startTestServer();
    const session = await signIn(server.app, 'viewer');
    expect((await getAs(server.app, session, 'Common/Menu')).statusCode).toBe(200);
    expect((await inject('/api/ApiKey')).statusCode).toBe(404);
  });

  it('publishes the key to the app itself when there is no api-key URL (local mode)', async () => {
    server = await startTestServer({ SUBSCRIPTION_KEY: KEY });
    const config = appConfigSchema.parse((await inject('/app-config.json')).json());
    expect(config.subscriptionKey).toBe(KEY);
    expect(config.apiKeyUrl).toBeUndefined();
  });
});

describe('GET ApiKey (API_KEY_URL)', () => {
  it('hands the key only to a caller with a valid identity-provider token, and never publishes it', async () => {
    const provider = await createTestIdentityProvider();
    server = await provider.startServer({ SUBSCRIPTION_KEY: KEY, API_KEY_URL: '/api/ApiKey' });
    const config = appConfigSchema.parse((await inject('/app-config.json')).json());
    expect(config).toMatchObject({ apiKeyUrl: '/api/ApiKey' });
    expect(config.subscriptionKey).toBeUndefined();

    expect((await inject('/api/ApiKey')).statusCode).toBe(401);
    const foreign = await provider.sign({ preferred_username: 'admin' }, { audience: 'someone-else' });
    expect((await inject('/api/ApiKey', { authorization: `Bearer ${foreign}` })).statusCode).toBe(401);

    const token = await provider.sign({ preferred_username: 'admin' });
    const answer = await inject('/api/ApiKey', { authorization: `Bearer ${token}` });
    expect(answer.statusCode).toBe(200);
    expect(api.subscriptionKey.response.parse(answer.json())).toEqual({ key: KEY });
  });
});
