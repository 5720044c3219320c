import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { fakeBackendUrl } from '../e2e/servers';
import { demoNginxUrl, nginxUrl } from './nginx-url';
import { renderedOnRequest } from '../../scripts/vite/prerendered-pages';
import { hotArticle, sitemapPagePaths, sitemapPaths } from './site-pages';

async function articlePath(request: APIRequestContext) {
  return `/tin-tuc/${(await hotArticle(request))._id}`;
}

/** The Content-Security-Policy as directive -> sources. */
function policy(response: APIResponse) {
  const header = response.headers()['content-security-policy'] ?? '';
  return new Map(
    header.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

/** The hashes of the inline scripts a page runs (not its JSON-LD, which is data). */
function inlineScriptHashes(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !attributes.includes('src=') && !attributes.includes('application/ld+json'))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

// Absolute, so that `//gioi-thieu` is a path and not a host.
const get = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
  request.get(`${nginxUrl}${path}`, { maxRedirects: 0, headers });

test('every page of the sitemap is served whole, from its prerendered file or the render server, revalidated on each visit', async ({ request }) => {
  const paths = await sitemapPagePaths(request);
  expect(paths.length).toBeGreaterThanOrEqual(26);
  expect(paths.filter((path) => renderedOnRequest.test(path)).toSorted()).toEqual(['/', '/en', '/en/news', '/tin-tuc']);
  for (const path of paths) {
    const response = await get(request, path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    expect(await response.text(), path).toMatch(/<h1[^>]*>[^<]+/);
  }
});

test('a news article is rendered by the render server, and nginx keeps the page for the next visitors', async ({ request }) => {
  const hot = await hotArticle(request);
  const path = `/tin-tuc/${hot._id}`;
  // Other tests may have asked for it first, long enough ago on a busy machine for nginx's copy to
  // be stale (answered once more while it renders it again): asked until the copy is a fresh one.
  let first = await get(request, path);
  await expect.poll(async () => (first = await get(request, path)).headers()['x-cache-status'], { timeout: 10_000 }).toMatch(/^(MISS|HIT)$/);
  expect(first.status()).toBe(200);
  expect(await first.text()).toMatch(new RegExp(`<h1[^>]*>${hot.title}</h1>`));
  const second = await get(request, path);
  expect(second.headers()['x-cache-status']).toBe('HIT');
  expect(second.headers()['cache-control']).toBe('no-cache');
  expect(await second.text()).toBe(await first.text());
});

test('an unknown path is the 404 page with status 404', async ({ request }) => {
  for (const path of ['/khong-co-trang-nay', '/tin-tuc/mot/hai', '/tin-tuc/aaaaaaaaaaaaaaaaaaaaaaaa', '/tin-tuc/khong-phai-ma', '/khoa-hoc/99', '/khoa-hoc/theo-tuoi/2', '/404.html']) {
    const response = await get(request, path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html, path).toMatch(/<meta name="robots" content="noindex"\/?>/);
    expect(html, path).toContain('<title>Không tìm thấy trang | Mặt Trời Nhỏ</title>');
  }
});

test('the app shell is answered by its address, for the service worker to keep; the worker is asked for again on every visit', async ({ request }) => {
  const shell = await get(request, '/_shell.html');
  expect(shell.status()).toBe(200);
  expect(shell.headers()['cache-control']).toBe('no-cache');
  expect(await shell.text()).toContain('<footer');
  const worker = await get(request, '/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await worker.text()).toContain('"_shell.html"');
});

test('a missing script or style is a plain 404, never a page, and kept by no one (a deploy may bring it)', async ({ request }) => {
  for (const path of ['/assets/index-khongco.js', '/assets/style-khongco.css', '/assets/fonts/khongco.woff2']) {
    const response = await get(request, path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['cache-control'], path).toBe('no-store');
    expect(response.headers()['content-type'], path).toBe('text/plain; charset=utf-8');
    expect(await response.text(), path).not.toContain('<');
  }
});

test("the demo's copy of the app shell for static hosts is not served by its own address: nginx answers / with the rendered home page", async ({ request }) => {
  expect((await request.get(`${demoNginxUrl}/index.html`)).status()).toBe(404);
  expect(await (await request.get(`${demoNginxUrl}/`)).text()).toContain('</h1>');
});

test('each page has one address: a trailing or doubled slash redirects (301) to it', async ({ request }) => {
  const cases = [
    ['/gioi-thieu/', '/gioi-thieu'],
    ['/khoa-hoc/tieng-anh-cambridge/', '/khoa-hoc/tieng-anh-cambridge'],
    ['/tin-tuc/?tab=abc&page=2', '/tin-tuc?tab=abc&page=2'],
    ['//gioi-thieu', '/gioi-thieu'],
    ['/khoa-hoc//tieng-anh-cambridge', '/khoa-hoc/tieng-anh-cambridge'],
  ];
  for (const [from = '', to] of cases) {
    const response = await get(request, from);
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
  expect((await get(request, '/')).status()).toBe(200);
});

test('hashed files are cached for a year; robots and sitemap are text and XML', async ({ request }) => {
  const html = await (await get(request, '/')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(([, path = '']) => path);
  expect(assets.length).toBeGreaterThanOrEqual(2);
  for (const path of assets) {
    const response = await get(request, path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
  }
  const robots = await get(request, '/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(robots.headers()['cache-control']).toBe('no-cache');
  expect((await get(request, '/sitemap.xml')).headers()['content-type']).toBe('application/xml; charset=utf-8');
});

test('text is compressed: brotli where nginx has the module, gzip otherwise', async ({ request }) => {
  const html = await (await get(request, '/')).text();
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? 'no script in the page';
  const style = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1] ?? 'no stylesheet in the page';
  // The page's own script is too small to be worth compressing (under 512 bytes); the code it loads is not.
  const code = (await (await get(request, script)).text()).match(/assets\/first-load-[\w-]+\.js/)?.[0] ?? 'no code named by the script';
  const brotli = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so');
  for (const path of ['/', '/gioi-thieu', `/${code}`, style, '/sitemap.xml']) {
    const gzip = await get(request, path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers()['content-encoding'], path).toBe('gzip');
    expect(gzip.headers().vary, path).toContain('Accept-Encoding');
    const br = await get(request, path, { 'accept-encoding': 'br, gzip' });
    expect(br.headers()['content-encoding'], path).toBe(brotli ? 'br' : 'gzip');
  }
});

test('security headers on every answer, pages and errors alike', async ({ request }) => {
  for (const path of ['/', '/tin-tuc', '/khong-co-trang-nay', '/assets/khongco.js']) {
    const headers = (await get(request, path)).headers();
    expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['content-security-policy'], path).toBeTruthy();
    expect(headers.server, path).toBe('nginx');
  }
});

test('the CSP allows scripts from the site and each page its own inline scripts, nothing else', async ({ request }) => {
  const paths = [...(await sitemapPaths(request)), await articlePath(request), '/khong-co-trang-nay'];
  for (const path of paths) {
    const response = await get(request, path);
    const directives = policy(response);
    const scripts = directives.get('script-src') ?? [];
    expect(scripts, path).not.toContain("'unsafe-inline'");
    expect(scripts, path).not.toContain("'unsafe-eval'");
    expect(scripts.filter((source) => !source.startsWith("'sha256-")), path).toEqual(["'self'"]);
    expect(new Set(scripts.filter((source) => source.startsWith("'sha256-"))), path).toEqual(
      new Set(inlineScriptHashes(await response.text())),
    );
    expect(directives.get('default-src'), path).toEqual(["'self'"]);
    expect(directives.get('connect-src'), path).toEqual(["'self'", fakeBackendUrl]);
    expect(directives.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(directives.get('object-src'), path).toEqual(["'none'"]);
    expect(directives.get('base-uri'), path).toEqual(["'self'"]);
    expect(directives.get('worker-src'), path).toEqual(["'self'"]);
  }
});
