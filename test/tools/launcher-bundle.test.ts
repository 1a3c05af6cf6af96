import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { packagesOnLauncher } from './launcher-bundle';

const dists: string[] = [];
afterEach(() => {
  for (const dist of dists.splice(0)) rmSync(dist, { recursive: true, force: true });
});

/** A build's dist/ with the given chunks: each a file, with a source map naming `sources` or none. */
function distWith(chunks: Record<string, string[] | null>) {
  const dist = mkdtempSync(join(tmpdir(), 'launcher-bundle-'));
  dists.push(dist);
  mkdirSync(join(dist, 'assets'));
  for (const [file, sources] of Object.entries(chunks)) {
    writeFileSync(join(dist, file), '');
    if (sources) writeFileSync(join(dist, `${file}.map`), JSON.stringify({ sources }));
  }
  return { dist, files: Object.keys(chunks).map((file) => ({ file, gzip: 0 })) };
}

describe('the packages kept off the launcher route (size check)', () => {
  it('finds a kept-off package in any chunk of the route, by its source map', () => {
    const { dist, files } = distWith({
      'assets/index-a.js': ['../../src/main.tsx', '../../node_modules/react/index.js'],
      'assets/home-b.js': ['../../node_modules/dexie/dist/dexie.mjs'],
      'assets/rolldown-runtime-c.js': null,
    });
    expect(packagesOnLauncher(['dexie', 'zod'], dist, files)).toEqual(['dexie']);
  });

  it('fails rather than pass when a chunk of modules has no source map', () => {
    const { dist, files } = distWith({ 'assets/index-a.js': null });
    expect(() => packagesOnLauncher(['dexie'], dist, files)).toThrow(/index-a\.js has no source map/);
  });
});
