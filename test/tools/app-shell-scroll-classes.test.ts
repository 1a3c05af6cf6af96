import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_SHELL_SECTION, appShellScrollClasses } from './app-shell-scroll-classes';

const appShellDir = join(
  import.meta.dirname,
  '..',
  '..',
  'node_modules',
  '@mantine',
  'core',
  'esm',
  'components',
  'AppShell',
);

/** The published AppShell modules that import react-remove-scroll. */
function importersOfRemoveScroll(): string[] {
  return readdirSync(appShellDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => join(appShellDir, file))
    .filter((path) => /from\s*["']react-remove-scroll["']/.test(readFileSync(path, 'utf8')));
}

describe("AppShell's bars take react-remove-scroll's class names only", () => {
  it('finds every AppShell module importing it, and each reads only RemoveScroll.classNames', () => {
    const importers = importersOfRemoveScroll();
    expect(importers.length).toBeGreaterThan(0);
    for (const path of importers) {
      expect(path).toMatch(APP_SHELL_SECTION);
      const source = readFileSync(path, 'utf8');
      // A Mantine upgrade using more of the package (the lock itself) must not get the stand-in.
      const uses = [...source.matchAll(/\bRemoveScroll\b(\.\w+)?/g)].map((match) => match[1] ?? '');
      expect(uses.filter((use) => use !== '.classNames').length).toBe(1); // the import itself
      expect(source).toMatch(/import\s*\{\s*RemoveScroll\s*\}\s*from\s*["']react-remove-scroll["']/);
    }
  });

  it('resolves the stand-in for those modules only', () => {
    const plugin = appShellScrollClasses();
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
    const header = join(appShellDir, 'AppShellHeader', 'AppShellHeader.mjs');
    const modalBase = join(appShellDir, '..', 'ModalBase', 'ModalBase.mjs');
    expect(resolve('react-remove-scroll', header)).toMatch(/^\0/);
    expect(resolve('react-remove-scroll', modalBase)).toBeNull();
    expect(resolve('react', header)).toBeNull();
  });
});
