import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { splitUnitTests } from './test/unit-projects';

const isUnitTest = process.env.VITEST !== undefined;

// One config for the app build, the service worker build and the unit tests.
export default defineConfig({
  plugins: [
    // The router plugin must run before react(); it writes src/routeTree.gen.ts (committed).
    isUnitTest
      ? []
      : tanstackRouter({ target: 'react', autoCodeSplitting: true, routeFileIgnorePattern: '\\.test\\.' }),
    react(),
    isUnitTest
      ? []
      : VitePWA({
          strategies: 'injectManifest',
          srcDir: 'sw',
          filename: 'sw.ts',
          injectRegister: false,
          registerType: 'prompt',
          manifest: {
            name: 'Ops Portal',
            short_name: 'Ops Portal',
            description: 'Operations portal for supervisors, staff and wall displays.',
            theme_color: '#1c7ed6',
            background_color: '#ffffff',
            display: 'standalone',
            start_url: '/home',
            scope: '/',
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
            maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          },
          devOptions: { enabled: false },
        }),
  ],
  build: { target: 'es2022', sourcemap: true, manifest: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080', '/auth': 'http://localhost:8080' } },
  test: {
    setupFiles: ['test/setup-unit.ts'],
    pool: 'threads',
    // Three projects (test/unit-projects.ts): pure tests and component tests each share a module
    // graph per worker; tests that mock modules keep a graph of their own.
    projects: isUnitTest ? unitTestProjects() : [],
  },
});

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
