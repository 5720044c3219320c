import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The README's map of folders and its table of docs, and docs/architecture.md's lists of pages and
// features, name everything that is there: a newcomer reads them first.

const root = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');
const entries = (path: string) => readdirSync(resolve(root, path), { withFileTypes: true });
const readme = read('README.md');
const architecture = read('docs/architecture.md');
/** The table row of `text` whose first cell starts with `firstCell`. */
const row = (text: string, firstCell: string) => text.split('\n').find((line) => line.startsWith(`| ${firstCell}`)) ?? '';

const docs = entries('docs').filter((entry) => entry.isFile() && entry.name.endsWith('.md')).map((entry) => entry.name);
const features = entries('src/features').filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const pages = entries('src/pages')
  .map((entry) => entry.name)
  .filter((name) => /^[A-Z]\w*Page\.tsx$/.test(name))
  .map((name) => name.replace('.tsx', ''));
// What the README's map names at the top of src/: folders as `src/x/…` (or `x/`), files by name.
const srcEntries = entries('src')
  .filter((entry) => !/\.test\.tsx?$|\.gen\.ts$/.test(entry.name))
  .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));

describe('the docs name what the tree holds', () => {
  it('the README links every page of docs/', () => {
    expect(docs.length).toBeGreaterThan(5);
    expect(docs.filter((name) => !readme.includes(`[docs/${name}](docs/${name})`))).toEqual([]);
  });

  it("the README's map names every folder and file at the top of src/, and every feature", () => {
    const map = readme.slice(readme.indexOf('## Where things are'), readme.indexOf('## Documentation'));
    expect(srcEntries.filter((entry) => !map.includes(`\`src/${entry}`) && !map.includes(`\`${entry}\``))).toEqual([]);
    expect(features.filter((feature) => !row(map, '`src/features/').includes(`\`${feature}\``))).toEqual([]);
  });

  it('docs/architecture.md lists every page and every feature', () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.filter((page) => !row(architecture, '`src/pages/`').includes(`\`${page}\``))).toEqual([]);
    expect(features.filter((feature) => !row(architecture, '`src/features/').includes(`\`${feature}\``))).toEqual([]);
  });
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

describe('links into the docs', () => {
  it('reach a heading that is there, from the code, the tests, the scripts and the docs', () => {
    const anchors = new Map(
      [...docs.map((name) => `docs/${name}`), 'README.md'].map((path) => [
        path,
        new Set([...read(path).matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => anchorOf(heading!))),
      ]),
    );
    const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.md', '*.css', '*.template', '*.conf', '*.js', '*.yml', '*.sh'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    const broken: string[] = [];
    for (const source of sources) {
      const text = read(source);
      for (const [, doc, anchor] of text.matchAll(/((?:docs\/)?[\w-]+\.md|README\.md)#([\w\p{L}-]+)/gu)) {
        const path = doc === 'README.md' ? doc : doc!.startsWith('docs/') ? doc! : source.startsWith('docs/') ? `docs/${doc}` : undefined;
        if (path === undefined || !anchors.has(path)) continue;
        if (!anchors.get(path)!.has(anchor!)) broken.push(`${source}: ${path}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
