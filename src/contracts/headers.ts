/** Header names of S1 §7, named once for the client, the reference server and the tests. */
export const Headers = {
  /** The app's own auth token (the auth user's authToken). */
  authToken: 'X-Auth-Token',
  /** API gateway subscription key, sent when one is configured. */
  subscriptionKey: 'Ocp-Apim-Subscription-Key',
  accountId: 'X-Account-Id',
  accountTimezone: 'X-Account-Timezone',
  accountDaylightSavings: 'X-Account-Daylight-Savings',
  /** URI-encoded: header values must be Latin-1, account names need not be. */
  accountName: 'X-Account-Name',
  accountStartup: 'X-Account-Startup',
  supervisorDefined: 'X-Supervisor-Defined',
  supervisorFullyDefined: 'X-Supervisor-Fully-Defined',
  /** Sent by site admins who picked a supervisor to act for. */
  selectedSupervisorId: 'X-Selected-Supervisor-Id',
  /** Client-generated id of an outbox record; the server applies each id at most once. */
  idempotencyKey: 'Idempotency-Key',
} as const;
