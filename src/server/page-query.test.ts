import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isQueryReadOtherwise, pageQueryParameters, pageSearch, queryParameterPattern, queryReadOtherwise, scenarioParameter } from './page-query';

const template = readFileSync('deploy/nginx/default.conf.template', 'utf8');
const serviceWorkerConfig = readFileSync('scripts/vite/service-worker.ts', 'utf8');
const search = (address: string) => pageSearch(new URL(address, 'http://127.0.0.1:3000'));

describe('the query a page rendered on request is kept under and rendered with', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is nginx's: the same parameters and values, keyed and passed on alone", () => {
    const [tab, page] = pageQueryParameters['/tin-tuc']!;
    const [part] = pageQueryParameters['/sitemap.xml']!;
    for (const [parameter, capture] of [
      [tab!, 'news_tab'],
      [page!, 'news_page'],
      [part!, 'sitemap_part'],
      [scenarioParameter, 'scenario_name'],
    ] as const) {
      expect(template).toContain(`"~${queryParameterPattern(parameter, `?<${capture}>`)}"  "&${parameter[0]}=$${capture}";`);
    }
    expect(template).toContain('/tin-tuc      "$news_tab_parameter$news_page_parameter";');
    expect(template).toContain('/en/news      "$news_tab_parameter$news_page_parameter";');
    expect(pageQueryParameters['/en/news']).toEqual(pageQueryParameters['/tin-tuc']);
    expect(template).toContain('/sitemap.xml  $sitemap_part_parameter;');
    expect(Object.keys(pageQueryParameters)).toEqual(['/tin-tuc', '/en/news', '/sitemap.xml']);
    expect(template).toContain('rewrite ^ $uri?$page_query? break;\n        proxy_cache_key "$scheme $uri$is_args$args";');
  });

  it.each([
    ['/tin-tuc/4893002e366f621f94c99ee0?fbclid=IwAR0x&utm_source=facebook&utm_medium=social', ''],
    ['/?zarsrc=30&utm_source=zalo&gclid=abc', ''],
    ['/tin-tuc/rss.xml?x=1', ''],
    ['/sitemap.xml?x=17', ''],
    ['/tin-tuc?fbclid=x', ''],
    ['/tin-tuc?page=2&fbclid=x&tab=6650a1b2c3d4e5f6a7b8c9d0', '?tab=6650a1b2c3d4e5f6a7b8c9d0&page=2'],
    ['/tin-tuc?tab=%2212345%22', '?tab=%2212345%22'],
    ['/en/news?page=2&fbclid=x', '?page=2'],
    ['/en?fbclid=x', ''],
    ['/en/news/4893002e366f621f94c99ee0?zarsrc=30', ''],
    ['/sitemap.xml?phan=3&utm_source=zalo', '?phan=3'],
  ])('%s: %s', (address, kept) => expect(search(address)).toBe(kept));

  it.each([
    ['/tin-tuc?page=1&fbclid=x', '?page=1'],
    ['/tin-tuc?fbclid=x&tab=all', '?tab=all'],
    ['/tin-tuc?page=abc', '?page=abc'],
  ])('keeps the list’s %s with the value it has: the router redirects one it does not take (%s)', (address, kept) =>
    expect(search(address)).toBe(kept),
  );

  it.each([
    ['a name in capitals', '/tin-tuc?PAGE=2'],
    ['a sitemap part past any there can be', '/sitemap.xml?phan=100'],
    ['a sitemap part that is no number', '/sitemap.xml?phan=abc'],
  ])('leaves out %s, which the page renders as if it were not there', (_, address) => expect(search(address)).toBe(''));

  it("keeps a demo's fake-backend scenario on every page, and only in a demo", () => {
    expect(search('/tin-tuc/abc?mock=empty')).toBe('');
    vi.stubEnv('VITE_ENABLE_MOCKS', 'true');
    expect(search('/tin-tuc?fbclid=1&mock=empty&page=3')).toBe('?page=3&mock=empty');
    expect(search('/?mock=slow')).toBe('?mock=slow');
  });

  it('is no business of a page prerendered at build time', () => {
    expect(search('/khoa-hoc/tieng-anh-cambridge?khoa-hoc=8')).toBeUndefined();
  });
});

describe('a list page’s query the browser’s router would read otherwise than nginx', () => {
  const readOtherwise = (address: string) => isQueryReadOtherwise(new URL(address, 'http://127.0.0.1:3000'));

  it("is nginx's: the same patterns, on the list's two addresses, answered with a redirect to the query nginx keeps", () => {
    for (const pattern of queryReadOtherwise) expect(template).toContain(`"~${pattern}"  1;`);
    expect(template.match(/^map \$args \$query_read_otherwise \{\n((?:.*\n)*?)\}/m)?.[1]?.match(/ 1;/g)).toHaveLength(queryReadOtherwise.length);
    expect(template).toContain('"/tin-tuc 1"  1;\n    "/en/news 1"  1;');
    expect(template).toContain('if ($list_query_read_otherwise) {\n            return 301 $uri$page_query_suffix;');
  });

  it.each([
    ['/tin-tuc?page=%32', '', 'a page number encoded'],
    ['/tin-tuc?p%61ge=2', '', 'a name encoded'],
    ['/tin-tuc?tab=%73u-kien&page=3', '?page=3', 'a tab encoded otherwise than the router writes it'],
    ['/tin-tuc?page=2&page=3', '?page=2', 'a page twice'],
    ['/tin-tuc?tab=a&fbclid=1&tab=b', '?tab=a', 'a tab twice'],
    ['/en/news?page=%32', '', 'the English list likewise'],
  ])('%s goes to %s (%s)', (address, kept) => {
    expect(readOtherwise(address)).toBe(true);
    expect(search(address)).toBe(kept);
  });

  it.each([
    '/tin-tuc?page=2&tab=6650a1b2c3d4e5f6a7b8c9d0',
    '/tin-tuc?tab=%2212345%22',
    '/tin-tuc?utm_campaign=T%E1%BA%BFt&page=2',
    '/tin-tuc?page=2&xpage=3',
    '/tin-tuc?page=abc',
    '/tin-tuc/abc?p%61ge=2',
    '/?page=%32',
  ])('%s is read alike', (address) => expect(readOtherwise(address)).toBe(false));
});

describe('the pages the service worker keeps', () => {
  it('are keyed by the parameters the pages read, no other (its function is written out, not imported)', () => {
    const pageParameters = [...new Set(Object.entries(pageQueryParameters).filter(([path]) => !path.includes('.')).flatMap(([, parameters]) => parameters.map(([name]) => name)))];
    expect(pageParameters).toEqual(['tab', 'page']);
    const kept = [...serviceWorkerConfig.matchAll(/name !== '(\w+)'/g)].map(([, name]) => name);
    expect(kept).toEqual(pageParameters);
  });
});
