import { env } from '@/lib/env';
import { pageCacheSeconds } from '@/lib/page-cache-seconds';
import { contentSecurityPolicy } from './content-security-policy';
import { inlineScriptHashes } from './inline-script-hashes';

/**
 * How long a shared cache (nginx) may keep a rendered page: fresh for a minute, then served while
 * it is rendered again in the background, and for a day when the render server or the API fails.
 * Browsers revalidate every visit (nginx tells them `no-cache`).
 */
export const renderedPageCaching = `public, max-age=0, s-maxage=${pageCacheSeconds()}, stale-while-revalidate=600, stale-if-error=86400`;

/**
 * A not-found page (an unknown article, a list page past the last) and a redirect (a tab that is
 * no category): kept by nginx as long as a page stays fresh, and no longer, so that a crawler or a
 * script asking for the same one again and again costs the API one render per window.
 */
const keptBriefly = `public, max-age=0, s-maxage=${pageCacheSeconds()}`;

/** How long a crawler is asked to wait before it comes back to a page that could not be rendered. */
export const retryAfterSeconds = 30;

const unavailable = { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' };

interface PageOptions {
  /** Whether a shared cache may keep the page: not a demo's page rendered in a scenario of its visitor's. */
  shared?: boolean;
}

/**
 * The headers of what the render server answers. A page is read whole: its CSP names the hashes of
 * its inline scripts (the router's state differs per page), so the header can only be written once
 * the body is known. Anything that failed (the API did not answer, or a part of the page's data
 * failed, docs/deploy.md) says 503 with Retry-After and is never kept, so that nginx answers its
 * last good copy instead; a failed file (the sitemap, the feed) says so in plain text.
 */
export async function withPageHeaders(response: Response, { shared = true }: PageOptions = {}): Promise<Response> {
  const isPage = response.headers.get('content-type')?.startsWith('text/html');
  if (!isPage) {
    if (response.status >= 300 && response.status < 400 && !response.headers.has('cache-control')) {
      const headers = new Headers(response.headers);
      headers.set('Cache-Control', shared ? keptBriefly : 'no-store');
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    }
    if (response.status < 500) return response;
    await response.body?.cancel();
    return new Response('Service unavailable, try again later.\n', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...unavailable },
    });
  }
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set(
    'Content-Security-Policy',
    contentSecurityPolicy(inlineScriptHashes(html), { apiBaseUrl: env.VITE_API_BASE_URL, emailUrl: env.VITE_EMAILJS_URL }),
  );
  let status = response.status;
  if (status >= 500) {
    status = 503;
    for (const [name, value] of Object.entries(unavailable)) headers.set(name, value);
  } else if (status === 200) {
    headers.set('Cache-Control', shared ? renderedPageCaching : 'no-store');
  } else if (status === 404) {
    headers.set('Cache-Control', shared ? keptBriefly : 'no-store');
  } else {
    headers.set('Cache-Control', 'no-cache');
  }
  headers.delete('content-length');
  return new Response(html, { status, statusText: status === response.status ? response.statusText : '', headers });
}
