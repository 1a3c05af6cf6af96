import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How the unit tests split into Vitest projects (see docs/testing.md).
 *
 * The suite's cost was almost all module loading: with one module graph per file, React, Mantine,
 * zod, fastify and the seed were loaded again for each of 130 files. So:
 * - `node`: pure tests (rules, contracts, the reference server) share a module graph per worker
 *   (`isolate: false`) in the node environment;
 * - `dom`: component tests (`.test.tsx`, or a `// @vitest-environment jsdom` comment) share a
 *   module graph and one jsdom per worker; each file unmounts what it rendered (`cleanup`);
 * - `isolated`: a file that replaces modules (`vi.mock`) keeps a graph of its own, as isolation does
 *   real work there (a mocked module must not leak into, or be pre-empted by, another file); its
 *   environment comes from its `// @vitest-environment` comment (node when it has none). No file
 *   needs it today (tests stub at boundaries: docs/testing.md); it stays as the guard for the next.
 * Stubbed globals need no isolation: they are undone after every test (test/setup-unit.ts).
 */
const MOCKS_MODULES = /\bvi\.(mock|doMock)\(/;
const WANTS_DOM = /@vitest-environment jsdom/;

const UNIT_TEST_ROOTS = ['src', 'sw', 'test/integration', 'test/tools'];

function testFilesUnder(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFilesUnder(root, path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

export interface UnitTestSplit {
  node: string[];
  dom: string[];
  isolated: string[];
}

export function splitUnitTests(root: string): UnitTestSplit {
  const split: UnitTestSplit = { node: [], dom: [], isolated: [] };
  for (const file of UNIT_TEST_ROOTS.flatMap((dir) => testFilesUnder(root, dir))) {
    const source = readFileSync(join(root, file), 'utf8');
    const wantsDom = file.endsWith('.tsx') || WANTS_DOM.test(source);
    split[MOCKS_MODULES.test(source) ? 'isolated' : wantsDom ? 'dom' : 'node'].push(file);
  }
  return split;
}
