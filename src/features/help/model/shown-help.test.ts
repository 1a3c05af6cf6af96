import { describe, expect, it } from 'vitest';
import type { HelpItem, PageHelp, Tutorial } from '../../../contracts/help';
import { shownHelp } from './shown-help';

const item = (title: string, enabled = true): HelpItem => ({
  anchor: 'sidebar',
  enabled,
  title,
  description: '',
  position: 'right',
  offset: null,
});
const tutorial = (id: number, enabled: boolean, items: HelpItem[]): Tutorial => ({
  id,
  pageName: 'home',
  enabled,
  title: `T${id}`,
  icon: null,
  permissionLevel: 2,
  items,
});

describe('shownHelp', () => {
  it('shows nothing before the help is known', () => {
    expect(shownHelp(undefined)).toEqual({ helps: [], tutorials: [] });
  });

  it('shows active items and active tutorials with at least one active item', () => {
    const help: PageHelp = {
      helps: [item('a'), item('b', false), item('c')].map((h, id) => ({ ...h, id })),
      tutorials: [
        tutorial(1, true, [item('x', false), item('y')]),
        tutorial(2, false, [item('x')]),
        tutorial(3, true, [item('x', false)]),
        tutorial(4, true, []),
      ],
      agent: null,
    };
    const shown = shownHelp(help);
    expect(shown.helps.map((h) => h.title)).toEqual(['a', 'c']);
    expect(shown.tutorials.map((t) => t.id)).toEqual([1]);
  });
});
