// Setup for unit tests. Model tests run in Node; component tests opt into jsdom, and the
// browser stubs they need (matchMedia, ResizeObserver, scrollIntoView) belong here, each
// guarded by `typeof window !== 'undefined'` so the Node environment stays untouched.

// IndexedDB in both environments, before any test file's imports: Dexie reads `indexedDB` once,
// when it is first loaded, and in a module graph shared by many files (docs/testing.md) any file
// may be the first to load it, whether or not it imports fake-indexeddb itself.
import 'fake-indexeddb/auto';
import { afterEach, vi } from 'vitest';
import { memoizeComputedStyle } from './tools/jsdom-computed-style';

// The config's `unstubGlobals` undoes stubs before each test, so a file's last stub outlived it:
// a node file stubbing `window` made the next file of the worker load this setup as if in a
// browser ('Element is not defined' in 55 files). Undone after every test too, here.
afterEach(() => {
  vi.unstubAllGlobals();
});

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
  // jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
}

// Testing Library's role queries ask jsdom for the computed style of every element and its
// ancestors at every query, at about 2 ms each (test/tools/jsdom-computed-style.ts).
if (typeof window !== 'undefined') memoizeComputedStyle(window);
