import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layerOf, mantineLayerOrder, stylesheetsFor, stylesheetsForModule } from './mantine-component-styles';

const root = join(import.meta.dirname, '..', '..');
const short = (sheets: string[]) => sheets.map((sheet) => layerOf(sheet).slice('mantine.'.length));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("Mantine's stylesheets per component", () => {
  it('gives a component the stylesheets of the components it is built on, those first', () => {
    expect(short(stylesheetsFor('@mantine/core', ['Button']))).toEqual([
      'UnstyledButton',
      'Loader',
      'Button',
    ]);
    const select = short(stylesheetsFor('@mantine/core', ['Select']));
    expect(select).toEqual(expect.arrayContaining(['ScrollArea', 'Popover', 'Input', 'Combobox']));
    expect(select.indexOf('Input')).toBeLessThan(select.indexOf('Combobox'));
    const modal = short(stylesheetsFor('@mantine/core', ['Modal']));
    expect(modal.indexOf('ModalBase')).toBeLessThan(modal.indexOf('Modal'));
    expect(modal).toContain('CloseButton');
  });

  it('needs nothing for the provider, hooks and functions', () => {
    expect(stylesheetsFor('@mantine/core', ['MantineProvider', 'Box', 'useMantineTheme', 'rem'])).toEqual([]);
    expect(stylesheetsFor('@mantine/hooks', ['useDisclosure'])).toEqual([]);
    expect(stylesheetsFor('@mantine/notifications', ['notifications'])).toEqual([]);
  });

  it("puts another package's stylesheet after the core stylesheets its components are built on", () => {
    const sheets = stylesheetsFor('@mantine/notifications', ['Notifications']);
    expect(sheets.at(-1)).toBe('@mantine/notifications/styles.css');
    expect(short(sheets)).toContain('Notification');
  });

  it('refuses a name the package does not export, so a renamed component cannot go unstyled', () => {
    expect(() => stylesheetsFor('@mantine/core', ['NoSuchComponent'])).toThrow(/exports no NoSuchComponent/);
  });

  it("reads a module's named imports, leaving type-only ones out", () => {
    const code = [
      "import { Button, type ButtonProps } from '@mantine/core';",
      "import type { TextProps } from '@mantine/core';",
      "import { useDisclosure } from '@mantine/hooks';",
      "import { Tooltip } from '@mantine/core';",
    ].join('\n');
    expect(short(stylesheetsForModule(code))).toEqual(['UnstyledButton', 'Loader', 'Button', 'Tooltip']);
    expect(() => stylesheetsForModule("import * as Mantine from '@mantine/core';")).toThrow(/named exports/);
  });

  it("reads a module's named re-exports too (the toast container is one: its toasts were drawn unstyled)", () => {
    const code = "export { Notifications as ToastContainer } from '@mantine/notifications';";
    expect(stylesheetsForModule(code)).toContain('@mantine/notifications/styles.css');
    expect(stylesheetsForModule("export type { ButtonProps } from '@mantine/core';")).toEqual([]);
  });

  it('declares one layer per stylesheet, the global parts first, each stylesheet on disk', () => {
    const order = mantineLayerOrder();
    expect(order.slice(0, 3)).toEqual([
      'mantine.baseline',
      'mantine.default-css-variables',
      'mantine.global',
    ]);
    const coreSheets = readdirSync(join(root, 'node_modules/@mantine/core/styles')).filter(
      (file) => file.endsWith('.css') && !file.endsWith('.layer.css'),
    );
    expect(
      order.filter((layer) => coreSheets.includes(`${layer.slice('mantine.'.length)}.css`)),
    ).toHaveLength(coreSheets.length);
    expect(order.indexOf('mantine.UnstyledButton')).toBeLessThan(order.indexOf('mantine.Button'));
    expect(order.indexOf('mantine.Input')).toBeLessThan(order.indexOf('mantine.Combobox'));
    expect(order.slice(-2)).toEqual(['mantine.notifications', 'mantine.tiptap']);
  });

  it("resolves every app module's Mantine imports, and no module imports Mantine CSS by hand but the entry's global parts", () => {
    const files = sourceFiles(join(root, 'src'));
    const importers = files.filter((file) => readFileSync(file, 'utf8').includes("from '@mantine/"));
    expect(importers.length).toBeGreaterThan(50);
    for (const file of importers) {
      const sheets = stylesheetsForModule(readFileSync(file, 'utf8'), relative(root, file));
      for (const sheet of sheets) expect(existsSync(join(root, 'node_modules', sheet)), sheet).toBe(true);
    }
    const byHand = files.filter((file) =>
      /import '@mantine\/[a-z-]+\/styles/.test(readFileSync(file, 'utf8')),
    );
    expect(byHand.map((file) => relative(root, file))).toEqual(['src/main.tsx']);
    expect(readFileSync(join(root, 'src/main.tsx'), 'utf8').match(/import '@mantine\/[^']+'/g)).toEqual([
      "import '@mantine/core/styles/baseline.css'",
      "import '@mantine/core/styles/default-css-variables.css'",
      "import '@mantine/core/styles/global.css'",
    ]);
  });
});
