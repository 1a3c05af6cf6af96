import type { Season } from '../../../contracts/config';

/** The decorations of S1 §1: space stars, holiday snow and the holiday lights rope. */
export type Decoration = 'stars' | 'snow' | 'lights';

const bySeason: Record<Season, Decoration[]> = {
  none: [],
  space: ['stars'],
  holiday: ['snow', 'lights'],
};

/** The hidden themes (S2 §3) that bring a season's decorations with them. */
const byTheme: Readonly<Record<string, Season>> = { holiday: 'holiday' };
const plainThemes = new Set(['light', 'dark']);

/** Routes with no decorations: kiosk displays run unattended (S1 §1). */
const BARE_PREFIXES = ['/display'];

export interface SeasonalSituation {
  /** The user's theme preference (the appearance in force). */
  theme: string;
  /** The season the server's settings name (app-config.json `season`). */
  season: Season;
  path: string;
  reducedMotion: boolean;
}

/**
 * Which decorations to draw. The user's theme preference wins: a seasonal theme brings its own
 * season's decorations (Holiday: snow and lights) and any other extra theme (Spooky, Neon, Love,
 * Aptitude) none; only on a plain light or dark theme does the server's season decide.
 */
export function seasonalDecorations(situation: SeasonalSituation): Decoration[] {
  if (situation.reducedMotion) return [];
  if (BARE_PREFIXES.some((p) => situation.path === p || situation.path.startsWith(`${p}/`))) return [];
  const season = plainThemes.has(situation.theme) ? situation.season : (byTheme[situation.theme] ?? 'none');
  return bySeason[season];
}
