import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The house rules of docs/architecture.md, checked over every module's relative imports (static
 * and dynamic, tests included): a newcomer adding a feature finds out here, not in review, when
 * an import crosses a wall.
 */
const ROOT = join(import.meta.dirname, '../..');

function modulesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modulesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The part of the house a path is in: `features/<area>`, `core`, `contracts`, `server`, `routes`… */
function partOf(path: string): string {
  const [top, second, third] = path.split('/');
  if (top === 'sw') return 'sw';
  if (top !== 'src') return top ?? '';
  if (second === 'features') return `features/${third}`;
  return second?.replace(/\.tsx?$/, '') ?? '';
}

const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'(\.{1,2}\/[^']+)'/g;

interface Crossing {
  from: string;
  to: string;
}

function crossings(): Crossing[] {
  return [...modulesUnder('src'), ...modulesUnder('sw')].flatMap((from) =>
    [...readFileSync(join(ROOT, from), 'utf8').matchAll(RELATIVE_IMPORT)].map((match) => ({
      from,
      to: relative(ROOT, normalize(join(ROOT, dirname(from), match[1] ?? ''))),
    })),
  );
}

const all = crossings();
const wrong = (rule: (from: string, to: string) => boolean) =>
  all.filter(({ from, to }) => rule(partOf(from), partOf(to))).map(({ from, to }) => `${from} → ${to}`);

describe('import boundaries (docs/architecture.md)', () => {
  it('finds the imports it checks', () => {
    expect(all.length).toBeGreaterThan(1_000);
    expect(all).toContainEqual({ from: 'src/main.tsx', to: 'src/App' });
  });

  it("a feature imports the core and the contracts, never another feature's modules", () => {
    expect(
      wrong((from, to) => from.startsWith('features/') && to.startsWith('features/') && from !== to),
    ).toEqual([]);
  });

  it('the core never imports a feature or a route', () => {
    expect(wrong((from, to) => from === 'core' && (to.startsWith('features/') || to === 'routes'))).toEqual(
      [],
    );
  });

  it('the contracts import nothing of the app or the server: both sides share them', () => {
    // Their tests may build data with the shared test fixtures.
    expect(wrong((from, to) => from === 'contracts' && to !== 'contracts' && to !== 'test')).toEqual([]);
  });

  it('the reference server imports the contracts, never the app', () => {
    expect(wrong((from, to) => from === 'server' && to !== 'server' && to !== 'contracts')).toEqual([]);
  });

  it('the app never imports the reference server (its tests may start one)', () => {
    expect(
      all
        .filter(({ from, to }) => partOf(from) !== 'server' && partOf(to) === 'server')
        .filter(({ from }) => !/\.test\.tsx?$/.test(from))
        .map(({ from, to }) => `${from} → ${to}`),
    ).toEqual([]);
  });
});
