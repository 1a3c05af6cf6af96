import { describe, expect, it, vi } from 'vitest';
import { accountInfo } from '../../../test/fixtures/shell-builders';
import { ACCOUNT_NOT_HELD } from '../../contracts/errors';
import { Headers as H } from '../../contracts/headers';
import type { AccountInfo } from '../../contracts/session';
import { echo, harness, json, ping, session } from './client.testkit';

const metro = accountInfo(1001, 'Metro Airport Rentals');
const harbor = accountInfo(1002, 'Harbor Logistics Yard');

/** A server that holds `held` for the user and refuses any other X-Account-Id as the reference server does. */
function accountServer(held: readonly number[]) {
  let context: AccountInfo | undefined = metro;
  // As the app's move does: the account shown changes; a read is sent again, a write is not.
  const moveTo = vi.fn(async (_acctId: number, method: string) => {
    context = harbor;
    return method === 'GET';
  });
  const { client, deps, calls } = harness(
    { getSession: () => session('fresh-0'), getAccount: () => context, onAccountNotHeld: moveTo },
    (_url, init) => {
      const sent = (init.headers as Record<string, string>)[H.accountId];
      if (sent === undefined || held.includes(Number(sent))) return undefined;
      return json(403, { message: `You don't have access to account ${sent}.`, code: ACCOUNT_NOT_HELD });
    },
  );
  const sentAccounts = () => calls.map((call) => (call.init.headers as Record<string, string>)[H.accountId]);
  return { client, deps, moveTo, sentAccounts };
}

describe('a 403 refusing the account the call named (accountNotHeld)', () => {
  it('moves the app off the account once, with no app toast, and asks a read again in the new one', async () => {
    const { client, deps, moveTo, sentAccounts } = accountServer([1002]);
    await expect(client.call(ping)).resolves.toEqual({ ok: true });
    expect(moveTo).toHaveBeenCalledExactlyOnceWith(1001, 'GET');
    expect(deps.onForbidden).not.toHaveBeenCalled();
    expect(sentAccounts()).toEqual(['1001', '1002']);
  });

  it('does not send a write again in another account: its caller hears the refusal', async () => {
    const { client, deps, moveTo, sentAccounts } = accountServer([1002]);
    await expect(client.call(echo, { params: { id: 1 }, body: { text: 'x' } })).rejects.toMatchObject({
      status: 403,
      code: ACCOUNT_NOT_HELD,
    });
    expect(moveTo).toHaveBeenCalledOnce();
    expect(deps.onForbidden).not.toHaveBeenCalled();
    expect(sentAccounts()).toEqual(['1001']);
  });

  it('sends a call in the account it names, or in none', async () => {
    const { client, moveTo, sentAccounts } = accountServer([1002]);
    await client.call(echo, { params: { id: 1 }, body: { text: 'x' }, account: harbor });
    await client.call(ping, { account: null });
    expect(sentAccounts()).toEqual(['1002', undefined]);
    expect(moveTo).not.toHaveBeenCalled();
  });

  it('keeps the app toast and the retries for a 403 about the app, not the account', async () => {
    const { client, deps, calls } = harness(
      { getSession: () => session('fresh-0'), getAccount: () => metro },
      () => json(403, { message: "You don't have access to Task List." }),
    );
    deps.onAccountNotHeld = vi.fn();
    await expect(client.call(ping)).rejects.toMatchObject({ status: 403 });
    expect(deps.onForbidden).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(3);
  });
});
