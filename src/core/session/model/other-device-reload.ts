import { lostWorkSentence } from '../../unsaved-work/model/work-lost';

/*
 * What the page says once it has loaded again at /home because another device changed the
 * impersonation (session-changed-elsewhere.ts, walkthrough 15, D3): the page notes it for its next
 * load, and the shell's banner says it (features/banners). It names the unsaved work the reload
 * lost, if it lost any: it used to say 'Changes not saved here before then were not kept' after every
 * such reload, also when the user had just saved and lost nothing (walkthrough 37, O5). Put into
 * words as the page leaves (this module comes with the follower, on idle), so the first screen's
 * banner does not carry them.
 */
export function otherDeviceReloadMessage(lost: readonly string[]): string {
  const why = 'The impersonation was changed on another device, so the app was loaded again at Home.';
  return lost.length === 0 ? why : `${why} ${lostWorkSentence(lost)}`;
}
