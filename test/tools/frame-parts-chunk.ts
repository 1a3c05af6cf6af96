// The frame's lazily loaded parts in one chunk (docs/performance.md, "The frame's parts in one
// chunk"). The signed-in frame keeps its menus, popovers, modals, help layer, chat and toast
// container off the first screen: each is a `lazyOnIdle(() => import(…))` in a module the entry
// imports statically, and every signed-in page fetches all of them once idle. Split by Rolldown's
// automatic chunking they came as about 40 scripts and 20 stylesheets, each a request and a module
// record, each stylesheet a style recalculation of the page.
//
// This plugin finds those parts in the module graph (the `lazyOnIdle` parts of the frame's
// modules; not the toast container, which every page has, /sign-in too) and names, for one
// code-splitting group, the modules they bring that nothing loaded in other circumstances needs:
// not the entry's (already in its chunk), not a route's (a route chunk that imported the group's chunk would wait for every
// part before its first render, and /sign-in or /display would load the frame's parts at all), not
// what the entry loads lazily for other reasons (the sanitiser, MSAL, telemetry, the hubs, the
// install sheet). Modules loaded later from inside a part or a signed-in page (the help editors,
// the chat session, the folder popup) may share it: they are loaded on signed-in pages only.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** `lazyOnIdle(() => import('…')` and `lazyOnIdle<Props>(\n  () => import('…')`: the part's module. */
const LAZY_ON_IDLE_IMPORT = /lazyOnIdle(?:<[^>]*>)?\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;

export interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; isEntry: boolean } | null;
  resolve(source: string, importer: string): Promise<{ id: string } | null>;
}

/** The modules `roots` load statically, the roots included. */
function staticClosure(graph: ModuleGraph, roots: Iterable<string>, into = new Set<string>()): Set<string> {
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (into.has(id)) continue;
    into.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return into;
}

const isRouteChunk = (id: string) => id.includes('?tsr-split=');

/**
 * The modules only the frame's lazily loaded parts bring (see above), from the built module graph.
 * `frame` is the path of the frame's component, whose modules hold the parts; `readSource` reads a
 * module's file (the parts are found in the source, where `lazyOnIdle` is).
 */
export async function frameOnlyModules(
  graph: ModuleGraph,
  frame: string,
  readSource: (id: string) => string = (id) => readFileSync(id, 'utf8'),
  signedOutPages: readonly string[] = [],
): Promise<Set<string>> {
  const ids = [...graph.getModuleIds()];
  const initial = staticClosure(
    graph,
    ids.filter((id) => graph.getModuleInfo(id)?.isEntry),
  );
  const frameModule = ids.find((id) => id.endsWith(frame));
  if (!frameModule || !initial.has(frameModule))
    throw new Error(`frame-parts-chunk: the frame ${frame} is not among the entry's modules`);
  const parts = new Set<string>();
  for (const id of staticClosure(graph, [frameModule])) {
    if (id.includes('node_modules') || !/\.tsx?$/.test(id)) continue;
    const source = readSource(id);
    for (const call of source.matchAll(LAZY_ON_IDLE_IMPORT)) {
      // A part fetched as soon as it mounts (the sidebar's tooltips) is wanted before idle: it keeps
      // a chunk of its own rather than wait for all the others.
      const rest = source.slice((call.index ?? 0) + call[0].length);
      if (/^[^;]*fetchOnMount:\s*true/.test(rest)) continue;
      const resolved = await graph.resolve(call[1] ?? '', id);
      if (resolved) parts.add(resolved.id);
    }
  }
  if (parts.size === 0) throw new Error("frame-parts-chunk: no lazyOnIdle part found in the entry's modules");
  const elsewhere = new Set(initial);
  staticClosure(graph, ids.filter(isRouteChunk), elsewhere);
  const signedOutRoutes = ids.filter(
    (id) => isRouteChunk(id) && signedOutPages.some((page) => id.split('?')[0]?.endsWith(page)),
  );
  everyPageLazily(graph, [...initial, ...staticClosure(graph, signedOutRoutes)], parts, elsewhere);
  return new Set([...staticClosure(graph, parts)].filter((id) => !elsewhere.has(id)));
}

/**
 * What the entry and the pages shown signed out (`signedOutPages`: /sign-in, /display…) load
 * lazily for other reasons than the frame's parts, and what that loads lazily in turn, added to
 * `into`: a page without the frame may load it. One level was not enough: the update prompt
 * (every page, on idle) loads the menu's return listener, which shares a module with the bell; in
 * the group, every /sign-in fetched the frame's 65 files to run it (docs/performance.md). The
 * entry's modules include the frame's own, so what they load lazily counts too: a few modules
 * only the frame loads that way may leave the group (one file more, measured).
 */
function everyPageLazily(
  graph: ModuleGraph,
  initial: Iterable<string>,
  parts: Set<string>,
  into: Set<string>,
) {
  const lazyTargets = (id: string) =>
    (graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter(
      (target) => !parts.has(target) && !isRouteChunk(target),
    );
  const reached = new Set<string>();
  const stack = [...initial].flatMap(lazyTargets);
  while (stack.length > 0) {
    const target = stack.pop() as string;
    if (reached.has(target)) continue;
    for (const id of staticClosure(graph, [target])) {
      if (reached.has(id)) continue;
      reached.add(id);
      into.add(id);
      stack.push(...lazyTargets(id));
    }
  }
}

/** A built chunk as the bundle reports it: its file, its group's name, its static imports (files). */
export interface BuiltChunk {
  fileName: string;
  name: string;
  imports: readonly string[];
  moduleIds: readonly string[];
}

/** The Dexie chunk's modules: portal-db.ts (Dexie and the schema) and Dexie itself. */
export const isDexieModule = (id: string) =>
  /\/src\/core\/db\/portal-db\.ts$/.test(id) ||
  /\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?dexie\//.test(id);

/**
 * The chains of static imports from the `from` group's chunk to a chunk holding a module
 * `forbidden` names, as file names (empty when there is none). Chromium keeps a module graph that
 * failed to load failed for the page: a chunk the frame's parts import statically, the Dexie chunk
 * offline on a first visit, would leave every part (Settings, Sign Out, the rail clock) unopenable
 * until a reload, even once it loads (walkthrough 25, F1). They reach the database through
 * core/db/db.ts's door, which tries a failed load again (docs/performance.md).
 */
export function staticImportsReaching(
  chunks: readonly BuiltChunk[],
  from: string,
  forbidden: (id: string) => boolean,
): string[][] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const start = chunks.find((chunk) => chunk.name === from);
  if (!start) throw new Error(`frame-parts-chunk: no chunk named ${from} in the bundle`);
  const chains: string[][] = [];
  const seen = new Set<string>();
  const visit = (chunk: BuiltChunk, chain: string[]) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    if (chunk !== start && chunk.moduleIds.some(forbidden)) chains.push(chain);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) visit(next, [...chain, file]);
    }
  };
  visit(start, [start.fileName]);
  return chains;
}

/**
 * The plugin, and the group's `test` (which reads what the plugin found once the graph is built).
 * `frame`: the frame's component module, as a path from the project's root. The plugin also fails
 * the build when the group's chunk imports the Dexie chunk statically, directly or through another
 * (`staticImportsReaching`), or holds Dexie's modules itself.
 */
export function framePartsChunk(
  frame: string,
  signedOutPages: readonly string[],
): { plugin: Plugin; test: (id: string) => boolean } {
  let frameModules = new Set<string>();
  const plugin: Plugin = {
    name: 'frame-parts-chunk',
    apply: 'build',
    async buildEnd() {
      frameModules = await frameOnlyModules(this as unknown as ModuleGraph, frame, undefined, signedOutPages);
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const inGroup = [...frameModules].filter(isDexieModule);
      const chains = staticImportsReaching(chunks, 'frame-parts', isDexieModule);
      if (inGroup.length > 0 || chains.length > 0)
        this.error(
          "frame-parts-chunk: the frame's parts must not load the Dexie chunk statically (a failed load " +
            "would break them for the page; use core/db/db.ts's withPortalDb, watchPortalQuery): " +
            [...inGroup, ...chains.map((chain) => chain.join(' → '))].join('; '),
        );
    },
  };
  return { plugin, test: (id) => frameModules.has(id) };
}
