import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { fakeBackendUrl, renderServerUrls } from '../e2e/servers';
import { securityHeaders } from '../../scripts/security-headers.mjs';
import { testSites } from '../test-sites';
import { demoNginxUrl, nginxUrl } from './nginx-url';
import { startRenderServer } from '../setup/render-server-process';
import { hotArticle } from './site-pages';

/** The production render server behind nginx, asked directly. */
const renderServerUrl = renderServerUrls.production;

const get = (request: APIRequestContext, url: string, headers: Record<string, string> = {}) =>
  request.get(url, { maxRedirects: 0, headers });

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

/** A request sent as written (no URL parser between): `\`, `..` and all. */
function rawGet(origin: string, path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode!, body: Buffer.concat(chunks).toString() }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

test.describe("nginx's cache: no request is stored under another's address", () => {
  test('a cookie cannot make one page be kept as another (the home page as an article, a page as the sitemap, page 1 as page 2)', async ({
    request,
  }) => {
    const hot = await hotArticle(request);
    const visit = `lan-${Date.now()}`;
    // Each attacker's request asks for one address with a cookie that would have completed another's key.
    await get(request, `${nginxUrl}/?${visit}`, { cookie: `mock_scenario=tin-tuc/${hot._id}` });
    await get(request, `${nginxUrl}/?${visit}`, { cookie: 'mock_scenario=sitemap.xml' });
    await get(request, `${nginxUrl}/tin-tuc?`, { cookie: 'mock_scenario=page=2' });

    const article = await get(request, `${nginxUrl}/tin-tuc/${hot._id}`);
    expect(titleOf(await article.text())).toBe(`${hot.title} | Mặt Trời Nhỏ`);
    const sitemap = await get(request, `${nginxUrl}/sitemap.xml`);
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const page2 = await get(request, `${nginxUrl}/tin-tuc?page=2`);
    expect(titleOf(await page2.text())).toBe('Tin tức – Trang 2 | Mặt Trời Nhỏ');
  });

  test('a Host header neither splits the cache nor reaches the page', async ({ request }) => {
    const hot = await hotArticle(request);
    const path = `/tin-tuc/${hot._id}`;
    expect((await get(request, `${nginxUrl}${path}`)).status()).toBe(200);
    const other = await get(request, `${nginxUrl}${path}`, { host: 'evil.example' });
    expect(other.headers()['x-cache-status']).toBe('HIT');
    expect(await (await get(request, `${renderServerUrl}${path}`, { host: 'evil.example' })).text()).not.toContain('evil.example');
  });

  test('what nginx answers itself at a rendered page’s address (405, 414, 400) carries the build’s policy, as its other answers do', async ({ request }) => {
    // The build's policy, with no inline script's hash: these answers have none.
    const policy = (await get(request, `${nginxUrl}/gioi-thieu`)).headers()['content-security-policy']?.replace(/script-src [^;]*/, "script-src 'self' ");
    expect(policy).toContain("default-src 'self'");
    const refused = [
      await request.fetch(`${nginxUrl}/tin-tuc`, { method: 'POST', maxRedirects: 0 }),
      await get(request, `${nginxUrl}/tin-tuc?x=${'a'.repeat(1100)}`),
    ];
    expect(refused.map((answer) => answer.status())).toEqual([405, 414]);
    for (const answer of refused) expect(answer.headers()['content-security-policy']).toBe(policy);
    // Two Host headers: nginx cannot read the request.
    const unreadable = await new Promise<string>((resolve, reject) => {
      const { hostname, port } = new URL(nginxUrl);
      const socket = connect(Number(port), hostname, () => socket.end('GET /tin-tuc HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n'));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(unreadable).toMatch(/^HTTP\/1\.1 400 /);
    expect(unreadable).toContain(`Content-Security-Policy: ${policy}`);
  });

  test('an address longer than any page has is refused (414); a long one is answered from its page’s copy', async ({ request }) => {
    expect((await get(request, `${nginxUrl}/tin-tuc?x=${'a'.repeat(1100)}`)).status()).toBe(414);
    expect((await get(request, `${nginxUrl}/tin-tuc`)).status()).toBe(200);
    expect((await get(request, `${nginxUrl}/tin-tuc?x=${'a'.repeat(1000)}`)).headers()['x-cache-status']).toBe('HIT');
  });

  test('click ids and other parameters no page reads are left out of the key: one copy per page', async ({ request }) => {
    const hot = await hotArticle(request);
    const extras = ['fbclid=IwAR0', 'utm_source=zalo&utm_medium=social&utm_campaign=he', 'zarsrc=30', 'gclid=Cj0', 'x=', 'phan=abc'];
    for (const path of ['/', '/tin-tuc', `/tin-tuc/${hot._id}`, '/tin-tuc?page=2', '/sitemap.xml', '/tin-tuc/rss.xml']) {
      expect((await get(request, `${nginxUrl}${path}`)).status(), path).toBe(200);
      for (const extra of extras) {
        const asked = `${path}${path.includes('?') ? '&' : '?'}${extra}`;
        expect((await get(request, `${nginxUrl}${asked}`)).headers()['x-cache-status'], asked).toBe('HIT');
      }
    }
  });

  test('what a page reads still makes a page of its own: the list’s page and tab, the sitemap’s part', async ({ request }) => {
    const listTitle = async (query: string) => titleOf(await (await get(request, `${nginxUrl}/tin-tuc${query}`)).text());
    expect(await listTitle('?fbclid=1')).toBe('Tin tức | Mặt Trời Nhỏ');
    expect(await listTitle('?fbclid=2&page=2')).toBe('Tin tức – Trang 2 | Mặt Trời Nhỏ');
    expect(await listTitle('?page=3&utm_source=zalo')).toBe('Tin tức – Trang 3 | Mặt Trời Nhỏ');
    const categories = (await (await request.get(`${fakeBackendUrl}/api/v1/new-categories`)).json()) as { _id: string }[];
    const category = categories[0]!._id;
    const tab = await (await get(request, `${nginxUrl}/tin-tuc?zarsrc=1&tab=${category}`)).text();
    expect(tab).toMatch(new RegExp(`<a (?=[^>]*href="/tin-tuc\\?tab=${category}")(?=[^>]*aria-current="page")`));
    // The test site's sitemap is one part: asked for a part, it has none to give.
    expect((await get(request, `${nginxUrl}/sitemap.xml?phan=1&fbclid=1`)).status()).toBe(404);
  });

  test("demo: a visitor's scenario is never kept for the others, however nginx reads the cookie", async ({ request }) => {
    // A category's tab: an address no other test asks the demo for, so not kept yet.
    const categories = (await (await request.get(`${fakeBackendUrl}/api/v1/new-categories`)).json()) as { _id: string }[];
    const path = `/tin-tuc?tab=${categories.at(-1)!._id}`;
    // nginx does not see this cookie (the tab); the fake backend did, and rendered the empty scenario.
    const chosen = await get(request, `${demoNginxUrl}${path}`, { cookie: 'a=1;\tmock_scenario=empty' });
    expect(chosen.headers()['cache-control']).toBe('no-cache');
    const plain = await get(request, `${demoNginxUrl}${path}`);
    expect(plain.headers()['x-cache-status']).toBe('MISS');
    expect([...(await plain.text()).matchAll(/<a [^>]*href="\/tin-tuc\/[a-f\d]{24}"/g)].length).toBeGreaterThanOrEqual(6);

    // A cookie nginx reads is not even looked up in the cache.
    const asked = await get(request, `${demoNginxUrl}${path}`, { cookie: 'mock_scenario=empty' });
    expect(asked.headers()['x-cache-status']).toBe('BYPASS');
    expect(await asked.text()).toContain('Chưa có bài viết nào trong mục này');
  });

  test('demo: ?mock= still chooses the scenario beside click ids, for that visitor alone', async ({ request }) => {
    const chosen = await get(request, `${demoNginxUrl}/tin-tuc?fbclid=IwAR0demo&mock=empty`);
    expect(chosen.headers()['x-cache-status']).toBe('BYPASS');
    expect(await chosen.text()).toContain('Trung tâm chưa có tin tức mới');
    expect(await (await get(request, `${demoNginxUrl}/tin-tuc?fbclid=IwAR0demo`)).text()).not.toContain('Trung tâm chưa có tin tức mới');
  });
});

test.describe('addresses no page has', () => {
  for (const server of [
    ['through nginx', nginxUrl],
    ['at the render server', renderServerUrl],
  ] as const) {
    test(`${server[0]}: percent-encoded characters in an article's address are the not-found page, never a redirect`, async ({
      request,
    }) => {
      for (const code of ['%3C', '%3E', '%7B', '%7D', '%5E', '%0A', '%0D', '%7F']) {
        const response = await get(request, `${server[1]}/tin-tuc/a${code}`);
        expect(response.status(), code).toBe(404);
        expect(await response.text(), code).toContain('<title>Không tìm thấy trang | Mặt Trời Nhỏ</title>');
      }
    });

    test(`${server[0]}: a backslash path is not found, never a redirect that a browser would read as another site`, async () => {
      for (const path of ['/\\evil.example/', '/\\evil.example', '/gioi-thieu\\']) {
        const answer = await rawGet(server[1], path);
        expect(answer.status, path).toBe(404);
        expect(answer.body, path).toContain('<title>Không tìm thấy trang | Mặt Trời Nhỏ</title>');
      }
    });

    test(`${server[0]}: a page's file is no second address (301 to the page), and the not-found pages' own addresses are not found`, async ({ request }) => {
      for (const [path, location] of [
        ['/gioi-thieu/index.html', '/gioi-thieu'],
        ['/en/about/index.html?x=1', '/en/about?x=1'],
      ]) {
        const answer = await get(request, `${server[1]}${path}`);
        expect(answer.status(), path).toBe(301);
        expect(answer.headers().location, path).toBe(location);
      }
      for (const path of ['/404', '/en/404', '/404.html', '/en/404.html']) expect((await get(request, `${server[1]}${path}`)).status(), path).toBe(404);
    });

    test(`${server[0]}: a missing hashed file is a plain 404 no one keeps; every answer carries the security headers`, async ({ request }) => {
      const missing = await get(request, `${server[1]}/assets/khong-co-abc123.js`);
      expect(missing.status()).toBe(404);
      expect(missing.headers()['content-type']).toBe('text/plain; charset=utf-8');
      expect(missing.headers()['cache-control']).toBe('no-store');
      const hot = await hotArticle(request);
      for (const path of ['/gioi-thieu', `/tin-tuc/${hot._id}`, '/favicon.svg', '/assets/khong-co-abc123.js', '/khong-co-trang-nay']) {
        const answer = await get(request, `${server[1]}${path}`);
        for (const [name, value] of Object.entries(securityHeaders)) expect(answer.headers()[name.toLowerCase()], `${path} ${name}`).toBe(value);
        expect(answer.headers()['cache-control'], path).toBeTruthy();
      }
      expect((await get(request, `${server[1]}/gioi-thieu`)).headers()['cache-control']).toBe('no-cache');
    });

    test(`${server[0]}: a path that climbs out with backslashes is not found`, async () => {
      const answer = await rawGet(server[1], '/tin-tuc/x\\..\\..\\_shell.html');
      expect(answer.status).toBe(404);
      expect(answer.body).toContain('<title>Không tìm thấy trang | Mặt Trời Nhỏ</title>');
    });

    test(`${server[0]}: only GET and HEAD are answered (405 with Allow)`, async ({ request }) => {
      const hot = await hotArticle(request);
      for (const path of [`/tin-tuc/${hot._id}`, '/sitemap.xml', '/']) {
        for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) {
          const response = await request.fetch(`${server[1]}${path}`, { method, maxRedirects: 0 });
          expect(response.status(), `${method} ${path}`).toBe(405);
          expect(response.headers().allow, `${method} ${path}`).toBe('GET, HEAD');
          expect(response.headers()['cache-control'] ?? '', `${method} ${path}`).not.toContain('s-maxage');
        }
      }
    });
  }

  test('at the render server: a path below an article is the site’s not-found page, and // redirects to the path, never to the Host asked', async ({
    request,
  }) => {
    const hot = await hotArticle(request);
    const below = await get(request, `${renderServerUrl}/tin-tuc/${hot._id}/x`);
    expect(below.status()).toBe(404);
    const html = await below.text();
    expect(html).toContain('<title>Không tìm thấy trang | Mặt Trời Nhỏ</title>');
    expect(html).not.toContain(hot.title);

    const doubled = await get(request, `${renderServerUrl}//tin-tuc?page=2`, { host: 'evil.example' });
    expect(doubled.status()).toBe(301);
    expect(doubled.headers().location).toBe('/tin-tuc?page=2');
  });

  test('backslashes, doubled slashes and percent-encoded twins: the render server answers as nginx does', async ({ request }) => {
    const notFound = ['/\\_shell.html', '/\\404.html', '/\\gioi-thieu', '/gioi%2Dthieu', '/khoa-hoc/theo-tuoi/%38', '/%74in-tuc'];
    const redirected = [
      ['//_shell.html', '/_shell.html'],
      ['//gioi-thieu', '/gioi-thieu'],
      ['/gioi-thieu/', '/gioi-thieu'],
      ['//tin-tuc?page=2', '/tin-tuc?page=2'],
    ] as const;
    for (const [name, origin, demo] of [
      ['nginx', nginxUrl, false],
      ['the render server', renderServerUrl, false],
      ['the demo’s nginx', demoNginxUrl, true],
      ['the demo’s render server', renderServerUrls.demo, true],
    ] as const) {
      for (const path of demo ? [...notFound, '/\\index.html'] : notFound) {
        const answer = await rawGet(origin, path);
        expect(answer.status, `${name} ${path}`).toBe(404);
        expect(answer.body, `${name} ${path}`).toContain('<title>Không tìm thấy trang | Mặt Trời Nhỏ</title>');
      }
      for (const [path, location] of redirected) {
        const answer = await get(request, `${origin}${path}`);
        expect(answer.status(), `${name} ${path}`).toBe(301);
        expect(answer.headers().location, `${name} ${path}`).toBe(location);
      }
    }
  });

  test('at the render server: the build files that are not pages are not served, but the app shell is (the service worker keeps it)', async ({ request }) => {
    expect((await get(request, `${renderServerUrl}/404.html`)).status()).toBe(404);
    expect((await get(request, `${renderServerUrl}/_shell.html`)).status()).toBe(200);
    // The demo's copy of the shell for static hosts: the render server renders the home page.
    expect((await get(request, `${renderServerUrls.demo}/index.html`)).status()).toBe(404);
    expect(await (await get(request, `${renderServerUrls.demo}/`)).text()).toContain('</h1>');
  });
});

test.describe('a news list page past the last one', () => {
  test('is 404 and kept out of search results, with its way back to page 1', async ({ request }) => {
    const response = await get(request, `${nginxUrl}/tin-tuc?page=1000000000`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    expect(html).toContain('Trang 1000000000 không có bài viết nào');
    expect(html).toMatch(/<a [^>]*href="\/tin-tuc"[^>]*>.*Về trang 1/s);
  });

  test('a page number past what a number can hold goes to the list, without asking the API', async ({ request }) => {
    const response = await get(request, `${nginxUrl}/tin-tuc?page=99999999999999999999999`);
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/tin-tuc');
  });
});

test('every answer carries the one policy of the build: a static page and a rendered one differ only in their scripts', async ({
  request,
}) => {
  const withoutScripts = async (path: string) =>
    (await get(request, `${nginxUrl}${path}`)).headers()['content-security-policy']?.replace(/script-src [^;]*/, 'script-src …');
  const rendered = await withoutScripts('/');
  expect(rendered).toContain(`connect-src 'self' ${testSites.production.env.VITE_API_BASE_URL};`);
  for (const path of ['/gioi-thieu', '/khong-co-trang-nay', '/tin-tuc', '/favicon.svg']) {
    expect(await withoutScripts(path), path).toBe(rendered);
  }
});

test('npm run serve:nginx keeps nginx up when the render server dies, as production would: its pages fall back to the app shell', async ({
  request,
}) => {
  const port = 4197;
  const before = new Set(readdirSync(tmpdir()));
  const stack = spawn(process.execPath, [
    'scripts/serve-nginx.mjs',
    '--root',
    testSites.production.outDir,
    '--port',
    String(port),
    '--api',
    fakeBackendUrl,
  ]);
  const said: string[] = [];
  stack.stdout.on('data', (chunk: Buffer) => said.push(chunk.toString()));
  const site = `http://127.0.0.1:${port}`;
  // Each look asks for an article no one has: its not-found page is never kept, so the answer is the
  // render server's (or the shell).
  let looks = 0;
  const listPage = () => request.get(`${site}/tin-tuc/khong-co-${(looks += 1)}`);
  try {
    await expect.poll(async () => (await listPage().catch(() => undefined))?.text(), { timeout: 20_000 }).toContain('<h1');
    const renderServer = Number(said.join('').match(/the render server started \(pid (\d+)\)/)?.[1]);
    process.kill(renderServer, 'SIGKILL');
    await expect.poll(async () => (await listPage()).text(), { timeout: 10_000 }).not.toContain('<h1');
    const shell = await listPage();
    expect(shell.status()).toBe(200);
    expect(await shell.text()).toMatch(/<script type="module"[^>]* src="\/assets\//);
    expect((await request.get(`${site}/gioi-thieu`)).status()).toBe(200);
    expect(stack.exitCode).toBeNull();
  } finally {
    stack.kill('SIGTERM');
  }
  // Stopped, it leaves nothing behind: its configuration and page cache went with it. Another test's
  // nginx may come and go meanwhile: a folder gone as it is read is not this one's.
  const configIn = (name: string) => {
    try {
      return readFileSync(join(tmpdir(), name, 'default.conf'), { encoding: 'utf8', flag: 'r' });
    } catch {
      return '';
    }
  };
  const folder = readdirSync(tmpdir())
    .filter((name) => name.startsWith('site-nginx-') && !before.has(name))
    .find((name) => configIn(name).includes(`listen ${port};`));
  expect(folder).toBeDefined();
  await once(stack, 'exit');
  expect(existsSync(join(tmpdir(), folder!))).toBe(false);
});

test('the render server asked for its files by visitors who leave as the answer starts stays up, and serves the next page', async () => {
  const server = await startRenderServer(testSites.production.outDir, fakeBackendUrl);
  try {
    const client = join(testSites.production.outDir, 'client');
    const files = [...readdirSync(join(client, 'assets')).map((name) => `/assets/${name}`), '/favicon.svg', '/robots.txt', '/gioi-thieu'];
    // Left as each answer's headers arrive: before the fix, the first few of these ended the process.
    for (const file of files.slice(0, 60)) {
      const leaving = new AbortController();
      const answer = await fetch(`${server.url}${file}`, { signal: leaving.signal });
      expect(answer.status, file).toBe(200);
      leaving.abort();
    }
    const next = await fetch(`${server.url}/gioi-thieu`);
    expect(next.status).toBe(200);
    expect(await next.text()).toContain('<h1');
    expect(server.isRunning()).toBe(true);
    expect(server.stderr()).toBe('');
  } finally {
    await server.stop();
  }
});
