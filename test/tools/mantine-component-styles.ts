// Mantine's stylesheets per component, imported beside the code that uses the component, so each
// chunk brings the CSS of the Mantine components it draws and the first screen parses only its own
// (docs/performance.md, "Mantine's stylesheets per component"). The global parts (baseline,
// default CSS variables, global) are imported once by src/main.tsx.
//
// Which stylesheets a component needs is read from Mantine's own published modules, not from a
// hand-kept list: each component's module imports the modules of the components it is built on
// (Button imports UnstyledButton and Loader) and its `*.module.mjs` class map, one per stylesheet
// in `@mantine/core/styles/`. Following those imports from the exported name gives every
// stylesheet the component can draw with, so a component cannot render unstyled and a Mantine
// upgrade that changes what a component is built on changes the CSS with it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const MANTINE_ROOT = join(import.meta.dirname, '..', '..', 'node_modules', '@mantine');
const CORE = '@mantine/core';

/** `import { a, b as c } from "…"` (also `export { … } from`), with the specifiers and the module. */
const NAMED_IMPORT = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
/** Any module an ES module file loads: `from "…"` or a bare `import "…"`. */
const ANY_IMPORT = /(?:\bfrom|\bimport)\s*["']([^"']+)["']/g;
/** The Mantine packages an app module imports from, in the transformed source. */
/** `import { … } from '@mantine/x'`, and the re-export `export { … } from '@mantine/x'`, which draws too. */
const MANTINE_IMPORT = /\b(?:import|export)\s*(?:type\s+)?\{([^}]*)\}\s*from\s*["'](@mantine\/[a-z-]+)["']/g;
const MANTINE_OTHER_IMPORT = /\bimport\s+(?!type\b)(?!\{)[^'";]*\bfrom\s*["'](@mantine\/[a-z-]+)["']/g;

/** Specifier names of an import list, type-only ones left out: `Button, type ButtonProps, X as Y` → Button, X. */
function importedNames(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0] as string);
}

const packageDir = (pkg: string) => join(MANTINE_ROOT, pkg.slice('@mantine/'.length));

/** Exported name → the file of the package's ESM build that defines it, from its `esm/index.mjs`. */
const exportsCache = new Map<string, Map<string, string>>();
function exportedFiles(pkg: string): Map<string, string> {
  const cached = exportsCache.get(pkg);
  if (cached) return cached;
  const esm = join(packageDir(pkg), 'esm');
  const index = readFileSync(join(esm, 'index.mjs'), 'utf8');
  const localFile = new Map<string, string>();
  for (const [, list = '', from = ''] of index.matchAll(NAMED_IMPORT)) {
    if (!from.startsWith('.')) continue;
    for (const part of list.split(',')) {
      const [imported, local = imported] = part.trim().split(/\s+as\s+/);
      if (local) localFile.set(local, join(esm, from));
    }
  }
  const files = new Map<string, string>();
  for (const [, list = ''] of index.matchAll(/export\s*\{([^}]*)\}\s*;/g)) {
    for (const part of list.split(',')) {
      const [local = '', exported = local] = part.trim().split(/\s+as\s+/);
      const file = localFile.get(local);
      if (file) files.set(exported, file);
    }
  }
  exportsCache.set(pkg, files);
  return files;
}

/** The stylesheet a `*.module.mjs` class map stands for. */
function stylesheetOf(moduleFile: string): string {
  const pkg = `@mantine/${relative(MANTINE_ROOT, moduleFile).split(/[\\/]/)[0]}`;
  // Only @mantine/core ships a stylesheet per component; the other packages ship one for all.
  return pkg === CORE ? `${CORE}/styles/${basename(moduleFile, '.module.mjs')}.css` : `${pkg}/styles.css`;
}

/** The files of Mantine's ESM build one file imports: relative ones, and named exports of other @mantine packages. */
const importsCache = new Map<string, string[]>();
function importsOf(file: string): string[] {
  const cached = importsCache.get(file);
  if (cached) return cached;
  const source = readFileSync(file, 'utf8');
  const imports: string[] = [];
  for (const [, from = ''] of source.matchAll(ANY_IMPORT)) {
    if (from.startsWith('.')) imports.push(join(dirname(file), from));
  }
  for (const [, list = '', from = ''] of source.matchAll(NAMED_IMPORT)) {
    if (!from.startsWith('@mantine/')) continue;
    for (const name of importedNames(list)) {
      const target = exportedFiles(from).get(name);
      if (target) imports.push(target);
    }
  }
  importsCache.set(file, imports);
  return imports;
}

/** Every `*.module.mjs` (class map) a file of Mantine's ESM build reaches through its imports. */
const reachedCache = new Map<string, string[]>();
function classMapsReachedFrom(file: string): string[] {
  const cached = reachedCache.get(file);
  if (cached) return cached;
  const seen = new Set<string>([file]);
  const queue = [file];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const imported of importsOf(next)) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      queue.push(imported);
    }
  }
  const reached = [...seen].filter((seenFile) => seenFile.endsWith('.module.mjs'));
  reachedCache.set(file, reached);
  return reached;
}

/**
 * The order Mantine's whole `styles.css` has them in: a component after the components it is built
 * on (UnstyledButton before Button, Input before the inputs). Read from the file itself.
 */
let coreOrder: Map<string, number> | undefined;
function coreStylesheetRank(stylesheet: string): number {
  if (!coreOrder) {
    const dir = join(packageDir(CORE), 'styles');
    const whole = readFileSync(join(packageDir(CORE), 'styles.css'), 'utf8');
    coreOrder = new Map(
      readdirSync(dir)
        .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
        .map((file) => {
          const at = whole.indexOf(readFileSync(join(dir, file), 'utf8').trim().slice(0, 400));
          if (at < 0) throw new Error(`${file} is not part of ${CORE}/styles.css`);
          return [`${CORE}/styles/${file}`, at] as const;
        }),
    );
  }
  const rank = coreOrder.get(stylesheet);
  if (rank === undefined) throw new Error(`Unknown Mantine stylesheet ${stylesheet}`);
  return rank;
}

/**
 * The stylesheets the named exports of a Mantine package draw with, in cascade order: @mantine/core's
 * in the order of its `styles.css`, then the other packages' (Mantine's rule: core first). Hooks,
 * functions and types need none. An unknown name throws: the app imports something this cannot see.
 */
export function stylesheetsFor(pkg: string, names: readonly string[]): string[] {
  const files = exportedFiles(pkg);
  const stylesheets = new Set<string>();
  for (const name of names) {
    const file = files.get(name);
    if (!file) throw new Error(`${pkg} exports no ${name} (or its esm/index.mjs changed shape)`);
    for (const map of classMapsReachedFrom(file)) stylesheets.add(stylesheetOf(map));
  }
  const core = [...stylesheets].filter((sheet) => sheet.startsWith(`${CORE}/`));
  const others = [...stylesheets].filter((sheet) => !sheet.startsWith(`${CORE}/`)).sort();
  return [...core.sort((a, b) => coreStylesheetRank(a) - coreStylesheetRank(b)), ...others];
}

/** The stylesheets an app module needs for what it imports from @mantine/*, in cascade order. */
export function stylesheetsForModule(code: string, id = 'module'): string[] {
  const other = MANTINE_OTHER_IMPORT.exec(code);
  MANTINE_OTHER_IMPORT.lastIndex = 0;
  if (other)
    throw new Error(`${id}: import named exports from ${other[1]} (the stylesheets follow the names)`);
  const byPackage = new Map<string, string[]>();
  for (const [whole, list = '', pkg = ''] of code.matchAll(MANTINE_IMPORT)) {
    if (/^(?:import|export)\s+type\b/.test(whole)) continue;
    byPackage.set(pkg, [...(byPackage.get(pkg) ?? []), ...importedNames(list)]);
  }
  // Core's sheets first, whichever package the module names first.
  const sheets = [...byPackage].flatMap(([pkg, names]) => stylesheetsFor(pkg, names));
  const unique = [...new Set(sheets)];
  return [
    ...unique
      .filter((sheet) => sheet.startsWith(`${CORE}/`))
      .sort((a, b) => coreStylesheetRank(a) - coreStylesheetRank(b)),
    ...unique.filter((sheet) => !sheet.startsWith(`${CORE}/`)),
  ];
}

/**
 * The cascade layer of a Mantine stylesheet: `mantine.Button` for `@mantine/core/styles/Button.css`,
 * `mantine.notifications` for `@mantine/notifications/styles.css`.
 */
export function layerOf(stylesheet: string): string {
  const [, pkg = '', component] =
    /^@mantine\/([a-z-]+)\/(?:styles\/([\w-]+)\.css|styles\.css)$/.exec(stylesheet) ?? [];
  if (!pkg) throw new Error(`Not a Mantine stylesheet: ${stylesheet}`);
  return `mantine.${component ?? pkg}`;
}

/**
 * Every Mantine layer in cascade order: core's global parts and components in the order of its
 * `styles.css`, then the other packages that ship a stylesheet. Declared first thing in the page
 * (index.html), this fixes the order whichever chunk brings a stylesheet in first: a lazily loaded
 * UnstyledButton.css still sits below Button.css. The app's own CSS is in no layer, so it wins over
 * all of them (as it did when Mantine's whole stylesheet came first).
 */
export function mantineLayerOrder(): string[] {
  coreStylesheetRank(`${CORE}/styles/Button.css`);
  const core = [...(coreOrder ?? [])].sort((a, b) => a[1] - b[1]).map(([sheet]) => layerOf(sheet));
  const others = readdirSync(MANTINE_ROOT)
    .filter((pkg) => pkg !== 'core' && existsSync(join(MANTINE_ROOT, pkg, 'styles.css')))
    .sort()
    .map((pkg) => layerOf(`@mantine/${pkg}/styles.css`));
  return [...core, ...others];
}

/** `…/node_modules/@mantine/core/styles/Button.css` → `@mantine/core/styles/Button.css`. */
function mantineStylesheetId(path: string): string | undefined {
  const at = path.lastIndexOf('/node_modules/@mantine/');
  if (at < 0 || !path.endsWith('.css') || path.endsWith('.layer.css')) return undefined;
  return path.slice(at + '/node_modules/'.length);
}

/**
 * Vite plugins: every app module that imports from @mantine/* gets the stylesheets of those names
 * imported at its top, so the bundler puts them in that module's chunk (a stylesheet several chunks
 * import lands once, in a chunk they share); each Mantine stylesheet is wrapped in its own layer,
 * and index.html declares the layers' order before any stylesheet loads.
 */
export function mantineComponentStyles(): Plugin[] {
  return [
    {
      name: 'mantine-stylesheet-layers',
      enforce: 'pre',
      transform(code, id) {
        const stylesheet = mantineStylesheetId(id.split('?')[0] ?? id);
        if (!stylesheet) return;
        return { code: `@layer ${layerOf(stylesheet)} {\n${code}\n}\n`, map: null };
      },
      transformIndexHtml: {
        order: 'pre',
        handler: () => [
          { tag: 'style', children: `@layer ${mantineLayerOrder().join(', ')};`, injectTo: 'head' },
        ],
      },
    },
    {
      name: 'mantine-component-styles',
      transform(code, id) {
        const path = id.split('?')[0] ?? id;
        if (path.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(path) || !code.includes('@mantine/'))
          return;
        const sheets = stylesheetsForModule(code, path);
        if (sheets.length === 0) return;
        const output = new MagicString(code);
        output.prepend(sheets.map((sheet) => `import ${JSON.stringify(sheet)};`).join(''));
        return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: path }) };
      },
    },
  ];
}
