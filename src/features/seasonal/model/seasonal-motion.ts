/**
 * How the seasonal decorations move (S1 §9): the snow, the star field and the lights rope. Apart
 * from the rules of which decorations show (`seasonal-rules.ts`), which every page runs: this is
 * loaded with the canvas that draws them, only while a decoration is on.
 */

/** S1 §9. */
export const SNOW_FLAKES = 300;
export const STAR_COUNT = 500;
export const STAR_DEPTH = 1500;
export const LIGHTS_BULBS = 58;

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
