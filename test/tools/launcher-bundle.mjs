// The launcher route's critical path, read from the production build's manifest
// (dist/.vite/manifest.json): the entry, everything it imports statically, and the /home route's
// chunks with theirs. Sizes are gzip level 9 (what a compressing server sends), so they are
// deterministic for a given build. Used by `npm test` (the budget stage, run-all.mjs) and
// `npm run bench` (docs/performance.md).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budgets of issue 15, in bytes (1 KB = 1000 bytes, as Vite's build report prints). */
export const LAUNCHER_BUDGET = { js: 200_000, css: 45_000 };

const ENTRY = 'index.html';
const HOME_ROUTE_PREFIX = 'src/routes/home.tsx';

function readManifest(dist) {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`No ${path}: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The manifest keys a launcher visit loads before its first tile: entry + home route, closed over static imports. */
export function launcherChunkKeys(manifest) {
  const roots = [ENTRY, ...Object.keys(manifest).filter((key) => key.startsWith(HOME_ROUTE_PREFIX))];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

const gzipBytes = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/** Files and gzip sizes of the launcher route's JS and CSS. */
export function launcherBundle(dist = join(import.meta.dirname, '..', '..', 'dist')) {
  const manifest = readManifest(dist);
  const keys = launcherChunkKeys(manifest);
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  const sized = (files) =>
    [...files].map((file) => ({ file, gzip: gzipBytes(join(dist, file)) })).sort((a, b) => b.gzip - a.gzip);
  const jsFiles = sized(js);
  const cssFiles = sized(css);
  const total = (files) => files.reduce((sum, file) => sum + file.gzip, 0);
  return { js: { files: jsFiles, gzip: total(jsFiles) }, css: { files: cssFiles, gzip: total(cssFiles) } };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

// `node test/tools/launcher-bundle.mjs [--list]`: prints the sizes, fails over budget.
if (import.meta.url === `file://${process.argv[1]}`) {
  const bundle = launcherBundle();
  const over = [];
  for (const kind of ['js', 'css']) {
    const { gzip, files } = bundle[kind];
    const budget = LAUNCHER_BUDGET[kind];
    console.log(
      `launcher-route ${kind.toUpperCase()}, gzip: ${kb(gzip)} (budget ${kb(budget)}, ${files.length} files)`,
    );
    if (process.argv.includes('--list'))
      for (const f of files) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
    if (gzip > budget) over.push(`${kind.toUpperCase()} ${kb(gzip)} > ${kb(budget)}`);
  }
  if (over.length > 0) {
    console.error(
      `Launcher route over budget: ${over.join(', ')} (docs/performance.md says how to find what grew).`,
    );
    process.exit(1);
  }
}
