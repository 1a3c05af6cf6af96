import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The chunk-cycle rule of docs/performance.md ("The frame's parts in one chunk"): lazily loaded
 * chunks can import each other, and a module evaluated before the chunk it imports from reads
 * that chunk's bindings unset. So no module of the app wraps an imported component at its top
 * (`memo(MultiSelect)` did, and opening Release Notes crashed in some load orders); it wraps a
 * function of its own, which names the component at render.
 */
const ROOT = join(import.meta.dirname, '../..');

function appModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'server' ? [] : appModules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `const X = memo(Imported` at a line's start: a wrapper taking a component by its name. */
const TOP_LEVEL_WRAP =
  /^(?:export\s+)?const\s+\w+\s*=\s*(?:memo|forwardRef|styled|createPolymorphicComponent)\s*(?:<[^>]*>)?\(\s*([A-Z]\w*)/gm;

function importedComponentsWrappedAtTop(source: string): string[] {
  return [...source.matchAll(TOP_LEVEL_WRAP)]
    .map((match) => match[1] ?? '')
    .filter((name) => new RegExp(`import[^;]*\\b${name}\\b[^;]*from`).test(source));
}

describe('module top level (docs/performance.md, chunks that import each other)', () => {
  it('finds the wrap that crashed Release Notes, and not a wrapped function of its own', () => {
    const crashed =
      "import { MultiSelect } from '@mantine/core';\nconst Choices = memo(MultiSelect<string>);\n";
    expect(importedComponentsWrappedAtTop(crashed)).toEqual(['MultiSelect']);
    const fixed =
      "import { MultiSelect } from '@mantine/core';\nconst Choices = memo(function Choices(props) {\n  return <MultiSelect {...props} />;\n});\n";
    expect(importedComponentsWrappedAtTop(fixed)).toEqual([]);
  });

  it('no app module wraps an imported component at its top', () => {
    const modules = appModules(join(ROOT, 'src'));
    expect(modules.length).toBeGreaterThan(300);
    const wrapped = modules.flatMap((path) =>
      importedComponentsWrappedAtTop(readFileSync(path, 'utf8')).map(
        (name) => `${relative(ROOT, path)}: ${name}`,
      ),
    );
    expect(wrapped).toEqual([]);
  });
});
