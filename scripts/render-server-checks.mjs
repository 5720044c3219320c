// What the render server checks as it starts (npm start: start-server.mjs; npm run preview:
// preview.mjs), each said in one plain line: whether the build is a demo (its fake backend inside)
// or production, whether API_BASE_URL is an address a production build can call, and whether the
// API answers there.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const apiBaseUrlExample = 'API_BASE_URL=https://api.mattroinho.edu.vn';

/**
 * The build in `dist`: `{ demo, pagePolicies }` (each static page's CSP, by its file) from the
 * metadata the build writes (scripts/vite/site-files.ts), or `{ problem }`, one line saying what to build.
 */
export function readBuild(dist) {
  if (!existsSync(join(dist, 'server/server.js'))) return { problem: `${dist} holds no build: run npm run build (or npm run build:demo) first` };
  const meta = join(dist, 'meta/build.json');
  if (!existsSync(meta)) return { problem: `${dist} was built before the build said whether it is a demo (no meta/build.json): run npm run build again` };
  const { demo, pagePolicies } = JSON.parse(readFileSync(meta, 'utf8'));
  if (!pagePolicies) return { problem: `${dist} was built before the build listed its static pages' CSP (meta/build.json): run npm run build again` };
  return { demo: demo === true, pagePolicies };
}

/**
 * API_BASE_URL as the render server uses it (src/lib/api/api.ts: trimmed, trailing
 * slashes dropped, `/api/v1/…` appended): `{ origin }` when every call made from it goes to that
 * http(s) origin, else `{ problem }`, one line naming the variable, what is wrong and an example.
 * Unset is right for a demo only (`{ origin: undefined }`), whose fake backend answers.
 */
export function checkApiBaseUrl(value, { demo }) {
  const given = (value ?? '').trim();
  if (!given) {
    if (demo) return { origin: undefined };
    return { problem: `API_BASE_URL is not set: a production build renders the news from the API. Set it to the API's origin, e.g. ${apiBaseUrlExample}` };
  }
  const refuse = (what) => ({ problem: `API_BASE_URL=${JSON.stringify(given)} ${what}. Set it to the API's origin, e.g. ${apiBaseUrlExample}` });
  const scheme = /^([a-z][a-z\d+.-]*:)\/\//i.exec(given)?.[1]?.toLowerCase();
  if (!scheme) {
    // A host, or a host and port, given without the scheme (127.0.0.1:9392, api.example.vn).
    const hostLike = /^[\w.:/-]+$/.test(given) && /^(localhost|[\w-]+(\.[\w-]+)+)(:\d+)?(\/|$)|^[\w.-]+:\d+(\/|$)/i.test(given) && URL.parse(`http://${given}`);
    return refuse(`is not an absolute http(s) URL: it has no http:// or https:// in front${hostLike ? ` (http://${given}?)` : ''}`);
  }
  if (scheme !== 'http:' && scheme !== 'https:') return refuse(`is not an http(s) URL: ${scheme} is not http or https`);
  // The URL parser drops tabs and line breaks, and the address would print over two lines.
  if (/[\s\p{Cc}]/u.test(given)) return refuse('has a space or a control character in it');
  const url = URL.parse(given);
  if (!url) return refuse('is not a URL');
  if (url.username || url.password) return refuse('has a user name or password in it, which fetch refuses');
  if (/[?#]/.test(given)) return refuse('has a query or a fragment, which would come before the /api/v1/… the site adds');
  if (/\/api\/v1$/i.test(url.pathname.replace(/\/+$/, ''))) return refuse('ends in /api/v1, which the site adds itself');
  const origin = given.replace(/\/+$/, '');
  // What the site's client does with it: its calls must land on this origin, under /api/v1/.
  const call = URL.parse(`${origin}/api/v1/news`);
  if (!call || call.origin !== url.origin || !call.pathname.endsWith('/api/v1/news')) return refuse('is not a URL the site can call');
  return { origin };
}

/** The most specific word for a failed request: Node's code (ECONNREFUSED, ENOTFOUND, …) under fetch's "fetch failed". */
function failure(error, timeoutMs) {
  if (error?.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  for (let cause = error?.cause; cause instanceof Error; cause = cause.cause) {
    if (typeof cause.code === 'string') return cause.code;
    if (!(cause.cause instanceof Error)) return cause.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The API's cheapest call: a short list, which an API with any news answers. */
const probePath = '/api/v1/new-categories';

/**
 * One call to the API at `origin`, as the render server makes them (no redirect followed), within
 * `timeoutMs`: the line that says whether it answers. The server serves either way (the API may
 * come up later).
 */
export async function probeApi(origin, timeoutMs = 2000) {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(`${origin}${probePath}`, {
      headers: { Accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (response.ok) return `API ${origin} reachable: GET ${probePath} answered ${response.status} in ${took()} ms`;
    const location = response.headers.get('location');
    const redirect = location ? ` (a redirect to ${location}, which the site does not follow)` : '';
    return `API ${origin} reachable, but GET ${probePath} answered ${response.status}${redirect} in ${took()} ms: news pages answer 503 while it does`;
  } catch (error) {
    return `API ${origin} unreachable: GET ${probePath} failed: ${failure(error, timeoutMs)} after ${took()} ms. News pages answer 503 until it answers; serving meanwhile`;
  }
}
