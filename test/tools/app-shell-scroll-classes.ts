// Mantine's AppShell header, footer and aside read one thing of react-remove-scroll: the class
// names (`RemoveScroll.classNames.zeroRight`) that a scroll lock later finds to pad fixed bars by
// the scrollbar's width. Importing the package for them put all of it in the entry chunk (the lock,
// its side car, the scrollbar remover: about 3.5 KB gzip), although only the modals and drawers,
// all loaded lazily, lock the scroll (docs/performance.md, "react-remove-scroll off the first
// screen"). For those three modules only, the import resolves to a module holding the class names,
// taken from the same constants the lock reads, so the two cannot differ; every other importer
// (Modal, Drawer, …) gets the real package.
import type { Plugin } from 'vite';

const SHIM_ID = '\0app-shell-remove-scroll-classes';
/** The AppShell sections that import react-remove-scroll for its class names only. */
export const APP_SHELL_SECTION =
  /@mantine\/core\/esm\/components\/AppShell\/AppShell(Header|Footer|Aside)\/[^/]+\.mjs$/;

export const SHIM_SOURCE = [
  "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';",
  'export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };',
].join('\n');

export function appShellScrollClasses(): Plugin {
  return {
    name: 'app-shell-scroll-classes',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-remove-scroll' && importer !== undefined && APP_SHELL_SECTION.test(importer))
        return SHIM_ID;
      return null;
    },
    async load(id) {
      if (id !== SHIM_ID) return null;
      return SHIM_SOURCE;
    },
  };
}
