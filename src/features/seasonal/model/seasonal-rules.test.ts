import { describe, expect, it } from 'vitest';
import { type SeasonalSituation, seasonalDecorations } from './seasonal-rules';

const base: SeasonalSituation = { theme: 'light', season: 'none', path: '/home', reducedMotion: false };

describe('seasonalDecorations (the user theme wins over the server season)', () => {
  it.each<[string, Partial<SeasonalSituation>, string[]]>([
    ['plain theme, no season', {}, []],
    ['plain theme, holiday season', { season: 'holiday' }, ['snow', 'lights']],
    ['dark theme, space season', { theme: 'dark', season: 'space' }, ['stars']],
    ['Holiday theme, no season', { theme: 'holiday' }, ['snow', 'lights']],
    ['Holiday theme in the space season', { theme: 'holiday', season: 'space' }, ['snow', 'lights']],
    ['Spooky theme in the holiday season', { theme: 'spooky', season: 'holiday' }, []],
    ['Neon, Love and Aptitude bring none', { theme: 'aptitude-2025', season: 'space' }, []],
    ['on /display', { theme: 'holiday', path: '/display' }, []],
    ['under /display/', { season: 'holiday', path: '/display/3' }, []],
    ['reduced motion', { theme: 'holiday', reducedMotion: true }, []],
  ])('%s', (_case, change, decorations) => {
    expect(seasonalDecorations({ ...base, ...change })).toEqual(decorations);
  });
});
