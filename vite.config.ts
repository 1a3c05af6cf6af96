import { availableParallelism } from 'node:os';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { appScreenshots, appShortcuts, START_URL } from './src/features/install/manifest-extras.ts';
import { appShellScrollClasses } from './test/tools/app-shell-scroll-classes.ts';
import { framePartsChunk } from './test/tools/frame-parts-chunk.ts';
import { mantineComponentStyles } from './test/tools/mantine-component-styles.ts';
import { splitUnitTests } from './test/unit-projects.ts';

const isUnitTest = process.env.VITEST !== undefined;
// The signed-in frame, whose lazily loaded parts come as one chunk (test/tools/frame-parts-chunk.ts),
// and the pages shown without it: what they load lazily stays out of that chunk.
const frameParts = framePartsChunk('src/routes/-components/AppFrame.tsx', [
  'src/routes/sign-in.tsx',
  'src/routes/callback.tsx',
  'src/routes/display.$id.tsx',
  'src/routes/display.index.tsx',
  'src/routes/error.$id.tsx',
]);

// One config for the app build, the service worker build and the unit tests.
export default defineConfig({
  plugins: [
    // The router plugin must run before react(); it writes src/routeTree.gen.ts (committed).
    isUnitTest
      ? []
      : tanstackRouter({ target: 'react', autoCodeSplitting: true, routeFileIgnorePattern: '\\.test\\.' }),
    react(),
    // Each module imports the stylesheets of the Mantine components it uses, so they arrive with its
    // chunk instead of all of Mantine's CSS with the entry (docs/performance.md).
    isUnitTest ? [] : mantineComponentStyles(),
    // AppShell's bars take only react-remove-scroll's class names, not the scroll lock (3.5 KB gzip).
    isUnitTest ? [] : appShellScrollClasses(),
    isUnitTest ? [] : frameParts.plugin,
    isUnitTest
      ? []
      : VitePWA({
          strategies: 'injectManifest',
          srcDir: 'sw',
          filename: 'sw.ts',
          injectRegister: false,
          registerType: 'prompt',
          manifest: {
            // The id an install is known by: the start_url it had before `id` was set, so apps
            // installed earlier stay the same app (docs/offline.md, Installing the app).
            id: '/home',
            name: 'Ops Portal',
            short_name: 'Ops Portal',
            description: 'Operations portal for supervisors, staff and wall displays.',
            theme_color: '#1c7ed6',
            background_color: '#ffffff',
            display: 'standalone',
            start_url: START_URL,
            scope: '/',
            // A second launch (icon, shortcut) focuses the open window; the app's launch queue
            // consumer then opens the shortcut's page in it, the icon's leaving the page as it is
            // (src/features/install/ShortcutTargets.tsx, the action from model/shortcut-target.ts).
            launch_handler: { client_mode: ['focus-existing', 'auto'] },
            shortcuts: appShortcuts,
            screenshots: appScreenshots,
            icons: [
              { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
              { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
              {
                src: '/icons/icon-maskable-512.png',
                sizes: '512x512',
                type: 'image/png',
                purpose: 'maskable',
              },
            ],
          },
          injectManifest: {
            globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,mp3,wav}'],
            // The install sheet's screenshots are read by the browser at install time, never offline.
            globIgnores: ['screenshots/**'],
            maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
            buildPlugins: { vite: [serviceWorkerInOneFile()] },
          },
          devOptions: { enabled: false },
        }),
    // index.js.br and index.js.gz beside each text file above 1 KB, at the highest levels once at
    // build time: the server (and any static host) sends them as they are (docs/deploy.md).
    stylesheetsAfterSplash(),
    isUnitTest ? [] : compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  // The version being built, as users know it (RELEASE_VERSION at build time, e.g. `3.3.0`): its
  // service worker tells a page still on the old version which version waits (docs/deploy.md).
  define: { __RELEASE_VERSION__: JSON.stringify(process.env.RELEASE_VERSION ?? '') },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // Vite warns of chunks over 500 kB minified; the entry chunk is about 700 kB on purpose: one
    // chunk for everything the entry imports (docs/performance.md, "One chunk for what the entry
    // imports"). What counts is the launcher's gzip size, which `npm test` checks against its
    // limit (test/tools/launcher-bundle.ts); this only keeps `npm start` from crying wolf, while a
    // lazy chunk growing past 800 kB would still be reported.
    chunkSizeWarningLimit: 800,
    // Every module the entry imports statically goes into one chunk with it. By itself Rolldown
    // gives each set of modules shared with a lazy chunk a chunk of its own: the launcher loaded
    // 60 files before its first tile, each a request, a cache lookup and a module record for the
    // browser. One chunk is also smaller gzip'd (one compression context, no cross-chunk import
    // lists): 248.7 → 226.0 KB. Lazy chunks import what they share from it (docs/performance.md).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            {
              name: 'frame-parts',
              test: frameParts.test,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              // What the authoring editors share (the help editors in the frame's parts and in their
              // own chunks, the Displays admin route): the delete confirmation and the edit-conflict
              // handling, in one chunk, so the latter is not a file of its own in the preload lists
              // of the frame's parts in the entry (docs/performance.md, walkthrough 8 #2). With them the
              // update prompt's room (what help's edit-mode toolbar stands above): the prompt and the
              // frame's parts both import this chunk already, while a chunk of its own was one more
              // file in the entry's preload lists (28 bytes of the launcher's JS). And the question a
              // reload asks before losing unsaved work, which the prompt's Reload and a pushed
              // release's Accept share (walkthrough 36, D4): on its own, one more such file.
              name: 'authoring-shared',
              test: /src\/(core\/ui\/(ConfirmDelete\.tsx|update-prompt-room\.ts)|core\/pwa\/(useAskBeforeReload\.tsx|model\/reload-confirm\.ts)|core\/api\/edit-conflict\.ts|contracts\/edit-conflict\.ts)$/,
              includeDependenciesRecursively: false,
            },
            {
              // The rules the outbox's replay shares with the sync status panel and Sign Out (what
              // a kind is called, which kinds are the user's own changes): one chunk, not two more
              // files in the entry's preload lists (41 bytes of the launcher's JS; docs/performance.md).
              // Not replay.ts itself: in the group its own imports (the replay's Dexie access) made
              // a chunk the group imported statically, and the frame's parts, importing the group,
              // reached the Dexie chunk through it. A Dexie chunk that failed to load then broke the
              // frame's parts for the page (walkthrough 25, F1); the frame-parts plugin now fails
              // the build if they reach it (test/tools/frame-parts-chunk.ts).
              name: 'outbox-replay',
              test: /src\/core\/outbox\/(pending-changes\.ts|model\/(kind-labels|refusal-policy)\.ts)$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080', '/auth': 'http://localhost:8080' } },
  test: {
    setupFiles: ['test/setup-unit.ts'],
    pool: 'threads',
    // Vitest's default is one worker fewer than the cores: a single worker on this 2-core machine,
    // with the main process mostly waiting on it. One per core runs the suite in parallel.
    maxWorkers: availableParallelism(),
    // Three projects (test/unit-projects.ts): pure tests and component tests each share a module
    // graph per worker; tests that mock modules keep a graph of their own.
    projects: isUnitTest ? unitTestProjects() : [],
  },
});

/**
 * Moves the build's stylesheet links from the head to the end of the body, after the app-shell
 * splash (index.html): a stylesheet in the head holds back the first paint until it has loaded
 * and been parsed (about 80 KB of CSS), one at the end of the body only what follows it,
 * so the splash paints with the HTML. The app's modules still run only once the stylesheet is in
 * (module scripts wait for the style sheets before them), and their first act puts the links back
 * at the end of the head (core/ui/stylesheets-to-head.ts), where the cascade expects them.
 */
function stylesheetsAfterSplash(): Plugin {
  return {
    name: 'stylesheets-after-splash',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links: string[] = [];
        const head = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
          links.push(link.trim());
          return '';
        });
        return head.replace('</body>', `  ${links.join('\n    ')}\n  </body>`);
      },
    },
  };
}

/**
 * The service worker build (vite-plugin-pwa's injectManifest, its own Vite build) asks for one
 * output file with Rollup's `inlineDynamicImports`, which Rolldown reports as deprecated on every
 * build. The same request in Rolldown's words, `codeSplitting: false`; the built sw.js is the same
 * byte for byte (checked 2026-11-30).
 */
function serviceWorkerInOneFile(): Plugin {
  return {
    name: 'service-worker-in-one-file',
    config(config) {
      const output = config.build?.rollupOptions?.output;
      if (output === undefined || Array.isArray(output) || !output.inlineDynamicImports) return;
      delete output.inlineDynamicImports;
      (output as { codeSplitting?: boolean }).codeSplitting = false;
    },
  };
}

function unitTestProjects() {
  const { node, dom, isolated } = splitUnitTests(import.meta.dirname);
  const project = (name: string, include: string[], isolate: boolean, environment: 'node' | 'jsdom') => ({
    extends: true as const,
    test: { name, include, isolate, environment, unstubGlobals: true, unstubEnvs: true },
  });
  return [
    project('node', node, false, 'node'),
    project('dom', dom, false, 'jsdom'),
    project('isolated', isolated, true, 'node'),
  ];
}
