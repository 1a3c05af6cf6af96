import { describe, expect, it, test } from 'vitest';
import { initialSearchState, type SearchEvent, type SearchState, searchReducer } from './search-state';

const run = (events: SearchEvent[], start: SearchState = initialSearchState) =>
  events.reduce(searchReducer, start);

/** The box after a search for `text` was committed (Enter or a chosen result). */
const committed = (text: string): SearchState => ({ text, cachedText: null, open: false });

describe('searchReducer', () => {
  test.each<[string, SearchEvent[], SearchState]>([
    [
      'keeps the panel closed when one character is typed',
      [{ type: 'textChanged', text: 'l' }],
      { text: 'l', cachedText: '', open: false },
    ],
    [
      'opens the panel when two characters are typed',
      [
        { type: 'textChanged', text: 'l' },
        { type: 'textChanged', text: 'la' },
      ],
      { text: 'la', cachedText: '', open: true },
    ],
    [
      'starts a search with the key typed on the page',
      [{ type: 'startedFromPage', key: 'd' }],
      { text: 'd', cachedText: '', open: false },
    ],
    [
      'clears the search when Backspace empties the box',
      [
        { type: 'textChanged', text: 'la' },
        { type: 'backspace', text: '' },
      ],
      initialSearchState,
    ],
    [
      'clears the search, text and remembered text, on Backspace typed on the page body',
      [{ type: 'textChanged', text: 'labor' }, { type: 'enter' }, { type: 'cleared' }],
      initialSearchState,
    ],
    [
      'keeps searching when Backspace leaves text',
      [
        { type: 'textChanged', text: 'lab' },
        { type: 'backspace', text: 'la' },
      ],
      { text: 'la', cachedText: '', open: true },
    ],
    [
      'resets when Enter is pressed with empty text',
      [{ type: 'textChanged', text: '   ' }, { type: 'enter' }],
      initialSearchState,
    ],
    [
      'commits the text when Enter is pressed with text',
      [{ type: 'textChanged', text: 'labor' }, { type: 'enter' }],
      { text: 'labor', cachedText: null, open: true },
    ],
    [
      'closes keeping the text when a result is chosen',
      [{ type: 'textChanged', text: 'labor' }, { type: 'closed' }],
      committed('labor'),
    ],
    [
      'reopens the panel for the text kept after a result was chosen',
      [{ type: 'textChanged', text: 'labor' }, { type: 'closed' }, { type: 'reopened' }],
      { text: 'labor', cachedText: null, open: true },
    ],
    [
      'stays closed on reopening with one character',
      [{ type: 'startedFromPage', key: 'k' }, { type: 'closed' }, { type: 'reopened' }],
      { text: 'k', cachedText: null, open: false },
    ],
  ])('%s', (_, events, expected) => {
    expect(run(events)).toEqual(expected);
  });

  it('restores the text from before the edit when Escape is pressed', () => {
    const state = run(
      [{ type: 'textChanged', text: 'labx' }, { type: 'textChanged', text: 'labxy' }, { type: 'escape' }],
      committed('labor'),
    );
    expect(state).toEqual(committed('labor'));
  });

  it('restores the earlier search when Escape follows a search started on the page', () => {
    expect(run([{ type: 'startedFromPage', key: 'k' }, { type: 'escape' }], committed('labor'))).toEqual(
      committed('labor'),
    );
  });

  it('remembers the committed text as the one Escape restores next', () => {
    const state = run([
      { type: 'textChanged', text: 'kpi' },
      { type: 'enter' },
      { type: 'textChanged', text: 'kpix' },
      { type: 'escape' },
    ]);
    expect(state).toEqual(committed('kpi'));
  });
});
