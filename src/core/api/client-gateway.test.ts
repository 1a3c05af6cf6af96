import { describe, expect, it, vi } from 'vitest';
import { api } from '../../contracts/api';
import { Headers as H } from '../../contracts/headers';
import { harness, json, ping, session } from './client.testkit';
import { createSubscriptionKeySource } from './subscription-key';

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

/** S1 §7: the gateway's subscription key and the api-key URL's bearer token. */
describe('api client and the API gateway', () => {
  it('sends the subscription key on every call, sign-in and renewal included', async () => {
    const { client, calls } = harness({ getSubscriptionKey: async () => 'key-1' });
    await client.call(api.login, { body: { username: 'a', password: 'b' } }).catch(() => undefined);
    await client.call(ping);
    expect(
      calls.map((c) => [c.url.replace('https://api.test/api/', ''), headersOf(c.init)[H.subscriptionKey]]),
    ).toEqual([
      ['Auth/Login', 'key-1'],
      ['Ping', 'key-1'],
      ['Auth/Renew', 'key-1'],
      ['Ping', 'key-1'],
    ]);
  });

  it('calls the api-key URL with the identity provider token and without the key it hands out', async () => {
    const { client, calls } = harness(
      {
        apiKeyUrl: 'https://keys.test/ops/key',
        getIdpToken: async () => 'idp-token',
        getSubscriptionKey: async () => 'must-not-leak',
        getSession: () => session('fresh-0'),
      },
      (url) => (url === 'https://keys.test/ops/key' ? json(200, { key: 'k-9' }) : undefined),
    );
    await expect(client.call(api.subscriptionKey)).resolves.toEqual({ key: 'k-9' });
    const sent = headersOf(calls[0]?.init ?? {});
    expect(sent.Authorization).toBe('Bearer idp-token');
    expect(sent[H.subscriptionKey]).toBeUndefined();
    expect(sent[H.authToken]).toBeUndefined();
  });

  it('does not call the api-key URL before the user has signed in at the identity provider', async () => {
    const { client, calls } = harness({
      apiKeyUrl: 'https://keys.test/ops/key',
      getIdpToken: async () => undefined,
    });
    await expect(client.call(api.subscriptionKey)).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(0);
  });

  it('refuses an api-key call when no api-key URL is configured', async () => {
    const { client } = harness();
    await expect(client.call(api.subscriptionKey)).rejects.toMatchObject({ kind: 'contract' });
  });
});

describe('createSubscriptionKeySource', () => {
  it('uses a configured key without fetching', async () => {
    const fetchKey = vi.fn(async () => 'fetched');
    const key = createSubscriptionKeySource({ configured: 'set', fetchKey });
    expect(await key()).toBe('set');
    expect(fetchKey).not.toHaveBeenCalled();
  });

  it('has no key when neither is configured', async () => {
    expect(await createSubscriptionKeySource({})()).toBeUndefined();
  });

  it('fetches once for concurrent callers and keeps the key', async () => {
    const fetchKey = vi.fn(async () => 'fetched');
    const key = createSubscriptionKeySource({ fetchKey });
    expect(await Promise.all([key(), key(), key()])).toEqual(['fetched', 'fetched', 'fetched']);
    expect(await key()).toBe('fetched');
    expect(fetchKey).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch', async () => {
    const fetchKey = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('later');
    const key = createSubscriptionKeySource({ fetchKey });
    expect(await key()).toBeUndefined();
    expect(await key()).toBe('later');
  });
});
