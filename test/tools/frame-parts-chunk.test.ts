import { describe, expect, it } from 'vitest';
import {
  type BuiltChunk,
  frameOnlyModules,
  isDexieModule,
  type ModuleGraph,
  staticImportsReaching,
} from './frame-parts-chunk';

/** A module graph as Rolldown reports it: static and dynamic imports per module, one entry. */
function graphOf(
  modules: Record<string, { imports?: string[]; dynamic?: string[]; source?: string }>,
  entry: string,
): { graph: ModuleGraph; readSource: (id: string) => string } {
  const graph: ModuleGraph = {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id) => {
      const module = modules[id];
      if (!module) return null;
      return {
        importedIds: module.imports ?? [],
        dynamicallyImportedIds: module.dynamic ?? [],
        isEntry: id === entry,
      };
    },
    resolve: async (source, importer) => {
      const id = `${importer.slice(0, importer.lastIndexOf('/'))}/${source.replace('./', '')}.tsx`;
      return modules[id] ? { id } : null;
    },
  };
  return { graph, readSource: (id) => modules[id]?.source ?? '' };
}

describe('frameOnlyModules', () => {
  it("takes what only the frame's lazy parts load: not the entry's, a route's, another lazy import's, another page's part or a part fetched on mount", async () => {
    const { graph, readSource } = graphOf(
      {
        '/src/main.tsx': {
          imports: ['/src/Frame.tsx', '/src/shared.ts'],
          dynamic: ['/src/routes/page.tsx?tsr-split=component', '/src/msal.ts'],
        },
        '/src/Frame.tsx': {
          imports: ['/src/shared.ts'],
          dynamic: ['/src/Menu.tsx', '/src/Modal.tsx', '/src/msal.ts', '/src/Tooltip.tsx'],
          source: [
            "const Menu = lazyOnIdle<MenuProps>(\n  () => import('./Menu').then((m) => m.Menu),\n);",
            "const Modal = lazyOnIdle(() => import('./Modal').then((m) => m.Modal));",
            "const msal = () => import('./msal');",
            "const Tip = lazyOnIdle<TipProps>(\n  () => import('./Tooltip').then((m) => m.Tooltip),\n  { fallback: Alone, fetchOnMount: true },\n);",
          ].join('\n'),
        },
        '/src/shared.ts': {},
        '/src/Menu.tsx': { imports: ['/src/shared.ts', '/src/menu-only.ts', '/src/popover.ts'] },
        '/src/Modal.tsx': {
          imports: ['/src/popover.ts', '/src/used-by-msal.ts'],
          dynamic: ['/src/Editor.tsx'],
        },
        '/src/menu-only.ts': {},
        '/src/popover.ts': {},
        '/src/used-by-msal.ts': {},
        '/src/msal.ts': { imports: ['/src/used-by-msal.ts'] },
        '/src/routes/page.tsx?tsr-split=component': { imports: ['/src/popover.ts'] },
        '/src/Editor.tsx': { imports: ['/src/menu-only.ts'] },
        '/src/Tooltip.tsx': { imports: ['/src/floating.ts'] },
        '/src/floating.ts': {},
      },
      '/src/main.tsx',
    );
    const modules = await frameOnlyModules(graph, '/src/Frame.tsx', readSource);
    expect([...modules].sort()).toEqual(['/src/Menu.tsx', '/src/Modal.tsx', '/src/menu-only.ts']);
  });

  it("leaves out what the entry's other lazy modules load lazily in turn, every page's, /sign-in's too", async () => {
    const { graph, readSource } = graphOf(
      {
        '/src/main.tsx': {
          imports: ['/src/Frame.tsx'],
          dynamic: ['/src/UpdatePrompt.tsx', '/src/routes/home.tsx?tsr-split=component'],
        },
        '/src/Frame.tsx': {
          dynamic: ['/src/Bell.tsx'],
          source: "const Bell = lazyOnIdle(() => import('./Bell').then((m) => m.Bell));",
        },
        // The update prompt (every page, on idle) loads the menu's return listener, which shares
        // the return rule with the bell.
        '/src/UpdatePrompt.tsx': { dynamic: ['/src/on-return.ts'] },
        '/src/on-return.ts': { imports: ['/src/refresh-on-return.ts'], dynamic: ['/src/repair.ts'] },
        '/src/repair.ts': { imports: ['/src/bell-rules.ts'] },
        '/src/Bell.tsx': {
          imports: ['/src/refresh-on-return.ts', '/src/bell-rules.ts', '/src/bell-only.ts'],
        },
        '/src/refresh-on-return.ts': {},
        '/src/bell-rules.ts': {},
        '/src/bell-only.ts': {},
        // A signed-in page's own lazy module may still share the group.
        '/src/routes/home.tsx?tsr-split=component': { dynamic: ['/src/FolderPopup.tsx'] },
        '/src/FolderPopup.tsx': { imports: ['/src/bell-only.ts'] },
      },
      '/src/main.tsx',
    );
    const modules = await frameOnlyModules(graph, '/src/Frame.tsx', readSource);
    expect([...modules].sort()).toEqual(['/src/Bell.tsx', '/src/bell-only.ts']);
  });

  it('leaves out what a page shown signed out loads lazily, not what a signed-in page does', async () => {
    const { graph, readSource } = graphOf(
      {
        '/src/main.tsx': {
          imports: ['/src/Frame.tsx'],
          dynamic: [
            '/src/routes/sign-in.tsx?tsr-split=component',
            '/src/routes/home.tsx?tsr-split=component',
          ],
        },
        '/src/Frame.tsx': {
          dynamic: ['/src/Status.tsx'],
          source: "const Status = lazyOnIdle(() => import('./Status').then((m) => m.Status));",
        },
        '/src/Status.tsx': { imports: ['/src/pending-count.ts', '/src/folder-rules.ts'] },
        '/src/pending-count.ts': {},
        '/src/folder-rules.ts': {},
        // After an expiry the sign-in page counts the changes still waiting, lazily.
        '/src/routes/sign-in.tsx?tsr-split=component': { dynamic: ['/src/WaitingChanges.tsx'] },
        '/src/WaitingChanges.tsx': { imports: ['/src/pending-count.ts'] },
        '/src/routes/home.tsx?tsr-split=component': { dynamic: ['/src/FolderPopup.tsx'] },
        '/src/FolderPopup.tsx': { imports: ['/src/folder-rules.ts'] },
      },
      '/src/main.tsx',
    );
    const modules = await frameOnlyModules(graph, '/src/Frame.tsx', readSource, ['/src/routes/sign-in.tsx']);
    expect([...modules].sort()).toEqual(['/src/Status.tsx', '/src/folder-rules.ts']);
  });

  it('fails the build when the entry has no lazy part (the group would be silently empty)', async () => {
    const { graph, readSource } = graphOf(
      { '/src/main.tsx': { imports: ['/src/Frame.tsx'] }, '/src/Frame.tsx': {} },
      '/src/main.tsx',
    );
    await expect(frameOnlyModules(graph, '/src/Frame.tsx', readSource)).rejects.toThrow(/no lazyOnIdle part/);
  });

  it('fails the build when the frame is not among the entry’s modules (moved or renamed)', async () => {
    const { graph, readSource } = graphOf({ '/src/main.tsx': {} }, '/src/main.tsx');
    await expect(frameOnlyModules(graph, '/src/Frame.tsx', readSource)).rejects.toThrow(
      /not among the entry/,
    );
  });
});

/** Built chunks by file: static imports and the modules each holds. */
const chunksOf = (chunks: Record<string, { imports?: string[]; modules?: string[] }>): BuiltChunk[] =>
  Object.entries(chunks).map(([fileName, { imports = [], modules = [] }]) => ({
    fileName,
    name: fileName.replace(/^assets\//, '').replace(/-[^-]*\.js$/, ''),
    imports,
    moduleIds: modules,
  }));

describe("the frame's parts and the Dexie chunk (walkthrough 25, F1)", () => {
  const portalDb = '/app/src/core/db/portal-db.ts';
  const dexie = '/app/node_modules/dexie/dist/modern/dexie.mjs';

  it("names the Dexie chunk's modules: portal-db.ts and Dexie, not the door (db.ts)", () => {
    expect(
      [portalDb, dexie, '/app/src/core/db/db.ts', '/app/src/core/outbox/lost-queue.ts'].map(isDexieModule),
    ).toEqual([true, true, false, false]);
  });

  it("finds the Dexie chunk imported statically, directly or through another chunk (the outbox-replay group importing the replay's)", () => {
    const chunks = chunksOf({
      'assets/index-a.js': { modules: ['/app/src/main.tsx', '/app/src/core/db/db.ts'] },
      'assets/frame-parts-b.js': {
        imports: ['assets/index-a.js', 'assets/outbox-replay-c.js', 'assets/portal-db-e.js'],
        modules: ['/app/src/core/outbox/lost-queue.ts'],
      },
      'assets/outbox-replay-c.js': {
        imports: ['assets/index-a.js', 'assets/replay-d.js'],
        modules: ['/app/src/core/outbox/replay.ts'],
      },
      'assets/replay-d.js': {
        imports: ['assets/outbox-replay-c.js', 'assets/portal-db-e.js'],
        modules: ['/app/src/core/outbox/replay-store.ts'],
      },
      'assets/portal-db-e.js': { imports: ['assets/index-a.js'], modules: [portalDb, dexie] },
    });
    expect(staticImportsReaching(chunks, 'frame-parts', isDexieModule)).toEqual([
      ['assets/frame-parts-b.js', 'assets/outbox-replay-c.js', 'assets/replay-d.js', 'assets/portal-db-e.js'],
    ]);
  });

  it('lets the parts load the replay (and the Dexie chunk with it) lazily, as the door does', () => {
    const chunks = chunksOf({
      'assets/index-a.js': { modules: ['/app/src/main.tsx', '/app/src/core/db/db.ts'] },
      'assets/frame-parts-b.js': {
        imports: ['assets/index-a.js', 'assets/outbox-replay-c.js'],
        modules: ['/app/src/core/outbox/lost-queue.ts'],
      },
      'assets/outbox-replay-c.js': { imports: ['assets/index-a.js'] },
      'assets/replay-d.js': { imports: ['assets/outbox-replay-c.js', 'assets/portal-db-e.js'] },
      'assets/portal-db-e.js': { imports: ['assets/index-a.js'], modules: [portalDb, dexie] },
    });
    expect(staticImportsReaching(chunks, 'frame-parts', isDexieModule)).toEqual([]);
  });

  it('fails rather than pass when there is no frame-parts chunk to check', () => {
    expect(() =>
      staticImportsReaching(chunksOf({ 'assets/index-a.js': {} }), 'frame-parts', isDexieModule),
    ).toThrow(/no chunk named frame-parts/);
  });
});
