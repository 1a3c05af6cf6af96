import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The forced-colours rules for Mantine's Switch and ColorSwatch (core/ui/forced-colors.css) come
 * with the modules drawing them, as Mantine's own stylesheets do: a module drawing one without
 * importing the rules would show an invisible control in Windows High Contrast.
 */
const srcRoot = fileURLToPath(new URL('../../src/', import.meta.url));
const NEEDS_RULES = /\bimport\s*\{[^}]*\b(?:Switch|ColorSwatch)\b[^}]*\}\s*from\s*'@mantine\/core'/;
const IMPORTS_RULES = /^import '(?:\.\.\/)+core\/ui\/forced-colors\.css';$/m;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('forced-colours rules', () => {
  it('are imported by every module drawing a Mantine Switch or ColorSwatch', () => {
    const drawing = sourceFiles(srcRoot).filter((path) => NEEDS_RULES.test(readFileSync(path, 'utf8')));
    expect(drawing.length).toBeGreaterThan(0);
    const missing = drawing
      .filter((path) => !IMPORTS_RULES.test(readFileSync(path, 'utf8')))
      .map((path) => relative(srcRoot, path));
    expect(missing).toEqual([]);
  });
});
