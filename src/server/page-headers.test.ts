import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { renderedPageCaching, retryAfterSeconds, withPageHeaders } from './page-headers';

const colourScript = 'document.documentElement.dataset.scheme = "dark";';
const routerState = 'self.$_TSR = { article: "Ngày hội trải nghiệm" };';
const page = `<!DOCTYPE html><html lang="vi"><head><script>${colourScript}</script><script type="application/ld+json">{"@type":"NewsArticle"}</script></head><body><h1>Tin tức</h1><script>${routerState}</script><script type="module" src="/assets/index.js"></script></body></html>`;
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

function rendered(status: number, body = page, contentType = 'text/html; charset=utf-8') {
  return new Response(body, { status, headers: { 'Content-Type': contentType } });
}

const scriptSources = (response: Response) =>
  response.headers
    .get('content-security-policy')!
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))!
    .split(' ')
    .slice(1);

describe('the headers of a rendered page', () => {
  it("allows exactly the page's own inline scripts by their hashes, and lets nginx keep it a while", async () => {
    const answer = await withPageHeaders(rendered(200));
    expect(answer.status).toBe(200);
    expect(scriptSources(answer)).toEqual(["'self'", hashOf(colourScript), hashOf(routerState)]);
    expect(answer.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(answer.headers.get('cache-control')).toBe(renderedPageCaching);
    expect(await answer.text()).toBe(page);
  });

  it('answers a page that could not be rendered (the API failed) with 503 and Retry-After, never kept', async () => {
    const answer = await withPageHeaders(rendered(500));
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe(String(retryAfterSeconds));
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(scriptSources(answer)).toContain(hashOf(routerState));
    expect(await answer.text()).toBe(page);
  });

  it('lets nginx keep a not-found page as long as a page stays fresh, no longer, with its own policy', async () => {
    const answer = await withPageHeaders(rendered(404));
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(scriptSources(answer)).toContain(hashOf(colourScript));
    expect((await withPageHeaders(rendered(404), { shared: false })).headers.get('cache-control')).toBe('no-store');
  });

  it('lets nginx keep a redirect of the router (a tab that is no category) as briefly', async () => {
    const redirect = new Response(null, { status: 307, headers: { Location: '/tin-tuc' } });
    const answer = await withPageHeaders(redirect);
    expect(answer.status).toBe(307);
    expect(answer.headers.get('location')).toBe('/tin-tuc');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
  });

  it('leaves answers that are not pages as they are (the sitemap, the feed)', async () => {
    const xml = rendered(200, '<urlset/>', 'application/xml; charset=utf-8');
    expect(await withPageHeaders(xml)).toBe(xml);
  });

  it('answers a file that could not be written (the API failed) with 503, Retry-After and plain text', async () => {
    const answer = await withPageHeaders(rendered(500, '{"error":"ApiError: 500 from news"}', 'application/json'));
    expect(answer.status).toBe(503);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(answer.headers.get('retry-after')).toBe(String(retryAfterSeconds));
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toBe('Service unavailable, try again later.\n');
  });

  it("never lets a shared cache keep a page rendered for one visitor alone (a demo's chosen scenario)", async () => {
    const answer = await withPageHeaders(rendered(200), { shared: false });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
