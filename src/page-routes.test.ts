import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One way to give a page its data and head (docs/architecture.md#a-pages-data-and-head): its route
 * calls one `load<Page>` of `src/features/<feature>/load-<page>.ts`, which returns the page's data and
 * its `head`, and the route's head is `routeHead`. Read from the route files, so that the next page
 * is written the same way without anyone remembering.
 */

const routesFolder = import.meta.dirname;
const pageRoutes = readdirSync(routesFolder, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx') && file !== '__root.tsx')
  .sort();
/** Not yet: home's news comes from the news feature, which a home feature may not import until the API client is in src/lib/api. */
const notYet = ['index.tsx'];

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
    expect(pageRoutes.map((file) => relative('.', file))).toContain('tin-tuc/$id.tsx');
    expect(pageRoutes.length).toBeGreaterThan(15);
  });

  it.each(pageRoutes.filter((file) => !notYet.includes(file)))('%s: its data and head come from its load-<page>.ts', (file) => {
    expect(convention(file)).toEqual({ loader: expect.stringMatching(/from a feature’s load-<page>\.ts$/) as unknown, head: 'routeHead' });
  });

  it('home is the one left, and says so', () => {
    expect(notYet.map(convention)).toEqual([{ loader: 'written in the route', head: 'written in the route' }]);
  });
});
