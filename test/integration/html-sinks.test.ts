import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every piece of stored HTML (announcements, release notes, help topics and items, tutorials,
 * notifications, chat markdown, display panels) reaches the page through SafeHtml, which
 * sanitises it with the one DOMPurify set-up (sanitize-html.ts). This test fails on any other
 * HTML sink in the app's source, whatever lint suppressions sit beside it.
 */
const srcRoot = fileURLToPath(new URL('../../src/', import.meta.url));
const theOneSink = 'core/ui/SafeHtml.tsx';

const sinks: { name: string; pattern: RegExp }[] = [
  { name: 'dangerouslySetInnerHTML', pattern: /dangerouslySetInnerHTML/ },
  { name: 'innerHTML/outerHTML assignment', pattern: /\.(?:inner|outer)HTML\s*(?:\+?=)(?!=)/ },
  { name: 'insertAdjacentHTML', pattern: /\binsertAdjacentHTML\s*\(/ },
  { name: 'document.write', pattern: /\bdocument\.write(?:ln)?\s*\(/ },
  { name: 'createContextualFragment', pattern: /\bcreateContextualFragment\s*\(/ },
];

const isSource = (name: string) =>
  /\.(?:ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !/\.testkit\.tsx?$/.test(name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return isSource(entry.name) ? [path] : [];
  });
}

/** `file:line: sink` for every HTML sink outside SafeHtml. */
function sinksOutsideSafeHtml(): string[] {
  return sourceFiles(srcRoot).flatMap((path) => {
    const file = relative(srcRoot, path).split('\\').join('/');
    if (file === theOneSink) return [];
    return readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        sinks.filter((sink) => sink.pattern.test(line)).map((sink) => `${file}:${index + 1}: ${sink.name}`),
      );
  });
}

describe('HTML sinks', () => {
  it('exist only in SafeHtml, which sanitises what it renders', () => {
    expect(sinksOutsideSafeHtml()).toEqual([]);
  });

  it('are found by the scan (SafeHtml itself has one)', () => {
    const safeHtml = readFileSync(join(srcRoot, theOneSink), 'utf8');
    expect(sinks[0]?.pattern.test(safeHtml)).toBe(true);
    expect(safeHtml).toMatch(/sanitizeHtmlForSink\(/);
  });

  it('catch the raw DOM forms too', () => {
    const samples = [
      'el.innerHTML = html;',
      'el.outerHTML += x',
      "el.insertAdjacentHTML('beforeend', x)",
      'document.write(x)',
      'range.createContextualFragment(x)',
    ];
    for (const sample of samples)
      expect(
        sinks.some((sink) => sink.pattern.test(sample)),
        sample,
      ).toBe(true);
    expect(sinks.some((sink) => sink.pattern.test('if (a.innerHTML === b) {}'))).toBe(false);
  });
});
