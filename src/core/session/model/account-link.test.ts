import { describe, expect, it } from 'vitest';
import { hrefWithAcctId } from './account-href';
import { contextAccountIdOf, contextAccountOf } from './account-link';
import { accountLinkCorrection, readAccountLink } from './account-link-correction';
import { account } from './accounts.testkit';

const metro = account(1001, 'Metro Airport Rentals');
const harbor = account(1002, 'Harbor Logistics Yard');
// The supervisor's accounts (the seed's); Zürich Hub (1003) is an admin's.
const supervisors = [metro, harbor];

describe('readAccountLink', () => {
  it.each([
    ['', { kind: 'none' }],
    ['?view=ops', { kind: 'none' }],
    ['?acctId=1002', { kind: 'held', account: harbor }],
    ['?acctId=1003', { kind: 'notHeld', acctId: 1003 }],
    ['?acctId=abc', { kind: 'malformed' }],
    ['?acctId=', { kind: 'malformed' }],
    // Number() would read these as 1001: not account numbers as a link writes them.
    ['?acctId=0x3E9', { kind: 'malformed' }],
    ['?acctId=%201001', { kind: 'malformed' }],
    ['?acctId=1001.0', { kind: 'malformed' }],
    ['?acctId=01001', { kind: 'malformed' }],
  ] as const)('reads %j', (search, link) => {
    expect(readAccountLink(supervisors, search)).toEqual(link);
  });
});

describe('contextAccountOf', () => {
  it("takes the link's account when the user holds it, else the selected one, else the first", () => {
    expect(contextAccountOf(supervisors, '?acctId=1002', 1001)).toBe(harbor);
    expect(contextAccountOf(supervisors, '?acctId=1003', 1002)).toBe(harbor);
    expect(contextAccountOf(supervisors, '?acctId=0x3E9', 1002)).toBe(harbor);
    expect(contextAccountOf(supervisors, '?acctId=1003', null)).toBe(metro);
    expect(contextAccountOf([], '?acctId=1003', null)).toBeUndefined();
  });
});

describe('contextAccountIdOf (walkthrough 16, D3)', () => {
  it.each([
    ['the held account the link names', supervisors, '?acctId=1002', 1001, 1002],
    ['the selected one over a link to an account not held', supervisors, '?acctId=1003', 1002, 1002],
    ['the first account when none is selected', supervisors, '', null, 1001],
    // A bare page opened by a full load (an error page) has loaded no accounts.
    ['before the accounts are known, the selected account', [], '', 1001, 1001],
    ['before the accounts are known, the selected one, not checked links', [], '?acctId=1002', 1001, 1001],
    ['none when nothing names one', [], '', null, null],
  ] as const)('gives %s', (_, accounts, search, selected, expected) => {
    expect(contextAccountIdOf(accounts, search, selected)).toBe(expected);
  });
});

describe('accountLinkCorrection (walkthrough 10, defect 5)', () => {
  it("an admin's link opened by a supervisor: the account shown, named in the address, and said", () => {
    expect(accountLinkCorrection(supervisors, '?view=ops&acctId=1003', 1001)).toEqual({
      acctId: 1001,
      notice: "You don't have access to account 1003; showing Metro Airport Rentals.",
    });
  });
  it('a malformed value is replaced too, and not repeated to the user', () => {
    expect(accountLinkCorrection(supervisors, '?acctId=%3Cscript%3E', 1002)).toEqual({
      acctId: 1002,
      notice: 'The link names no valid account; showing Harbor Logistics Yard.',
    });
  });
  it('a repeated parameter: the first value counts, as before; corrected only when refused', () => {
    expect(accountLinkCorrection(supervisors, '?acctId=1002&acctId=1003', 1001)).toBeUndefined();
    expect(accountLinkCorrection(supervisors, '?acctId=1004&acctId=1001', 1002)).toEqual({
      acctId: 1002,
      notice: "You don't have access to account 1004; showing Harbor Logistics Yard.",
    });
  });
  it('nothing to correct: no acctId, a held one, or no account to show', () => {
    expect(accountLinkCorrection(supervisors, '?view=ops', 1001)).toBeUndefined();
    expect(accountLinkCorrection(supervisors, '?acctId=1002', 1001)).toBeUndefined();
    expect(accountLinkCorrection([], '?acctId=1003', null)).toBeUndefined();
  });
});

describe('hrefWithAcctId', () => {
  it.each([
    // After an account switch (to 1001): the page again, its acctId naming the new account.
    ['/labor-planning?view=weekly', '/labor-planning?view=weekly'],
    ['/dashboard?acctId=1004&view=ops', '/dashboard?acctId=1001&view=ops'],
    ['/dashboard?view=ops&acctId=1004#top', '/dashboard?view=ops&acctId=1001#top'],
    // A link naming an account the user cannot open, corrected.
    ['/dashboard?view=ops&acctId=1003', '/dashboard?view=ops&acctId=1001'],
    ['/home?acctId=1003#release-notes', '/home?acctId=1001#release-notes'],
    ['/home?acctId=1003&acctId=1002', '/home?acctId=1001'],
    ['/home?view=ops', '/home?view=ops'],
    ['/home', '/home'],
  ])('%s → %s', (href, expected) => {
    expect(hrefWithAcctId(href, 1001)).toBe(expected);
  });
});
