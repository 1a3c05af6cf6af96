import type { AccountInfo } from '../../../contracts/session';

/** An account as the accounts list gives it, named and numbered; the rest as the seed's. */
export const account = (acctId: number, acctName: string): AccountInfo => ({
  acctId,
  acctName,
  accountTimezone: 'UTC',
  accountDaylightSavings: false,
  acctStartup: false,
  supervisorDefined: true,
  supervisorFullyDefined: true,
});
