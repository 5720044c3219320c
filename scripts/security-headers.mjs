// The headers every answer of the site carries, whichever serves it: nginx (deploy/nginx, which
// cannot import this: security-headers.test.ts holds its `add_header` lines to it) and the render
// server run alone (start-server.mjs). The CSP is each page's own (docs/deploy.md#content-security-policy).
export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
