import { contentSecurityPolicy } from './content-security-policy';
import { inlineScriptHashes } from './inline-script-hashes';

/** How long nginx keeps a rendered page fresh, in seconds: `PAGE_CACHE_SECONDS`, read at start (60). */
const freshSeconds = Math.max(1, Math.round(Number(process.env.PAGE_CACHE_SECONDS) || 60));

/**
 * How long a shared cache (nginx) may keep a rendered page: fresh for a minute, then served while
 * it is rendered again in the background, and for a day when the render server or the API fails.
 * Browsers revalidate every visit (nginx tells them `no-cache`).
 */
export const renderedPageCaching = `public, max-age=0, s-maxage=${freshSeconds}, stale-while-revalidate=600, stale-if-error=86400`;

/** How long a crawler is asked to wait before it comes back to a page that could not be rendered. */
export const retryAfterSeconds = 30;

/**
 * The headers of a rendered page. The page is read whole: its CSP names the hashes of its inline
 * scripts (the router's state differs per page), so the header can only be written once the body is
 * known. A page that failed (the API did not answer) says 503 with Retry-After, and is not cached.
 */
export async function withPageHeaders(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(html)));
  let status = response.status;
  if (status >= 500) {
    status = 503;
    headers.set('Retry-After', String(retryAfterSeconds));
    headers.set('Cache-Control', 'no-store');
  } else if (status === 200) {
    headers.set('Cache-Control', renderedPageCaching);
  } else {
    headers.set('Cache-Control', 'no-cache');
  }
  headers.delete('content-length');
  return new Response(html, { status, statusText: response.statusText, headers });
}
