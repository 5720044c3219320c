import { URL } from 'node:url';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiBaseUrlExample, checkApiBaseUrl } from './render-server-checks.mjs';

/** Where the site's client on the render server sends a call, from API_BASE_URL (src/lib/api/api.ts, api-client.ts). */
const callFrom = (value: string) => new URL(`${value.trim().replace(/\/+$/, '')}/api/v1/news/hot`);

const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  // Strings made of what URLs are made of, so that some are nearly URLs.
  fc.string({ unit: fc.constantFrom(...'htps:/.?#@[]%:19 \t\nABCxyz-_\\'.split(''), 'http://', 'https://', 'ftp://', 'localhost', '127.0.0.1', ':9392', '/api/v1'), maxLength: 12 }),
  fc.webUrl({ withQueryParameters: true, withFragments: true, authoritySettings: { withUserInfo: true, withPort: true } }),
);

describe('API_BASE_URL as the render server checks it', () => {
  test.prop([anyText, fc.boolean()], { numRuns: 500 })(
    'any value is an http(s) origin every call of the site lands on, or refused in one line that names the variable and an example',
    (value, demo) => {
      const checked = checkApiBaseUrl(value, { demo });
      if (checked.problem === undefined) {
        if (checked.origin === undefined) {
          expect(demo && value.trim() === '').toBe(true);
          return;
        }
        const { origin, protocol } = new URL(checked.origin);
        expect(['http:', 'https:']).toContain(protocol);
        expect(checked.origin).toBe(value.trim().replace(/\/+$/, ''));
        expect(checked.origin).not.toMatch(/\s/);
        const call = callFrom(value);
        expect(call.origin).toBe(origin);
        expect(call.pathname).toMatch(/\/api\/v1\/news\/hot$/);
        expect(call.pathname).not.toMatch(/\/api\/v1\/api\/v1\//);
        expect(call.search + call.hash).toBe('');
        // fetch refuses to send a request to an address with a user or password.
        expect(call.username + call.password).toBe('');
        return;
      }
      expect(checked.problem).toMatch(/^API_BASE_URL[ =]/);
      expect(checked.problem).toContain(apiBaseUrlExample);
      expect(checked.problem).not.toMatch(/[\r\n]/);
    },
  );

  test.prop([fc.webUrl({ withQueryParameters: false, withFragments: false }).filter((url) => !/\/api\/v1\/*$/i.test(url)), fc.boolean()])(
    'an http(s) URL with no user, query or fragment is taken as it is, but for its trailing slashes',
    (url, demo) => {
      expect(checkApiBaseUrl(` ${url}/ `, { demo })).toEqual({ origin: url.replace(/\/+$/, '') });
    },
  );

  test.prop([fc.domain(), fc.integer({ min: 1, max: 65535 })])('a host and port without http:// is refused, with the address it may have meant', (host, port) => {
    const value = `${host}:${port}`;
    expect(checkApiBaseUrl(value, { demo: false }).problem).toBe(
      `API_BASE_URL="${value}" is not an absolute http(s) URL: it has no http:// or https:// in front (http://${value}?). Set it to the API's origin, e.g. ${apiBaseUrlExample}`,
    );
  });

  it.each([
    ['unset', undefined, "API_BASE_URL is not set: a production build renders the news from the API. Set it to the API's origin, e.g. API_BASE_URL=https://api.mattroinho.edu.vn"],
    ['blank', '  ', "API_BASE_URL is not set: a production build renders the news from the API. Set it to the API's origin, e.g. API_BASE_URL=https://api.mattroinho.edu.vn"],
    ['not a URL', 'not-a-url', 'API_BASE_URL="not-a-url" is not an absolute http(s) URL: it has no http:// or https:// in front.'],
    ['without its scheme', '127.0.0.1:9392', 'API_BASE_URL="127.0.0.1:9392" is not an absolute http(s) URL: it has no http:// or https:// in front (http://127.0.0.1:9392?).'],
    ['of another scheme', 'ftp://api.example.vn', 'API_BASE_URL="ftp://api.example.vn" is not an http(s) URL: ftp: is not http or https.'],
    ['that is no URL', 'http://[::1', 'API_BASE_URL="http://[::1" is not a URL.'],
    ['with a space in it', 'http://api example.vn', 'API_BASE_URL="http://api example.vn" has a space or a control character in it.'],
    ['with a password', 'https://site:secret@api.example.vn', 'API_BASE_URL="https://site:secret@api.example.vn" has a user name or password in it, which fetch refuses.'],
    ['with a query', 'https://api.example.vn/?key=1', 'API_BASE_URL="https://api.example.vn/?key=1" has a query or a fragment, which would come before the /api/v1/… the site adds.'],
    ['ending in /api/v1', 'https://api.example.vn/api/v1/', 'API_BASE_URL="https://api.example.vn/api/v1/" ends in /api/v1, which the site adds itself.'],
    ['with a line break', 'http://api.\nexample.vn', 'API_BASE_URL="http://api.\\nexample.vn" has a space or a control character in it.'],
  ])('refuses one %s for a production build, saying so', (_case, value, said) => {
    expect(checkApiBaseUrl(value, { demo: false }).problem).toContain(said);
  });

  it('takes an unset one for a demo (its fake backend answers), and checks a set one all the same', () => {
    expect(checkApiBaseUrl(undefined, { demo: true })).toEqual({ origin: undefined });
    expect(checkApiBaseUrl('not-a-url', { demo: true }).problem).toContain('is not an absolute http(s) URL');
    expect(checkApiBaseUrl('http://127.0.0.1:9392', { demo: true })).toEqual({ origin: 'http://127.0.0.1:9392' });
  });

  it('takes a path before /api/v1 (an API behind a proxy), and the scheme in any case', () => {
    expect(checkApiBaseUrl('https://www.example.vn/backend/', { demo: false })).toEqual({ origin: 'https://www.example.vn/backend' });
    expect(checkApiBaseUrl('HTTPS://api.example.vn', { demo: false })).toEqual({ origin: 'HTTPS://api.example.vn' });
  });
});
