/** Which origins may read the fake backend's answers (with credentials): `true` lets them. */
export type OriginPolicy = (origin: string) => boolean;

const loopbackHosts = new Set(['localhost', '127.0.0.1']);

/** The default: http://localhost and http://127.0.0.1, on any port. */
export const loopbackOrigins: OriginPolicy = (origin) => {
  const url = URL.parse(origin);
  return url?.protocol === 'http:' && url.origin === origin && loopbackHosts.has(url.hostname);
};

/** Exactly these origins (as browsers send them: scheme, host and port, no path). */
export function listedOrigins(origins: readonly string[]): OriginPolicy {
  const allowed = new Set(origins);
  return (origin) => allowed.has(origin);
}

/**
 * Reads MOCK_ALLOWED_ORIGINS: comma-separated origins such as `https://mattroinho.edu.vn`;
 * `undefined` when unset or blank (loopback origins then). Throws on an entry that is not an origin.
 */
export function parseAllowedOrigins(value: string | undefined): string[] | undefined {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length) return undefined;
  return entries.map((entry) => {
    const url = URL.parse(entry);
    const isOrigin = url && ['http:', 'https:'].includes(url.protocol) && url.href === `${url.origin}/`;
    if (!isOrigin) throw new Error(`MOCK_ALLOWED_ORIGINS: '${entry}' is not an origin like https://example.com`);
    return url.origin;
  });
}
