import type { Season } from '../../../contracts/config';

/** The decorations of S1 §1: space stars, holiday snow and the holiday lights rope. */
export type Decoration = 'stars' | 'snow' | 'lights';

/** S1 §9. */
export const SNOW_FLAKES = 300;
export const STAR_COUNT = 500;
export const STAR_DEPTH = 1500;
export const LIGHTS_BULBS = 58;

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

export interface Flake {
  x: number;
  y: number;
  radius: number;
  speed: number;
  drift: number;
}

export interface Star {
  x: number;
  y: number;
  z: number;
}

/** Snow flakes spread over the page (fractions of width and height). */
export function createSnow(random: () => number, count = SNOW_FLAKES): Flake[] {
  return Array.from({ length: count }, () => ({
    x: random(),
    y: random(),
    radius: 1 + random() * 2.5,
    speed: 0.0008 + random() * 0.0015,
    drift: (random() - 0.5) * 0.0006,
  }));
}

/** A flake a frame later: falling, drifting, back at the top once it leaves the bottom. */
export function stepFlake(flake: Flake): Flake {
  const y = flake.y + flake.speed;
  const x = (flake.x + flake.drift + 1) % 1;
  return { ...flake, x, y: y > 1 ? y - 1 : y };
}

/** Stars in a box in front of the viewer, up to STAR_DEPTH away. */
export function createStars(random: () => number, count = STAR_COUNT): Star[] {
  return Array.from({ length: count }, () => ({
    x: (random() - 0.5) * 2,
    y: (random() - 0.5) * 2,
    z: 1 + random() * (STAR_DEPTH - 1),
  }));
}

/** A star a frame later: nearer, and back at the far end once it passes the viewer. */
export function stepStar(star: Star, speed = 2): Star {
  const z = star.z - speed;
  return { ...star, z: z < 1 ? z + STAR_DEPTH - 1 : z };
}

/** Where a star shows on a width × height page, and how big (nearer is bigger). */
export function projectStar(star: Star, width: number, height: number) {
  const scale = STAR_DEPTH / star.z / 4;
  return {
    x: width / 2 + star.x * scale * (width / 2),
    y: height / 2 + star.y * scale * (height / 2),
    radius: Math.min(3, 0.3 + (1 - star.z / STAR_DEPTH) * 2),
  };
}

/** The lights rope's bulbs along the top edge: their x positions (fractions) and colours. */
export function lightsRope(count = LIGHTS_BULBS): { x: number; color: string }[] {
  const colors = ['#e53935', '#fdd835', '#43a047', '#1e88e5'];
  return Array.from({ length: count }, (_, i) => ({
    x: (i + 0.5) / count,
    color: colors[i % colors.length] ?? '#e53935',
  }));
}
