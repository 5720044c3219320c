// `npm start`: the production render server, over a build of `npm run build` (or --dist <folder>).
// It renders the pages that show news on request (dist/server/server.js, TanStack Start's fetch
// handler) and serves the browser's files and the prerendered pages (dist/client); in production
// nginx serves those itself and passes it the news pages (deploy/nginx, docs/deploy.md).
//   --port (or PORT)  the port to listen on (3000); the flag wins
//   HOST          the address to listen on (every address)
//   API_BASE_URL  the news API's origin, e.g. https://api.mattroinho.edu.vn (a demo build has its own)
//   PAGE_CACHE_SECONDS  how long nginx keeps a rendered page fresh (60)
// Before it serves, a production build's API_BASE_URL must be an http(s) origin, or it says what is
// wrong in one line and exits with 1; it then prints where it listens, and asks the API once
// whether it answers (render-server-checks.mjs): an API that does not answer yet is said, and served
// meanwhile (its news pages answer 503 until it does).
// It runs with a heap of 256 MB however it is started (npm start, serve:nginx, the tests, the image):
// started without --max-old-space-size, it runs itself again with it. One given on purpose (the
// render benchmark's --heap) is kept.
import './require-node-24.mjs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { serve } from 'srvx';
import { staticMiddleware } from 'srvx/static';
import { parsePort, portTakenLine } from './ports.mjs';
import { checkApiBaseUrl, probeApi, readBuild } from './render-server-checks.mjs';
import { endWithParent, runAgain } from './run-again.mjs';
import { securityHeaders } from './security-headers.mjs';

// What is wrong with the settings is said before anything else starts.
const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' }, port: { type: 'string' } } });
const dist = resolve(values.dist);
const { port, problem: portProblem } = values.port === undefined ? parsePort(process.env.PORT || '3000', 'PORT') : parsePort(values.port, '--port');
const build = readBuild(dist);
const api = build.problem ? {} : checkApiBaseUrl(process.env.API_BASE_URL, { demo: build.demo });
const problems = [portProblem, build.problem, api.problem].filter(Boolean);
if (problems.length) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}

const heapFlag = '--max-old-space-size';
const heapMegabytes = 256;
if (![...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((flag) => flag.startsWith(heapFlag))) {
  await runAgain({ execArgv: [...process.execArgv, `${heapFlag}=${heapMegabytes}`] });
}
endWithParent();

const { default: site } = await import(pathToFileURL(join(dist, 'server/server.js')).href);

const assetsPrefix = '/assets/';
const hashedAssets = staticMiddleware({ dir: join(dist, 'client'), maxAge: 31536000, immutable: true });
const otherFiles = staticMiddleware({ dir: join(dist, 'client') });
// Files of the build that are not the site's: nginx's not-found pages (and their folders' names,
// /404 and /en/404), the demo's copy of the shell for static hosts (index.html, never the home
// page, which is rendered) and anything hidden. Their addresses get the not-found page. The app
// shell is answered: the service worker keeps it.
const notSiteFiles = /^\/(\.|_(?!shell\.html$)|(en\/)?404(\.html)?$|index\.html$|$)/;
// A page's file is not a second address of the page: /gioi-thieu/index.html is /gioi-thieu (as at nginx).
const pageFile = /^(\/.+)\/index\.html$/;
// A file has one address: a path of single slashes, nothing percent-encoded. Any other path goes to
// the site, which answers it as nginx does (src/server/request-guard.ts). A backslash, which the
// URL parser reads as a slash and nginx does not, is passed on as `%5C`: no page has it.
const fileAddress = /^(\/[\w.~-]+)+$/;

/**
 * A static page gets the CSP nginx gives it (its own inline scripts' hashes, from the build's
 * metadata), so the site runs under one policy whichever serves it; a rendered page has its own.
 */
const { pagePolicies } = build;
function withPagePolicy(pathname, response) {
  // A page's file is its address's index.html; the app shell is asked for by its file.
  const file = [`${pathname}/index.html`, pathname].find((name) => name in pagePolicies);
  if (file && response.headers.get('content-type')?.startsWith('text/html')) response.headers.set('Content-Security-Policy', pagePolicies[file]);
  return response;
}

/** A missing hashed file is a plain 404 no one keeps, never a page (as at nginx). */
const missingAsset = () => new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * What nginx adds to every answer (deploy/nginx): the security headers, and `no-cache` where the
 * answer says nothing of caching (a static page or file: checked on every visit). Set on the answer
 * itself: rebuilt around its body, a file's answer is Node's Response over srvx's file stream, which
 * closes its stream twice when the visitor leaves mid-file, and that throw ended the process.
 */
function withSiteHeaders(response) {
  const { headers } = response;
  for (const [name, value] of Object.entries(securityHeaders)) if (!headers.has(name)) headers.set(name, value);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-cache');
  return response;
}

/** The build's files, as nginx serves them; anything else to the site. */
async function files(request, next) {
  const sent = request.runtime?.node?.req.url ?? '';
  const [sentPath = ''] = sent.split('?', 1);
  if (sentPath.includes('\\')) {
    const url = new URL(request.url);
    url.pathname = sentPath.replaceAll('\\', '%5C');
    return site.fetch(new Request(url, { method: request.method, headers: request.headers, signal: request.signal }));
  }
  const { pathname, search } = new URL(request.url);
  const page = pageFile.exec(pathname)?.[1];
  if (page && fileAddress.test(pathname)) return new Response(null, { status: 301, headers: { Location: `${page}${search}` } });
  if (notSiteFiles.test(pathname) || !fileAddress.test(pathname)) return next();
  if (pathname.startsWith(assetsPrefix)) return hashedAssets(request, missingAsset);
  return withPagePolicy(pathname, await otherFiles(request, next));
}

const server = serve({
  port,
  hostname: process.env.HOST || undefined,
  gracefulShutdown: true,
  // srvx's own lines are left out: where it listens is printed below with the API's address, and
  // an error no handler caught is logged by `error`.
  silent: true,
  error(error) {
    console.error('Unhandled error in the render server:', error);
    return new Response(null, { status: 500 });
  },
  middleware: [async (request, next) => withSiteHeaders(await files(request, next))],
  fetch: site.fetch,
});
try {
  await server.ready();
} catch (error) {
  if (error.code !== 'EADDRINUSE') throw error;
  console.error(portTakenLine({ port, what: 'the render server', flag: '--port', variable: 'PORT' }));
  process.exit(1);
}
const address = new URL(server.url);
const everyAddress = ['[::]', '0.0.0.0'].includes(address.hostname);
if (everyAddress) address.hostname = 'localhost';
console.log(`Render server on ${address.origin} (${everyAddress ? 'every address; ' : ''}API ${api.origin ?? "the demo's fake backend, inside it"})`);
if (api.origin) console.log(await probeApi(api.origin));
