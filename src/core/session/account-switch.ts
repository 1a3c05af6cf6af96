/*
 * Account switches the user has under way (user menu → another account: `PUT Common/SelectedAccount`,
 * then the new account's context). The app's own move off an account taken from the user
 * (account-lost.ts) gives way to one: saved after the switch's, its choice became the sign-in's
 * stored selection, which the next renewal answers, while the device showed the account switched
 * to (found by CI: Phoenix Fleet Center shown, Zürich Hub stored).
 */

let underWay = 0;

/** Runs the user's account switch, marked as under way until it ends (answered, failed or not). */
export async function asAccountSwitch<T>(work: () => Promise<T>): Promise<T> {
  underWay += 1;
  try {
    return await work();
  } finally {
    underWay -= 1;
  }
}

/** Whether the user is switching account right now. */
export const accountSwitchUnderWay = (): boolean => underWay > 0;
