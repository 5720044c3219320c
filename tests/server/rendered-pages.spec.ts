import { createServer, type Server } from 'node:http';
import { SaxesParser } from 'saxes';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { fakeBackendUrl } from '../e2e/servers';
import { testSites } from '../test-sites';
import {
  controlledApiUrl,
  nginxUrl,
  nginxWithControlledApiUrl,
  nginxWithoutRenderServerUrl,
  renderServerWithControlledApiUrl,
} from './nginx-url';
import { hotArticle } from './site-pages';

const siteUrl = testSites.production.env.VITE_SITE_URL;
// The crawlers behind Facebook's and Zalo's link previews: they read the HTML and run no script.
const crawlers = {
  Facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  Zalo: 'Mozilla/5.0 (compatible; Zalo/1.0; +https://zalo.me)',
};

const get = (request: APIRequestContext, url: string, headers: Record<string, string> = {}) =>
  request.get(url, { maxRedirects: 0, headers });

const meta = (html: string, key: string) => html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];

function structuredData(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].flatMap(
    ([, json = '{}']) => (JSON.parse(json) as { '@graph': Record<string, unknown>[] })['@graph'],
  );
}

/** The text a reader without scripts sees: the body without its scripts, styles and tags. */
const visibleText = (html: string) =>
  html
    .slice(Math.max(0, html.indexOf('<body')))
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

test.describe('a news article through nginx, as link-preview crawlers read it', () => {
  for (const [crawler, userAgent] of Object.entries(crawlers)) {
    test(`${crawler}: its text, its own link preview and NewsArticle data, in the HTML`, async ({ request }) => {
      const hot = await hotArticle(request);
      const article = (await (await request.get(`${fakeBackendUrl}/api/v1/news/${hot._id}`)).json()) as {
        title: string;
        summary: string;
        date: string;
        contents: { subtitle: string }[];
      };
      const response = await get(request, `${nginxUrl}/tin-tuc/${hot._id}`, { 'user-agent': userAgent });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const text = visibleText(html);
      expect(text).toContain(article.title);
      for (const block of article.contents) expect(text).toContain(block.subtitle);
      expect(text).toContain('BÀI VIẾT LIÊN QUAN');
      expect(html).toMatch(/<img [^>]*width="\d+" [^>]*height="\d+"|<img [^>]*height="\d+" [^>]*width="\d+"/);

      expect(html).toContain(`<title>${article.title} | Mặt Trời Nhỏ</title>`);
      expect(html).toContain(`<link rel="canonical" href="${siteUrl}/tin-tuc/${hot._id}"/>`);
      expect(meta(html, 'og:type')).toBe('article');
      expect(meta(html, 'og:title')).toBe(article.title);
      expect(meta(html, 'og:description')).toBe(article.summary);
      expect(meta(html, 'og:image')).toMatch(new RegExp(`^${siteUrl}/`));
      expect(meta(html, 'article:published_time')).toBe(article.date);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(structuredData(html)).toContainEqual(
        expect.objectContaining({
          '@type': 'NewsArticle',
          headline: article.title,
          datePublished: article.date,
          image: [expect.stringMatching(/^https?:\/\//)],
          publisher: expect.objectContaining({ name: 'Trung tâm Anh ngữ và Kỹ năng sống Mặt Trời Nhỏ' }),
        }),
      );
    });
  }

  test('the list: a page and a category in the address, its cards and its page links in the HTML', async ({ request }) => {
    const html = await (await get(request, `${nginxUrl}/tin-tuc?page=2`, { 'user-agent': crawlers.Zalo })).text();
    expect(html).toContain('<title>Tin tức – Trang 2 | Mặt Trời Nhỏ</title>');
    expect([...html.matchAll(/<a [^>]*href="\/tin-tuc\/[a-f\d]{24}"/g)].length).toBeGreaterThanOrEqual(6);
    expect(html).toMatch(/<a [^>]*href="\/tin-tuc\?page=3"/);
    expect(meta(html, 'og:title')).toBe('Tin tức – Trang 2');

    const categories = (await (await request.get(`${fakeBackendUrl}/api/v1/new-categories`)).json()) as {
      _id: string;
      type: string;
    }[];
    const events = categories.find((category) => category.type === 'Sự kiện')!;
    const tab = await (await get(request, `${nginxUrl}/tin-tuc?tab=${events._id}`, { 'user-agent': crawlers.Zalo })).text();
    expect(tab).toMatch(
      new RegExp(`<a (?=[^>]*href="/tin-tuc\\?tab=${events._id}")(?=[^>]*aria-current="page")[^>]*>${events.type}</a>`),
    );
    const articles = (await (
      await request.get(`${fakeBackendUrl}/api/v1/news?current=1&pageSize=6&category=${events._id}`)
    ).json()) as { news: { _id: string }[] };
    for (const article of articles.news) expect(tab).toContain(`href="/tin-tuc/${article._id}"`);
  });

  test('an unknown or malformed id is the not-found page, status 404', async ({ request }) => {
    for (const id of ['aaaaaaaaaaaaaaaaaaaaaaaa', 'khong-phai-ma']) {
      const response = await get(request, `${nginxUrl}/tin-tuc/${id}`, { 'user-agent': crawlers.Facebook });
      expect(response.status(), id).toBe(404);
      expect(visibleText(await response.text()), id).toContain('Không tìm thấy tin tức');
    }
  });

  test('the home page carries the latest news in its HTML', async ({ request }) => {
    const hot = await hotArticle(request);
    const html = await (await get(request, `${nginxUrl}/`)).text();
    const news = html.slice(html.indexOf('data-deferred="news"'));
    expect(news).toContain(`href="/tin-tuc/${hot._id}"`);
    expect(visibleText(news)).toContain(hot.title);
  });

  test('the sitemap lists every article with its date, and every page links the news feed', async ({ request }) => {
    const hot = await hotArticle(request);
    const sitemap = await (await get(request, `${nginxUrl}/sitemap.xml`)).text();
    expect(sitemap).toMatch(new RegExp(`<loc>${siteUrl}/tin-tuc/${hot._id}</loc><lastmod>[^<]+</lastmod>`));
    const page = await (await get(request, `${nginxUrl}/gioi-thieu`)).text();
    expect(page).toContain(
      `<link rel="alternate" type="application/rss+xml" hrefLang="vi" title="Tin tức và sự kiện - Mặt Trời Nhỏ" href="${siteUrl}/tin-tuc/rss.xml"/>`,
    );
    const feed = await get(request, `${nginxUrl}/tin-tuc/rss.xml`);
    expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(await feed.text()).toContain(`<link>${siteUrl}/tin-tuc/${hot._id}</link>`);
  });
});

test('with the render server down, nginx answers the news pages with the app shell, which the browser fills', async ({
  request,
}) => {
  const hot = await hotArticle(request);
  for (const path of ['/', '/tin-tuc', `/tin-tuc/${hot._id}`]) {
    const response = await get(request, `${nginxWithoutRenderServerUrl}${path}`);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<header\b/);
    expect(html, path).toMatch(/<script type="module"[^>]* src="\/assets\//);
    expect(html, path).not.toContain('<h1');
  }
  expect((await get(request, `${nginxWithoutRenderServerUrl}/gioi-thieu`)).status()).toBe(200);
  // A file written from the API is never the app shell: 503, to be asked for again.
  for (const path of ['/sitemap.xml', '/tin-tuc/rss.xml']) {
    const response = await get(request, `${nginxWithoutRenderServerUrl}${path}`);
    expect(response.status(), path).toBe(503);
    expect(response.headers()['content-type'], path).toBe('text/plain; charset=utf-8');
    expect(response.headers()['retry-after'], path).toBe('30');
  }
});

test.describe('the render server and its API', () => {
  test.describe.configure({ mode: 'serial' });

  test('with the API down: the page says so, with the site around it, 503 and Retry-After, not kept', async ({ request }) => {
    const hot = await hotArticle(request);
    const response = await get(request, `${nginxWithControlledApiUrl}/tin-tuc/${hot._id}`);
    expect(response.status()).toBe(503);
    expect(response.headers()['retry-after']).toBe('30');
    const html = await response.text();
    expect(html).toMatch(/<header\b/);
    expect(html).toMatch(/<footer\b/);
    expect(visibleText(html)).toContain('Không tìm thấy tin tức');
    expect(response.headers()['x-cache-status']).not.toBe('HIT');
    // The home page shows the rest of itself, its news block alone saying it could not load; it
    // says 503 too, so that nginx never keeps it over a good copy.
    const home = await get(request, `${nginxWithControlledApiUrl}/`);
    expect(home.status()).toBe(503);
    expect(home.headers()['retry-after']).toBe('30');
    const text = visibleText(await home.text());
    expect(text).toContain('Không tìm thấy tin tức');
    expect(text).toContain('ĐỘI NGŨ GIÁO VIÊN');
  });

  test.describe('with the API up', () => {
    /** The news API the render server asks: the fake backend, plus an article published after the build, and a count of calls. */
    let api: Server;
    const calls: string[] = [];
    /** What a test makes the API answer instead, for the addresses it chooses (a hostile or failing API). */
    let answerInstead:
      ((url: string) => { status: number; body: string; headers?: Record<string, string> } | undefined) | undefined;
    let asking = 0;
    let mostAtOnce = 0;
    test.afterEach(() => {
      answerInstead = undefined;
    });
    /** Articles the API has and no copy of which nginx keeps yet: one per call. */
    const freshIds = new Set<string>();
    const freshArticle = () => {
      const id = `moi-${Date.now()}-${freshIds.size}`;
      freshIds.add(id);
      return `/tin-tuc/${id}`;
    };
    const published = {
      _id: 'abcdef0123456789abcdef01',
      title: 'Lễ tổng kết năm học: 120 bạn nhỏ nhận giấy khen',
      summary: 'Sáng Chủ nhật, Mặt Trời Nhỏ tổ chức lễ tổng kết năm học và trao giấy khen cho 120 học viên tiến bộ vượt bậc.',
      image: '/images/share/students.png',
      date: '2026-11-20T02:00:00.000Z',
      isHot: false,
      category: { _id: '', type: 'Sự kiện' },
      contents: [
        { _id: 'b1', subtitle: 'Những gương mặt tiến bộ', description: 'Các con nhận giấy khen cùng ba mẹ.', image: '' },
      ],
    };

    test.beforeAll(async ({ request }) => {
      const categories = (await (await request.get(`${fakeBackendUrl}/api/v1/new-categories`)).json()) as {
        _id: string;
        type: string;
      }[];
      published.category._id = categories.find((category) => category.type === 'Sự kiện')!._id;
      api = createServer((incoming, outgoing) => {
        calls.push(incoming.url ?? '');
        mostAtOnce = Math.max(mostAtOnce, ++asking);
        outgoing.on('close', () => (asking -= 1));
        const instead = answerInstead?.(incoming.url ?? '');
        if (instead) {
          outgoing.writeHead(instead.status, { 'content-type': 'application/json', ...instead.headers }).end(instead.body);
          return;
        }
        const id = incoming.url?.match(/^\/api\/v1\/news\/([\w-]+)$/)?.[1];
        if (id === published._id || freshIds.has(id ?? '')) {
          outgoing.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...published, _id: id }));
          return;
        }
        void fetch(`${fakeBackendUrl}${incoming.url}`).then(async (answer) => {
          outgoing.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
          outgoing.end(Buffer.from(await answer.arrayBuffer()));
        });
      });
      await new Promise<void>((resolve) => api.listen(Number(new URL(controlledApiUrl).port), '127.0.0.1', resolve));
    });
    test.afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

    test('an article published after the build is served as HTML on its first request, with its own preview', async ({
      request,
    }) => {
      const response = await get(request, `${nginxWithControlledApiUrl}/tin-tuc/${published._id}`, {
        'user-agent': crawlers.Facebook,
      });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(visibleText(html)).toContain(published.title);
      expect(meta(html, 'og:title')).toBe(published.title);
      expect(meta(html, 'og:image')).toBe(`${siteUrl}/images/share/students.png`);
      expect(structuredData(html)).toContainEqual(expect.objectContaining({ '@type': 'NewsArticle', headline: published.title }));
    });

    test('200 visitors at once for one article cost the API a handful of calls', async ({ request }) => {
      const path = freshArticle();
      calls.length = 0;
      const answers = await Promise.all(Array.from({ length: 200 }, () => get(request, `${nginxWithControlledApiUrl}${path}`)));
      expect(answers.map((answer) => answer.status())).toEqual(Array(200).fill(200));
      // The same page for everyone. Compared as read: each render's router state carries its own
      // time, and a render past nginx's 10 s lock (seen once in CI, on busy cores) lets one more through.
      const pages = new Set((await Promise.all(answers.map((answer) => answer.text()))).map(visibleText));
      expect(pages.size).toBe(1);
      expect([...pages][0]).toContain(published.title);
      // A render or two, each the article and its related articles: not one per visitor.
      expect(calls.length).toBeGreaterThanOrEqual(1);
      expect(calls.length).toBeLessThanOrEqual(20);
    });

    test.describe('an API that answers what it should not', () => {
      /** An article of the fake backend, as the API would answer it. */
      const articleJson = async (request: APIRequestContext) => {
        const hot = await hotArticle(request);
        return (await (await request.get(`${fakeBackendUrl}/api/v1/news/${hot._id}`)).json()) as typeof published;
      };

      test('a list that claims a billion pages: the sitemap reads at most 200, four at a time, and answers', async ({
        request,
      }) => {
        const article = await articleJson(request);
        answerInstead = (url) =>
          url.startsWith('/api/v1/news?')
            ? { status: 200, body: JSON.stringify({ news: [article], totalPages: 1e9 }) }
            : undefined;
        calls.length = 0;
        mostAtOnce = 0;
        const response = await get(request, `${renderServerWithControlledApiUrl}/sitemap.xml`);
        expect(response.status()).toBe(200);
        expect(calls.filter((call) => call.startsWith('/api/v1/news?'))).toHaveLength(200);
        expect(mostAtOnce).toBeLessThanOrEqual(4);
        expect((await response.text()).match(/<url>/g)?.length).toBeGreaterThan(200);
      });

      test('an answer about another article, or with an id that is not one, is the error state: never another canonical', async ({
        request,
      }) => {
        const article = await articleJson(request);
        const asked = 'abcdef0123456789abcdef02';
        for (const _id of [article._id, '../../gioi-thieu"><b>x</b>']) {
          answerInstead = (url) =>
            url === `/api/v1/news/${asked}` ? { status: 200, body: JSON.stringify({ ...article, _id }) } : undefined;
          const response = await get(request, `${nginxWithControlledApiUrl}/tin-tuc/${asked}`);
          expect(response.status(), _id).toBe(503);
          const html = await response.text();
          const addresses = [
            ...html.matchAll(/<link rel="canonical" href="([^"]*)"|<meta property="og:url" content="([^"]*)"/g),
          ].map(([, canonical, ogUrl]) => canonical ?? ogUrl);
          for (const address of addresses) expect(address, _id).not.toMatch(new RegExp(`${article._id}|gioi-thieu`));
          expect(html, _id).not.toContain('<b>x</b>');
          expect(visibleText(html), _id).toContain('Không tìm thấy tin tức');
        }
      });

      test('a redirect to another origin is not followed', async ({ request }) => {
        const elsewhere: string[] = [];
        const other = createServer((incoming, outgoing) => {
          elsewhere.push(incoming.url ?? '');
          outgoing.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        });
        await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
        const { port } = other.address() as { port: number };
        const asked = 'abcdef0123456789abcdef03';
        answerInstead = (url) =>
          url === `/api/v1/news/${asked}`
            ? { status: 302, body: '', headers: { location: `http://127.0.0.1:${port}/api/v1/news/${asked}` } }
            : undefined;
        const response = await get(request, `${nginxWithControlledApiUrl}/tin-tuc/${asked}`);
        await new Promise<void>((resolve) => other.close(() => resolve()));
        expect(response.status()).toBe(503);
        expect(elsewhere).toEqual([]);
      });

      test('two thousand articles in a list: the page shows its six and the feed its twenty', async ({ request }) => {
        // Without its blocks, so that 2,000 of it stay under the 2 MiB an answer may hold (past it, the
        // answer is refused: hostile-api.spec.ts).
        const article = { ...(await articleJson(request)), contents: [] };
        const many = Array.from({ length: 2000 }, () => article);
        answerInstead = (url) =>
          url.startsWith('/api/v1/news?') || url.startsWith('/api/v1/news/related/')
            ? { status: 200, body: JSON.stringify(url.includes('related') ? { result: many } : { news: many, totalPages: 1 }) }
            : undefined;
        // At the render server itself: nginx may keep good copies of these pages.
        const page = await get(request, `${renderServerWithControlledApiUrl}/tin-tuc`);
        expect(page.status()).toBe(200);
        expect((await page.body()).length).toBeLessThan(400_000);
        const feed = await get(request, `${renderServerWithControlledApiUrl}/tin-tuc/rss.xml`);
        expect((await feed.text()).match(/<item>/g)).toHaveLength(20);
        const articlePage = await get(request, `${renderServerWithControlledApiUrl}/tin-tuc/${article._id}`);
        expect((await articlePage.body()).length).toBeLessThan(400_000);
      });

      test('with the API failing, the sitemap and the feed are 503 with Retry-After in plain text', async ({ request }) => {
        answerInstead = () => ({ status: 500, body: '{"message":"down"}' });
        // The render server keeps the sitemap's article list as long as a page stays fresh (1 s
        // here); a test before read it. Once that has passed, the list is read again, and fails.
        await expect.poll(async () => (await get(request, `${renderServerWithControlledApiUrl}/sitemap.xml`)).status()).toBe(503);
        // No copy of either is kept yet (the tests before asked the render server itself).
        for (const path of ['/sitemap.xml', '/tin-tuc/rss.xml']) {
          const response = await get(request, `${nginxWithControlledApiUrl}${path}`);
          expect(response.status(), path).toBe(503);
          expect(response.headers()['content-type'], path).toBe('text/plain; charset=utf-8');
          expect(response.headers()['retry-after'], path).toBe('30');
          expect(await response.text(), path).toBe('Service unavailable, try again later.\n');
        }
      });

      test('a home page whose news failed is never kept over its good copy', async ({ request }) => {
        const hot = await hotArticle(request);
        const path = '/';
        const good = await get(request, `${nginxWithControlledApiUrl}${path}`);
        expect(good.status()).toBe(200);
        expect(await good.text()).toContain(`href="/tin-tuc/${hot._id}"`);
        answerInstead = () => ({ status: 500, body: '{"message":"down"}' });
        expect((await get(request, `${renderServerWithControlledApiUrl}${path}`)).status()).toBe(503);
        // Its copy stays fresh one second (PAGE_CACHE_SECONDS); past it, nginx renders it again, which fails.
        await expect
          .poll(async () => (await get(request, `${nginxWithControlledApiUrl}${path}`)).headers()['x-cache-status'], {
            timeout: 10_000,
          })
          .toMatch(/^(STALE|UPDATING)$/);
        for (let visit = 0; visit < 3; visit += 1) {
          const answer = await get(request, `${nginxWithControlledApiUrl}${path}`);
          expect(answer.status()).toBe(200);
          expect(answer.headers()['x-cache-status']).toMatch(/^(STALE|UPDATING)$/);
          expect(await answer.text()).toContain(`href="/tin-tuc/${hot._id}"`);
        }
        answerInstead = undefined;
        await expect
          .poll(async () => (await get(request, `${nginxWithControlledApiUrl}${path}`)).headers()['x-cache-status'], {
            timeout: 10_000,
          })
          .toBe('HIT');
        expect(await (await get(request, `${nginxWithControlledApiUrl}${path}`)).text()).toContain(`href="/tin-tuc/${hot._id}"`);
      });
    });

    test.describe('query strings never bypass the cache', () => {
      test('20 visits to an article, each with its own click ids, cost the API one render', async ({ request }) => {
        const path = freshArticle();
        calls.length = 0;
        const clickIds = ['fbclid=IwAR0', 'utm_source=zalo&utm_medium=social&zarsrc=', 'gclid=Cj0', 'utm_source=facebook&fbclid=x'];
        for (let visit = 0; visit < 20; visit += 1) {
          const answer = await get(request, `${nginxWithControlledApiUrl}${path}?${clickIds[visit % clickIds.length]}${visit}`);
          expect(answer.status(), `visit ${visit}`).toBe(200);
          expect(answer.headers()['x-cache-status'], `visit ${visit}`).toBe(visit === 0 ? 'MISS' : 'HIT');
        }
        // The article and its related articles, once.
        expect(calls).toHaveLength(2);
        expect(calls.filter((call) => /fbclid|utm_|zarsrc|gclid/.test(call))).toEqual([]);
      });

      test('20 requests for the sitemap and the feed, each with a parameter of its own, cost the API one render each', async ({
        request,
      }) => {
        // A part of the sitemap past the last is known from the article list, which the render
        // server has kept since it wrote /sitemap.xml (it costs no call); its 404 is kept as long.
        for (const [path, parameter, status, firstCalls] of [
          ['/sitemap.xml', '?x', 200, 1],
          ['/tin-tuc/rss.xml', '?utm_source', 200, 1],
          ['/sitemap.xml?phan=7', '&fbclid', 404, 0],
        ] as const) {
          calls.length = 0;
          expect((await get(request, `${nginxWithControlledApiUrl}${path}${parameter}=0`)).status(), path).toBe(status);
          const oneRender = calls.length;
          expect(oneRender, path).toBeGreaterThanOrEqual(firstCalls);
          for (let visit = 1; visit < 20; visit += 1) {
            expect((await get(request, `${nginxWithControlledApiUrl}${path}${parameter}=${visit}`)).status(), path).toBe(status);
          }
          expect(calls, path).toHaveLength(oneRender);
        }
      });

      test('20 requests for a tab that is no category, or a list page past the last, cost the API one render each', async ({ request }) => {
        for (const [path, status] of [
          ['/tin-tuc?tab=khong-phai-chuyen-muc', 307],
          ['/tin-tuc?page=99999', 404],
        ] as const) {
          calls.length = 0;
          for (let visit = 0; visit < 20; visit += 1) {
            const answer = await get(request, `${nginxWithControlledApiUrl}${path}`);
            expect(answer.status(), path).toBe(status);
          }
          // The list, the featured article and the categories, once.
          expect(calls.length, path).toBeGreaterThanOrEqual(1);
          expect(calls.length, path).toBeLessThanOrEqual(3);
        }
      });

      test('a list page’s query the browser’s router would read otherwise is a redirect to the one both read, with no render', async ({ request }) => {
        calls.length = 0;
        for (const [address, location] of [
          ['/tin-tuc?page=%32', '/tin-tuc'],
          ['/tin-tuc?p%61ge=2&fbclid=x', '/tin-tuc'],
          ['/tin-tuc?page=2&page=3', '/tin-tuc?page=2'],
          ['/en/news?tab=%73u-kien&page=2', '/en/news?page=2'],
        ] as const) {
          for (const origin of [nginxWithControlledApiUrl, renderServerWithControlledApiUrl]) {
            const answer = await get(request, `${origin}${address}`);
            expect(answer.status(), `${origin}${address}`).toBe(301);
            expect(answer.headers().location, `${origin}${address}`).toBe(location);
          }
        }
        expect(calls).toEqual([]);
      });

      test('the news feed is well-formed XML when the API’s text holds control characters, U+FFFE or a lone surrogate', async ({
        request,
      }) => {
        const hot = await hotArticle(request);
        const article = (await (await request.get(`${fakeBackendUrl}/api/v1/news/${hot._id}`)).json()) as typeof published;
        const broken = { ...article, title: 'Lễ khai giảng\u0001\u0008\u001f năm học\ufffe mới\ud800', summary: 'Ba mẹ\u000b và các con\uffff' };
        answerInstead = (url) =>
          url.startsWith('/api/v1/news?') ? { status: 200, body: JSON.stringify({ news: [broken], totalPages: 1 }) } : undefined;
        const feed = await (await get(request, `${renderServerWithControlledApiUrl}/tin-tuc/rss.xml`)).text();
        const parser = new SaxesParser();
        const titles: string[] = [];
        let inTitle = false;
        parser.on('opentag', (tag) => (inTitle = tag.name === 'title'));
        parser.on('closetag', () => (inTitle = false));
        parser.on('text', (text) => {
          if (inTitle) titles.push(text);
        });
        expect(() => parser.write(feed).close()).not.toThrow();
        expect(titles).toContain('Lễ khai giảng năm học mới');
      });
    });
  });

  test('with the API down again, nginx answers the last good copy of a page once it is stale', async ({ request }) => {
    // The API the previous tests ran is closed; the copy of this article was kept while it ran.
    const url = `${nginxWithControlledApiUrl}/tin-tuc/abcdef0123456789abcdef01`;
    await expect
      .poll(async () => (await get(request, url)).headers()['x-cache-status'], { timeout: 15_000 })
      .toMatch(/^(STALE|UPDATING)$/);
    const answer = await get(request, url);
    expect(answer.status()).toBe(200);
    expect(visibleText(await answer.text())).toContain('Lễ tổng kết năm học: 120 bạn nhỏ nhận giấy khen');
  });
});
