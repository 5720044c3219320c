// `npm run serve:static`: a build's browser files as a plain static host serves them (Netlify,
// GitHub Pages, `npx serve -s`), no render server: a path's file, else its `index.html`, else the
// root's `index.html` (the usual single-page fallback). For the demo (`npm run build:demo`), which
// renders the pages that show news in the browser (docs/deploy.md#a-demo-on-a-static-host).
//   --root  the build's browser files (dist/client)
//   --port  where it listens, on 127.0.0.1 (5000)
import './require-node-24.mjs';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { root: { type: 'string', default: 'dist/client' }, port: { type: 'string', default: '5000' } } });
const root = resolve(values.root);

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

async function isFile(path) {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/** The file a static host answers for a path, or null. */
async function fileFor(pathname) {
  const path = join(root, decodeURIComponent(pathname));
  if (path !== root && !path.startsWith(root + sep)) return null;
  for (const candidate of [path, join(path, 'index.html'), join(root, 'index.html')]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

createServer(async (request, response) => {
  const file = await fileFor(new URL(request.url ?? '/', 'http://localhost').pathname).catch(() => null);
  if (!file) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
}).listen(Number(values.port), '127.0.0.1');
