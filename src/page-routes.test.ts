import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One way to give a page its data and head (docs/architecture.md#a-pages-data-and-head): its route
 * calls one `load<Page>` of `src/features/<feature>/load-<page>.ts`, which returns the page's data and
 * its `head`, and the route's head is `routeHead`. Read from the route files, so that the next page
 * is written the same way without anyone remembering.
 */

const routesFolder = resolve(import.meta.dirname, 'routes');
const pageRoutes = readdirSync(routesFolder, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx') && file !== '__root.tsx')
  .sort();

function convention(file: string) {
  const source = readFileSync(resolve(routesFolder, file), 'utf8');
  const call = /\n {2}loader: \(\{[^}]*\}\) => (load\w+)\(/.exec(source)?.[1];
  const from = call && new RegExp(`import \\{ ${call} \\} from '@/features/[\\w-]+/load-[\\w-]+';`).test(source);
  return {
    loader: call ? `${call}${from ? ' from a feature’s load-<page>.ts' : ' from elsewhere'}` : 'written in the route',
    head: /\n {2}head: routeHead,\n/.test(source) ? 'routeHead' : 'written in the route',
  };
}

describe('a page route', () => {
  it('is every .tsx under src/routes but the root', () => {
    expect(pageRoutes).toEqual(expect.arrayContaining(['index.tsx', 'tin-tuc/$id.tsx', 'khoa-hoc/theo-tuoi/$tuoi.tsx']));
    expect(pageRoutes.length).toBeGreaterThan(15);
  });

  it.each(pageRoutes)('%s: its data and head come from its load-<page>.ts', (file) => {
    expect(convention(file)).toEqual({ loader: expect.stringMatching(/from a feature’s load-<page>\.ts$/) as unknown, head: 'routeHead' });
  });
});
