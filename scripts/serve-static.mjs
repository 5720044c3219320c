// `npm run serve:static`: a build's browser files as a plain static host serves them (Netlify,
// GitHub Pages, `npx serve -s`), no render server: a path's file (or its `.html`, or its
// `index.html`), else, for a path that names no file of its own (no extension), the root's
// `index.html` (the usual single-page fallback); a missing file is 404. For the demo
// (`npm run build:demo`), which renders the pages that show news in the browser
// (docs/deploy.md#a-demo-on-a-static-host). The files are served by srvx's static middleware, which
// the render server uses too: validators (ETag, Last-Modified), ranges, compression, and no file
// left open by a download the browser abandons.
//   --root  the build's browser files (dist/client)
//   --port  where it listens, on 127.0.0.1 (5000)
import './require-node-24.mjs';
import { extname, resolve } from 'node:path';
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
const files = staticMiddleware({ dir: resolve(values.root) });
const notFound = () => new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

const server = serve({
  port,
  hostname: '127.0.0.1',
  silent: true,
  middleware: [files],
  fetch(request) {
    const { pathname } = new URL(request.url);
    if (extname(pathname)) return notFound();
    return files(new Request(new URL('/', request.url), request), notFound);
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
