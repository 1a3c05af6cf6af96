import { describe, expect, it } from 'vitest';
import type { AccountInfo } from '../../contracts/session';
import { buildHeaders } from './headers';

const account: AccountInfo = {
  acctId: 12,
  acctName: 'Zürich Hub',
  accountTimezone: 'Europe/Zurich',
  accountDaylightSavings: true,
  acctStartup: false,
  supervisorDefined: true,
  supervisorFullyDefined: false,
};

describe('buildHeaders', () => {
  it('sends JSON content type and accept for anonymous calls, nothing else', () => {
    expect(buildHeaders({ url: '/api/Auth/Login', isFormData: false })).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
    });
  });

  it('sends the subscription key with anonymous calls too, once one is known', () => {
    expect(
      buildHeaders({ url: '/api/Auth/Login', isFormData: false, subscriptionKey: 'k' })[
        'Ocp-Apim-Subscription-Key'
      ],
    ).toBe('k');
  });

  it('sends a selected supervisor only for a site admin', () => {
    const base = { url: '/api/x', isFormData: false, authToken: 't', account, selectedSupervisorId: '77' };
    expect(buildHeaders(base)['X-Selected-Supervisor-Id']).toBeUndefined();
    expect(buildHeaders({ ...base, isSiteAdmin: false })['X-Selected-Supervisor-Id']).toBeUndefined();
    expect(buildHeaders({ ...base, isSiteAdmin: true })['X-Selected-Supervisor-Id']).toBe('77');
  });

  it('leaves the content type to the browser for form data', () => {
    expect(buildHeaders({ url: '/api/x', isFormData: true })).toEqual({ Accept: 'application/json' });
  });

  it('adds the app token, the subscription key and every account header for a signed-in user', () => {
    const headers = buildHeaders({
      url: '/api/x',
      isFormData: false,
      authToken: 't',
      subscriptionKey: 'k',
      account,
      selectedSupervisorId: '77',
      isSiteAdmin: true,
    });
    expect(headers).toMatchObject({
      'X-Auth-Token': 't',
      'Ocp-Apim-Subscription-Key': 'k',
      'X-Account-Id': '12',
      'X-Account-Timezone': 'Europe/Zurich',
      'X-Account-Daylight-Savings': 'true',
      'X-Account-Name': 'Z%C3%BCrich%20Hub',
      'X-Account-Startup': 'false',
      'X-Supervisor-Defined': 'true',
      'X-Supervisor-Fully-Defined': 'false',
      'X-Selected-Supervisor-Id': '77',
    });
  });

  it('adds the identity-provider bearer token only for the api-key URL', () => {
    const base = { isFormData: false, authToken: 't', apiKeyUrl: 'https://keys.test/', idpToken: 'idp' };
    expect(buildHeaders({ ...base, url: 'https://keys.test/v1' }).Authorization).toBe('Bearer idp');
    expect(buildHeaders({ ...base, url: '/api/x' }).Authorization).toBeUndefined();
  });
});
