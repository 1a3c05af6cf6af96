// The launcher route's critical path, read from the production build's manifest
// (dist/.vite/manifest.json): the entry, everything it imports statically, and the /home route's
// chunks with theirs. Sizes are gzip level 9 (what a compressing server sends), so they are
// deterministic for a given build. Used by `npm test` (the budget stage, run-all.mjs) and
// `npm run bench` (docs/performance.md).
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Sizes in bytes (1 KB = 1000 bytes, as Vite's build report prints). `LAUNCHER_GOAL` is issue 15's
 * budget; `LAUNCHER_LIMIT` is what `npm test` enforces: the size reached, rounded up with a small
 * margin, so the launcher can only shrink (lower it as chunks leave the critical path; never raise
 * it without a reason in docs/performance.md). CSS is well under its goal since Mantine's
 * stylesheets come per component (13.8 KB): its limit keeps that gain.
 */
export const LAUNCHER_GOAL = { js: 200_000, css: 45_000 };
export const LAUNCHER_LIMIT = { js: 186_700, css: 14_750 };

const ENTRY = 'index.html';
const HOME_ROUTE_PREFIX = 'src/routes/home.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface SizedFile {
  file: string;
  gzip: number;
}
export interface LauncherBundle {
  js: { files: SizedFile[]; gzip: number };
  css: { files: SizedFile[]; gzip: number };
}

function readManifest(dist: string): Manifest {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`No ${path}: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The manifest keys a launcher visit loads before its first tile: entry + home route, closed over static imports. */
export function launcherChunkKeys(manifest: Manifest): string[] {
  const roots = [ENTRY, ...Object.keys(manifest).filter((key) => key.startsWith(HOME_ROUTE_PREFIX))];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

const gzipBytes = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/** Files and gzip sizes of the launcher route's JS and CSS. */
export function launcherBundle(dist = join(import.meta.dirname, '..', '..', 'dist')): LauncherBundle {
  const manifest = readManifest(dist);
  const keys = launcherChunkKeys(manifest);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  const sized = (files: Set<string>): SizedFile[] =>
    [...files].map((file) => ({ file, gzip: gzipBytes(join(dist, file)) })).sort((a, b) => b.gzip - a.gzip);
  const jsFiles = sized(js);
  const cssFiles = sized(css);
  const total = (files: SizedFile[]) => files.reduce((sum, file) => sum + file.gzip, 0);
  return { js: { files: jsFiles, gzip: total(jsFiles) }, css: { files: cssFiles, gzip: total(cssFiles) } };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * Packages the launcher must not load before its first tile: they came off it on purpose, and
 * a static import of them from a first-screen module would bring them back into the entry chunk
 * without moving its size much past the limit's margin. Dexie: its chunk loads once the first
 * screen is up, and the first screen reads IndexedDB without it (docs/performance.md, "Dexie off
 * the first screen").
 */
export const KEPT_OFF_LAUNCHER = ['dexie'];

/** The packages of `packages` whose modules are in the launcher route's JS (from its source maps). */
export function packagesOnLauncher(
  packages: readonly string[],
  dist = join(import.meta.dirname, '..', '..', 'dist'),
  files = launcherBundle(dist).js.files,
): string[] {
  const found = new Set<string>();
  for (const { file } of files) {
    const map = join(dist, `${file}.map`);
    // The build writes a map for every chunk of modules (vite.config.ts); Rolldown's runtime has
    // none. Any other chunk without one could hide a package: the check fails rather than pass.
    if (!existsSync(map)) {
      if (basename(file).startsWith('rolldown-runtime-')) continue;
      throw new Error(
        `${file} has no source map: which packages it holds cannot be told (build with sourcemap: true).`,
      );
    }
    const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
    for (const name of packages)
      if (sources.some((source) => source.includes(`node_modules/${name}/`))) found.add(name);
  }
  return [...found];
}

// `npx tsx test/tools/launcher-bundle.ts [--list]`: prints the sizes, fails over the limit.
if (import.meta.url === `file://${process.argv[1]}`) {
  const bundle = launcherBundle();
  const over: string[] = [];
  for (const kind of ['js', 'css'] as const) {
    const { gzip, files } = bundle[kind];
    const limit = LAUNCHER_LIMIT[kind];
    console.log(
      `launcher-route ${kind.toUpperCase()}, gzip: ${kb(gzip)} (limit ${kb(limit)}, goal ${kb(LAUNCHER_GOAL[kind])}, ${files.length} files)`,
    );
    if (process.argv.includes('--list'))
      for (const f of files) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
    if (gzip > limit) over.push(`${kind.toUpperCase()} ${kb(gzip)} > ${kb(limit)}`);
  }
  const kept = packagesOnLauncher(KEPT_OFF_LAUNCHER, undefined, bundle.js.files);
  if (kept.length > 0)
    over.push(
      `${kept.join(', ')} (kept off the launcher route: a first-screen module imports it statically)`,
    );
  if (over.length > 0) {
    console.error(
      `Launcher route over its limit (or carrying a package kept off it): ${over.join(', ')}. \`npx tsx test/tools/launcher-bundle.ts --list\` lists the files; docs/performance.md says how to find what grew.`,
    );
    process.exit(1);
  }
}
