// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { appConfig, loadAppConfig } from './app-config';

const served = (body: unknown) => async () => new Response(JSON.stringify(body), { status: 200 });
const never: typeof fetch = () => new Promise(() => {});
const failing: typeof fetch = async () => {
  throw new TypeError('Failed to fetch');
};

describe('loadAppConfig (cache first)', () => {
  afterEach(() => localStorage.clear());

  it('waits for the network on a first visit and keeps the answer', async () => {
    const config = await loadAppConfig(served({ stage: 'dev', auth: { mode: 'local' } }));
    expect(config.stage).toBe('dev');
    // The next start needs no network at all.
    expect((await loadAppConfig(never)).stage).toBe('dev');
  });

  it('starts from the last good copy without waiting, then takes the fresh file', async () => {
    await loadAppConfig(served({ stage: 'dev', auth: { mode: 'local' } }));
    let answer: (response: Response) => void = () => {};
    const pending: typeof fetch = () => new Promise((resolve) => (answer = resolve));
    expect((await loadAppConfig(pending)).stage).toBe('dev');
    answer(new Response(JSON.stringify({ stage: 'test', auth: { mode: 'local' } })));
    await expect.poll(() => appConfig().stage).toBe('test');
    expect((await loadAppConfig(never)).stage).toBe('test');
  });

  it('keeps the copy when the refresh fails, and fails without one', async () => {
    await expect(loadAppConfig(failing)).rejects.toThrow('Failed to fetch');
    await loadAppConfig(served({ stage: 'dev', auth: { mode: 'local' } }));
    expect((await loadAppConfig(failing)).stage).toBe('dev');
    await expect.poll(() => appConfig().stage).toBe('dev');
  });
});
