import { describe, expect, it } from 'vitest';
import { menuItem } from '../../../../test/fixtures/shell-builders';
import type { SearchContexts } from './search-context';
import { buildSearchPanel, findOption, resultCountText, type SearchPanel } from './search-panel';
import { buildSearchEntries } from './search-results';

const menu = [
  menuItem({
    id: 2,
    title: 'Planning Toolkit',
    url: '',
    pages: [
      menuItem({ id: 21, title: 'Plan Board' }),
      menuItem({ id: 22, title: 'Forecast' }),
      menuItem({ id: 23, title: 'Staffing' }),
    ],
  }),
  menuItem({ id: 3, title: 'Labor Planning' }),
  menuItem({ id: 4, title: 'Planning Report', appType: 'Reports' }),
  menuItem({ id: 5, title: 'Planning Handbook', appType: 'Links' }),
];
const entries = buildSearchEntries(menu);
const contexts: SearchContexts = {
  left: { kind: 'area', name: 'Planning Toolkit', itemIds: [2, 21, 22, 23] },
  right: { kind: 'group', name: 'Apps', itemIds: [2, 21, 22, 23, 3] },
};
const base = { entries, contexts: {}, scope: null, openFolderId: null } as const;

/** The panel as `label: keys` lines, pages under an open folder marked with '>'. */
function outline(panel: SearchPanel): string[] {
  const lines = panel.sections.map(
    (section) =>
      `${section.label}: ${section.options.map((o) => `${o.underOpenFolder ? '>' : ''}${o.item.id}${o.folderOpen ? '+' : ''}`).join(' ')}`,
  );
  if (panel.noResults) lines.push('No Results');
  for (const context of panel.contexts) lines.push(`${context.label}${context.checked ? ' [x]' : ''}`);
  return lines;
}

describe('buildSearchPanel', () => {
  it('lists Apps & Pages, then Other', () => {
    expect(outline(buildSearchPanel({ ...base, text: 'plan' }))).toEqual([
      'Apps & Pages: 2 21 4 3',
      'Other: 5',
    ]);
  });

  it('lists an opened folder’s pages under it, each entry once', () => {
    const panel = buildSearchPanel({ ...base, text: 'plan', openFolderId: 2 });
    expect(outline(panel)).toEqual(['Apps & Pages: 2+ >21 >22 >23 4 3', 'Other: 5']);
    expect(panel.options.map((option) => option.key)).toEqual([
      'item-2',
      'item-21',
      'item-22',
      'item-23',
      'item-4',
      'item-3',
      'item-5',
    ]);
  });

  it('ignores an open folder that is not among the results', () => {
    expect(outline(buildSearchPanel({ ...base, text: 'labor', openFolderId: 2 }))).toEqual([
      'Apps & Pages: 3',
    ]);
  });

  it('says No Results and still offers the context entries', () => {
    expect(outline(buildSearchPanel({ ...base, contexts, text: 'zzz' }))).toEqual([
      'No Results',
      'Search Planning Toolkit',
      'Search Apps',
    ]);
  });

  it('narrows the search to the chosen context', () => {
    expect(outline(buildSearchPanel({ ...base, contexts, text: 'plan', scope: 'left' }))).toEqual([
      'Apps & Pages: 2 21',
      'Search Planning Toolkit [x]',
      'Search Apps',
    ]);
    expect(outline(buildSearchPanel({ ...base, contexts, text: 'plan', scope: 'right' }))).toEqual([
      'Apps & Pages: 2 21 3',
      'Search Planning Toolkit',
      'Search Apps [x]',
    ]);
  });

  it('puts the context entries last in keyboard order', () => {
    const panel = buildSearchPanel({ ...base, contexts, text: 'labor' });
    expect(panel.options.map((option) => option.key)).toEqual(['item-3', 'context-left', 'context-right']);
  });

  it('shows nothing below two characters', () => {
    expect(outline(buildSearchPanel({ ...base, text: 'p' }))).toEqual([]);
  });
});

describe('findOption', () => {
  const panel = buildSearchPanel({ ...base, contexts, text: 'labor' });
  it.each([
    ['item-3', 0],
    ['context-right', 2],
    ['item-99', -1],
    [null, -1],
  ])('finds %s at %i', (key, index) => {
    expect(findOption(panel, key).index).toBe(index);
  });
});

describe('resultCountText', () => {
  it('counts the results listed, not the context entries; a folder opened adds its pages', () => {
    expect(resultCountText(buildSearchPanel({ ...base, contexts, text: 'plan' }))).toBe('5 results');
    expect(resultCountText(buildSearchPanel({ ...base, text: 'plan', openFolderId: 2 }))).toBe('7 results');
    expect(resultCountText(buildSearchPanel({ ...base, contexts, text: 'labor' }))).toBe('1 result');
  });

  it("says nothing when nothing matches: 'No Results' is the status then", () => {
    expect(resultCountText(buildSearchPanel({ ...base, contexts, text: 'zzz' }))).toBe('');
  });
});
