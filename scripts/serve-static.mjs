// `npm run serve:static`: a build's browser files as a plain static host serves them (Netlify,
// GitHub Pages, `npx serve -s`), no render server: a path's file (or its `.html`, or its
// `index.html`), else, for a path that names no file of its own (no extension), the root's
// `index.html` (the usual single-page fallback); a missing file is 404, one it could not open (no
// file handle left) 503, to be asked again. For the demo
// (`npm run build:demo`), which renders the pages that show news in the browser
// (docs/deploy.md#a-demo-on-a-static-host). The files are served by srvx's static middleware, which
// the render server uses too: validators (ETag, Last-Modified), ranges, compression, and no file
// left open by a download the browser abandons.
//   --root  the build's browser files (dist/client)
//   --port  where it listens, on 127.0.0.1 (5000)
import './require-node-24.mjs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from 'srvx';
import { staticMiddleware } from 'srvx/static';
import { parsePort, portTakenLine } from './ports.mjs';

const { values } = parseArgs({ options: { root: { type: 'string', default: 'dist/client' }, port: { type: 'string', default: '5000' } } });
const { port, problem } = parsePort(values.port, '--port');
if (problem) {
  console.error(problem);
  process.exit(1);
}
const root = resolve(values.root);
const files = staticMiddleware({ dir: root });
const plain = (status, text, headers = {}) => new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });

/** Whether the root has a file for `pathname` as srvx looks for one (its own, its `.html`, its `index.html`). */
async function hasFile(pathname) {
  let path;
  try {
    path = decodeURI(pathname).replace(/^\/+|\/+$/g, '');
  } catch {
    return false;
  }
  const candidates = path === '' ? ['index.html'] : extname(path) ? [path] : [path, `${path}.html`, `${path}/index.html`];
  const found = await Promise.all(candidates.map((candidate) => stat(join(root, candidate)).then((file) => file.isFile(), () => false)));
  return found.includes(true);
}

/**
 * What srvx did not serve: a 404, or, for a file the root has, a 503 (srvx could not open it: the
 * process has no file handle left), which a browser or a crawler asks for again.
 */
const notServed = async (request) =>
  (await hasFile(new URL(request.url).pathname))
    ? plain(503, 'Service unavailable, try again later.\n', { 'Retry-After': '5', 'Cache-Control': 'no-store' })
    : plain(404, 'Not found\n');

const server = serve({
  port,
  hostname: '127.0.0.1',
  silent: true,
  middleware: [files],
  fetch(request) {
    const { pathname } = new URL(request.url);
    if (extname(pathname)) return notServed(request);
    const shell = new Request(new URL('/', request.url), request);
    return files(shell, () => notServed(shell));
  },
  error(error) {
    console.error(error);
    return new Response('Server error\n', { status: 500, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  },
});
try {
  await server.ready();
} catch (error) {
  if (error.code !== 'EADDRINUSE') throw error;
  console.error(portTakenLine({ port, what: 'the static host', flag: '--port' }));
  process.exit(1);
}
console.log(`Static host of ${values.root} on ${new URL(server.url).origin}`);
