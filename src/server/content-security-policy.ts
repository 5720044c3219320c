const originOf = (url: string) => (/^https?:\/\//.test(url) ? new URL(url).origin : '');

/** The addresses, besides the site's own, that a page of this build reads from: the build's variables. */
export interface PolicyOrigins {
  /** `VITE_API_BASE_URL`: the news API (its pictures, its answers). */
  apiBaseUrl: string;
  /** `VITE_EMAILJS_URL`: the e-mail service the registration is sent to. */
  emailUrl: string;
}

/**
 * The site's one Content-Security-Policy: the render server's pages carry it with the hashes of
 * their own inline scripts, and nginx gives it to every file of the build, with each static page's
 * hashes, from the conf the build writes (scripts/vite/site-files.ts). No nonce: a cached copy
 * would hand the same nonce to everyone who gets it.
 */
export function contentSecurityPolicy(scriptSources: string[], { apiBaseUrl, emailUrl }: PolicyOrigins): string {
  const api = originOf(apiBaseUrl);
  const email = originOf(emailUrl);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', api].filter(Boolean).join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...new Set([api, email].filter(Boolean))].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
