import { isSitePath } from '@/lib/canonical-path';

/** The methods the site answers: it only shows pages (the form sends to the e-mail service). */
const allowedMethods = 'GET, HEAD';

/**
 * What the render server does with a request before it renders: another method is refused (405),
 * and a path no page can have gets the not-found page (`isSitePath`): nothing percent-encoded,
 * which the router would take apart and redirect, and no `//`, which Start redirects to the Host
 * the request names.
 */
export function screenRequest(request: Request): Request | Response {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed\n', {
      status: 405,
      headers: { Allow: allowedMethods, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const url = new URL(request.url);
  if (isSitePath(url.pathname)) return request;
  return new Request(new URL(`${import.meta.env.BASE_URL}404`, url), { headers: request.headers, signal: request.signal });
}
