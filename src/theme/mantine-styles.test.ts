import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const stylesFile = readFileSync(resolve(import.meta.dirname, 'mantine-styles.ts'), 'utf8');

/** Components whose CSS needs other components' CSS too (from Mantine's docs). */
const dependencies: Record<string, string[]> = {
  Button: ['UnstyledButton', 'Loader'],
  ActionIcon: ['UnstyledButton', 'Loader'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton', 'Paper'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton', 'Paper'],
  Menu: ['Popover'],
  Select: ['Combobox', 'Input', 'Popover', 'ScrollArea'],
  TextInput: ['Input'],
  Spotlight: ['Modal', 'ModalBase', 'Overlay', 'Input', 'ScrollArea'],
  Carousel: [],
  // An Anchor is a Text: its underline rules override Text's, only when they come after them.
  Anchor: ['Text'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

function usedComponents(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(resolve(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import \{([^}]+)\} from '@mantine\/(core|spotlight|carousel)'/g)) {
      for (const name of match[1]!.split(',').map((part) => part.trim())) {
        if (/^[A-Z]/.test(name)) used.add(name);
      }
    }
  }
  return used;
}

describe('Mantine styles', () => {
  it('imports the CSS of every Mantine component the site uses, and of what they build on', () => {
    const needed = new Set<string>();
    for (const name of usedComponents()) {
      for (const part of [name, ...(dependencies[name] ?? [])]) {
        if (existsSync(resolve(root, `node_modules/@mantine/core/styles/${part}.css`))) needed.add(part);
      }
    }
    const missing = [...needed].filter((name) => !stylesFile.includes(`@mantine/core/styles/${name}.css'`));
    expect(missing).toEqual([]);
  });

  it('imports no CSS of a component the site does not use: it would weigh on every page', () => {
    const needed = new Set(['baseline', 'default-css-variables', 'global']);
    for (const name of usedComponents()) for (const part of [name, ...(dependencies[name] ?? [])]) needed.add(part);
    const imported = [...stylesFile.matchAll(/'@mantine\/core\/styles\/([\w-]+)\.css'/g)].map(([, name]) => name!);
    expect(imported.length).toBeGreaterThan(10);
    expect(imported.filter((name) => !needed.has(name))).toEqual([]);
  });

  it('imports the CSS a component builds on before its own', () => {
    const position = (name: string) => stylesFile.indexOf(`@mantine/core/styles/${name}.css'`);
    for (const [name, parts] of Object.entries(dependencies).filter(([name]) => position(name) >= 0)) {
      for (const part of parts) expect(position(part), `${part} before ${name}`).toBeLessThan(position(name));
    }
  });

  it('imports the stylesheet of every other Mantine package in use', () => {
    const used = usedComponents();
    if (used.has('Spotlight')) expect(stylesFile).toContain("'@mantine/spotlight/styles.css'");
    if (used.has('Carousel')) expect(stylesFile).toContain("'@mantine/carousel/styles.css'");
  });
});
