/*
 * Apart from the context account's rules (account-link.ts), which the launcher's first chunks
 * hold: only an account switch and a link's correction need this, both loaded later.
 */

/**
 * `href` (path, query, fragment) with its `acctId` query parameter set to `acctId` (once, in its
 * place); an address without one is kept as it is. After an account switch the current page is
 * shown again with it (an `acctId` would override the selection, S1 §2.1); a link naming an
 * account the user cannot open is corrected with it (walkthrough 10, defect 5).
 */
export function hrefWithAcctId(href: string, acctId: number): string {
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = beforeHash.indexOf('?');
  if (queryAt < 0) return href;
  const params = new URLSearchParams(beforeHash.slice(queryAt));
  if (!params.has('acctId')) return href;
  params.set('acctId', String(acctId));
  return `${beforeHash.slice(0, queryAt)}?${params.toString()}${hash}`;
}
