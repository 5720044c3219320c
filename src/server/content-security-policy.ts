import { env } from '@/lib/env';

const originOf = (url: string) => (/^https?:\/\//.test(url) ? new URL(url).origin : '');

/**
 * The Content-Security-Policy of a page the render server sends: the same policy nginx gives the
 * static pages (deploy/nginx/default.conf.template), with the page's own inline scripts allowed by
 * their hashes. No nonce: a cached copy would hand the same nonce to everyone who gets it.
 */
export function contentSecurityPolicy(scriptHashes: string[]): string {
  const api = originOf(env.VITE_API_BASE_URL);
  const email = originOf(env.VITE_EMAILJS_URL);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', api].filter(Boolean).join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", api, email].filter(Boolean).join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
