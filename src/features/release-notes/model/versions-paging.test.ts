import { describe, expect, it } from 'vitest';
import {
  canLoadMore,
  emptyListing,
  firstNotSavedPage,
  firstPage,
  hasEnded,
  nextPaging,
  type PagingEvent,
  pageSkip,
  type VersionsPaging,
} from './versions-paging';

const run = (...events: PagingEvent[]): VersionsPaging =>
  events.reduce((p, e) => nextPaging(p, e), firstPage);
const loaded = (page: number, count: number): PagingEvent => ({ type: 'loaded', page, count });
const more: PagingEvent = { type: 'loadMore' };

describe('versions paging', () => {
  it.each<[string, PagingEvent[], number, boolean, boolean]>([
    ['first page loading', [], 1, false, false],
    ['a full first page', [loaded(0, 25)], 1, false, true],
    ['a short first page ends it', [loaded(0, 7)], 1, true, false],
    ['an empty first page ends it', [loaded(0, 0)], 1, true, false],
    ['more after a full page', [loaded(0, 25), more], 2, false, false],
    ['more while a page loads is ignored', [more, more], 1, false, false],
    ['a short second page ends it', [loaded(0, 25), more, loaded(1, 3)], 2, true, false],
    ['a failure ends it', [loaded(0, 25), more, { type: 'failed', page: 1 }], 2, true, false],
    [
      'a page not saved, offline, ends it',
      [loaded(0, 25), more, { type: 'failed', page: 1, notSaved: true }],
      2,
      true,
      false,
    ],
    [
      'a page not saved, then fetched once online',
      [{ type: 'failed', page: 0, notSaved: true }, loaded(0, 25)],
      1,
      false,
      true,
    ],
    ['more after the end is ignored', [loaded(0, 3), more], 1, true, false],
    ['a page unknown is ignored', [loaded(4, 25)], 1, false, false],
    ['a cached full page refreshed short ends it', [loaded(0, 25), loaded(0, 24)], 1, true, false],
  ])('%s', (_case, events, pages, ended, loadMore) => {
    const paging = run(...events);
    expect(paging.pages).toHaveLength(pages);
    expect(hasEnded(paging)).toBe(ended);
    expect(canLoadMore(paging)).toBe(loadMore);
  });

  it('names the first page that was not saved', () => {
    expect(firstNotSavedPage(run(loaded(0, 25)))).toBeUndefined();
    expect(firstNotSavedPage(run({ type: 'failed', page: 0 }))).toBeUndefined();
    expect(firstNotSavedPage(run({ type: 'failed', page: 0, notSaved: true }))).toBe(0);
    expect(firstNotSavedPage(run(loaded(0, 25), more, { type: 'failed', page: 1, notSaved: true }))).toBe(1);
    expect(firstNotSavedPage(run({ type: 'failed', page: 0, notSaved: true }, loaded(0, 3)))).toBeUndefined();
  });

  it('keeps the same state for a repeated answer (no re-render)', () => {
    const paging = run(loaded(0, 25));
    expect(nextPaging(paging, loaded(0, 25))).toBe(paging);
  });

  it('skips 25 per page', () => {
    expect([0, 1, 2].map((page) => pageSkip(page))).toEqual([0, 25, 50]);
  });
});

describe('emptyListing', () => {
  const filtered = { filtered: true, leading: false };
  const unfiltered = { filtered: false, leading: false };
  it.each<[string, PagingEvent[], { filtered: boolean; leading: boolean }, string | undefined]>([
    ['filters, an empty first page', [loaded(0, 0)], filtered, 'noneMatch'],
    ['filters, the first page still loading', [], filtered, undefined],
    ['filters, versions listed', [loaded(0, 3)], filtered, undefined],
    ['no filters, an empty first page: the permissions placeholder', [loaded(0, 0)], unfiltered, 'nothing'],
    [
      'no filters, the first page failed: could not be loaded, not the placeholder (walkthrough 7)',
      [{ type: 'failed', page: 0 }],
      unfiltered,
      'failed',
    ],
    ['no filters, still loading', [], unfiltered, undefined],
    ['no filters, versions listed', [loaded(0, 3)], unfiltered, undefined],
    [
      'filters, an empty page under an unsaved draft, which is listed',
      [loaded(0, 0)],
      { filtered: true, leading: true },
      undefined,
    ],
    ['no filters, an unsaved draft on top', [loaded(0, 0)], { filtered: false, leading: true }, undefined],
    ['filters, the first page failed', [{ type: 'failed', page: 0 }], filtered, 'failed'],
    [
      'an unsaved draft on top of a failed first page (the draft is listed)',
      [{ type: 'failed', page: 0 }],
      { filtered: false, leading: true },
      undefined,
    ],
    [
      'the first page not saved offline (the pane says so)',
      [{ type: 'failed', page: 0, notSaved: true }],
      unfiltered,
      undefined,
    ],
    ['filters, a later empty page', [loaded(0, 25), more, loaded(1, 0)], filtered, undefined],
  ])('%s', (_, events, options, expected) => {
    expect(emptyListing(run(...events), options)).toBe(expected);
  });
});
