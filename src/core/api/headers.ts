import { Headers as H } from '../../contracts/headers';
import type { AccountInfo } from '../../contracts/session';

export interface HeaderInputs {
  url: string;
  isFormData: boolean;
  authToken?: string;
  subscriptionKey?: string;
  /** Requests under this URL prefix carry the identity provider's bearer token. */
  apiKeyUrl?: string;
  idpToken?: string;
  account?: AccountInfo | null;
  selectedSupervisorId?: string;
  /** Site admins (claim roletype:systemadmin) may act for a supervisor (S1 §6); nobody else sends one. */
  isSiteAdmin?: boolean;
}

/** The request headers of S1 §7, built in one place for every call. */
export function buildHeaders(input: HeaderInputs): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // The browser sets multipart boundaries itself; a JSON content type would break form data.
  if (!input.isFormData) headers['Content-Type'] = 'application/json';
  if (input.authToken) headers[H.authToken] = input.authToken;
  // The gateway in front of the API wants its key on every call, sign-in and renewal included.
  if (input.subscriptionKey) headers[H.subscriptionKey] = input.subscriptionKey;
  if (input.apiKeyUrl && input.idpToken && input.url.startsWith(input.apiKeyUrl)) {
    headers.Authorization = `Bearer ${input.idpToken}`;
  }
  const account = input.account;
  if (account) {
    headers[H.accountId] = String(account.acctId);
    headers[H.accountTimezone] = account.accountTimezone;
    headers[H.accountDaylightSavings] = String(account.accountDaylightSavings);
    headers[H.accountName] = encodeURIComponent(account.acctName);
    headers[H.accountStartup] = String(account.acctStartup);
    headers[H.supervisorDefined] = String(account.supervisorDefined);
    headers[H.supervisorFullyDefined] = String(account.supervisorFullyDefined);
    if (input.isSiteAdmin && input.selectedSupervisorId)
      headers[H.selectedSupervisorId] = input.selectedSupervisorId;
  }
  return headers;
}
