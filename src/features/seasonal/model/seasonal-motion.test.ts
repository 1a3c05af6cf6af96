import { describe, expect, it } from 'vitest';
import {
  createSnow,
  createStars,
  LIGHTS_BULBS,
  lightsRope,
  projectStar,
  STAR_DEPTH,
  stepFlake,
  stepStar,
} from './seasonal-motion';

const sequence = () => {
  let n = 0;
  return () => {
    n += 0.137;
    return n % 1;
  };
};

describe('S1 §9 counts', () => {
  it('snow has 300 flakes, the star field 500 stars within depth 1500, the rope 58 bulbs', () => {
    expect(createSnow(sequence())).toHaveLength(300);
    const stars = createStars(sequence());
    expect(stars).toHaveLength(500);
    expect(stars.every((star) => star.z >= 1 && star.z <= STAR_DEPTH)).toBe(true);
    expect(lightsRope()).toHaveLength(LIGHTS_BULBS);
    expect(LIGHTS_BULBS).toBe(58);
  });
});

describe('motion', () => {
  it('a flake leaving the bottom comes back at the top', () => {
    const flake = stepFlake({ x: 0.5, y: 0.999, radius: 1, speed: 0.01, drift: 0 });
    expect(flake.y).toBeCloseTo(0.009);
  });

  it('a star passing the viewer goes back to the far end, and nearer stars show bigger', () => {
    expect(stepStar({ x: 0, y: 0, z: 1.5 }).z).toBeGreaterThan(STAR_DEPTH - 3);
    const far = projectStar({ x: 0.1, y: 0.1, z: 1400 }, 800, 600);
    const near = projectStar({ x: 0.1, y: 0.1, z: 100 }, 800, 600);
    expect(near.radius).toBeGreaterThan(far.radius);
  });
});
