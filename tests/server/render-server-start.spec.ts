import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { renderServerExit, startRenderServer } from '../setup/render-server-process';
import { testSites } from '../test-sites';

// `npm start` (scripts/start-server.mjs) over the built test sites: what it says as it starts, on a
// good and a bad configuration, and the one line it logs for each call to the API that fails.

const production = testSites.production.outDir;
const example = 'Set it to the API\'s origin, e.g. API_BASE_URL=https://api.mattroinho.edu.vn';

async function listening<T extends Server | ReturnType<typeof createHttpServer>>(server: T): Promise<T & { port: number }> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return Object.assign(server, { port: (server.address() as AddressInfo).port });
}

/** The lines of a stream's text, without the last (empty) one. */
const lines = (text: string) => text.split('\n').filter(Boolean);

test('a production build refuses to start without API_BASE_URL, or with one that is no http(s) origin, in one line that names it, and exits with 1', async () => {
  const refusals = await Promise.all(
    [undefined, 'not-a-url', '127.0.0.1:9392', 'ftp://api.example', 'https://api.example/api/v1'].map(async (value) => ({
      value,
      ...(await renderServerExit(production, { env: { API_BASE_URL: value, PORT: '0' } })),
    })),
  );
  expect(refusals.map(({ value, code, stdout, stderr }) => ({ value, code, stdout, stderr: lines(stderr) }))).toEqual([
    { value: undefined, code: 1, stdout: '', stderr: [`API_BASE_URL is not set: a production build renders the news from the API. ${example}`] },
    {
      value: 'not-a-url',
      code: 1,
      stdout: '',
      stderr: [`API_BASE_URL="not-a-url" is not an absolute http(s) URL: it has no http:// or https:// in front. ${example}`],
    },
    {
      value: '127.0.0.1:9392',
      code: 1,
      stdout: '',
      stderr: [`API_BASE_URL="127.0.0.1:9392" is not an absolute http(s) URL: it has no http:// or https:// in front (http://127.0.0.1:9392?). ${example}`],
    },
    { value: 'ftp://api.example', code: 1, stdout: '', stderr: [`API_BASE_URL="ftp://api.example" is not an http(s) URL: ftp: is not http or https. ${example}`] },
    {
      value: 'https://api.example/api/v1',
      code: 1,
      stdout: '',
      stderr: [`API_BASE_URL="https://api.example/api/v1" ends in /api/v1, which the site adds itself. ${example}`],
    },
  ]);
});

test('a demo build starts without API_BASE_URL: its fake backend is inside it', async () => {
  const server = await startRenderServer(testSites.demo.outDir, '');
  try {
    expect(lines(server.stdout())).toEqual([`Render server on ${server.url} (API the demo's fake backend, inside it)`]);
    expect((await fetch(`${server.url}/tin-tuc`)).status).toBe(200);
  } finally {
    await server.stop();
  }
});

test('a port that is taken, or that is no port, is said in one line naming the flag, and it exits with 1', async () => {
  const holder = await listening(createServer());
  try {
    const [taken, notAPort] = await Promise.all([
      renderServerExit(production, { env: { API_BASE_URL: 'http://127.0.0.1:9' }, args: ['--port', String(holder.port)] }),
      renderServerExit(production, { env: { API_BASE_URL: 'http://127.0.0.1:9', PORT: '3000' }, args: ['--port', 'http'] }),
    ]);
    expect({ code: taken.code, stderr: lines(taken.stderr) }).toEqual({
      code: 1,
      stderr: [`Port ${holder.port} is taken, so the render server cannot listen there: stop what holds it, or choose another port with --port <port> (or PORT=<port>)`],
    });
    expect({ code: notAPort.code, stderr: lines(notAPort.stderr) }).toEqual({ code: 1, stderr: ['--port must be a port number from 0 to 65535, not "http"'] });
  } finally {
    holder.close();
  }
});

test('with an API that is not up, it says so as it starts, serves, and logs one line for each call that fails', async () => {
  // Nothing listens on port 2: below the ports handed out as free ones, and not one fetch refuses to call (9 is).
  const api = 'http://127.0.0.1:2';
  const server = await startRenderServer(production, api);
  try {
    await expect.poll(() => lines(server.stdout())).toEqual([
      `Render server on ${server.url} (API ${api})`,
      expect.stringMatching(
        new RegExp(`^API ${api} unreachable: GET /api/v1/new-categories failed: ECONNREFUSED after \\d+ ms\\. News pages answer 503 until it answers; serving meanwhile$`),
      ),
    ]);
    expect((await fetch(`${server.url}/gioi-thieu`)).status).toBe(200);
    expect((await fetch(`${server.url}/tin-tuc`)).status).toBe(503);
    // The news list's three calls, each once.
    await expect
      .poll(() => lines(server.stderr()).map((line) => line.replace(/ after \d+ ms$/, ' after N ms')).sort())
      .toEqual([
        `API GET ${api}/api/v1/new-categories failed: ECONNREFUSED after N ms`,
        `API GET ${api}/api/v1/news/hot failed: ECONNREFUSED after N ms`,
        `API GET ${api}/api/v1/news?current=1&pageSize=6 failed: ECONNREFUSED after N ms`,
      ]);
  } finally {
    await server.stop();
  }
});

test('with an API that answers an error, it says the status as it starts and for each call; an article the API does not have, or a call its visitor gave up, is not logged', async () => {
  // Answers 500, but 404 for a missing article, and holds a call for an article until the render server lets go of it.
  const held: Promise<void>[] = [];
  const api = await listening(
    createHttpServer((request, response) => {
      if (request.url === '/api/v1/news/missing') return void response.writeHead(404, { 'Content-Type': 'application/json' }).end('{}');
      if (!request.url?.startsWith('/api/v1/news/held')) return void response.writeHead(500).end();
      request.on('error', () => {}); // the render server goes away: that is what this waits for
      held.push(new Promise((resolve) => request.socket.once('close', resolve)));
    }),
  );
  const apiUrl = `http://127.0.0.1:${api.port}`;
  const server = await startRenderServer(production, apiUrl);
  try {
    await expect
      .poll(() => lines(server.stdout())[1])
      .toMatch(new RegExp(`^API ${apiUrl} reachable, but GET /api/v1/new-categories answered 500 in \\d+ ms: news pages answer 503 while it does$`));

    // A visitor who leaves while the article is asked for: the render server drops its call.
    const visitor = new AbortController();
    const page = fetch(`${server.url}/tin-tuc/held`, { signal: visitor.signal }).catch(() => 'left');
    await expect.poll(() => held.length).toBe(1);
    visitor.abort();
    expect(await page).toBe('left');
    await held[0];

    expect((await fetch(`${server.url}/tin-tuc/missing`)).status).toBe(404);
    expect((await fetch(`${server.url}/tin-tuc/other`)).status).toBe(503);
    await expect.poll(() => lines(server.stderr()).map((line) => line.replace(/ after \d+ ms$/, ' after N ms'))).toEqual([
      `API GET ${apiUrl}/api/v1/news/other failed: HTTP 500 after N ms`,
    ]);
  } finally {
    await server.stop();
    api.closeAllConnections();
    api.close();
  }
});

test('npm run preview of a production build without API_BASE_URL says what it needs and how to run it, and stops', async () => {
  const { API_BASE_URL: _unset, ...env } = process.env;
  const preview = await promisify(execFile)(process.execPath, ['scripts/preview.mjs'], { env: { ...env, SITE_OUT_DIR: production } }).then(
    () => ({ code: 0, stderr: 'it started' }),
    (error: { code: number; stderr: string }) => error,
  );
  expect({ code: preview.code, stderr: lines(preview.stderr) }).toEqual({
    code: 1,
    stderr: [
      `API_BASE_URL is not set: a production build renders the news from the API. ${example}`,
      'To preview with the fake backend as the API: `npm run mock:server -- --port 9392` in another terminal, then ' +
        '`API_BASE_URL=http://127.0.0.1:9392 npm run preview` (build with VITE_API_BASE_URL=http://127.0.0.1:9392 for the browser to reach it too), ' +
        'or preview a demo: `npm run build:demo && npm run preview`',
    ],
  });
});
