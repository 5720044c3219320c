import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeBackendDay } from '../tests/e2e/servers';
import { call, reachRealServers } from '../tests/setup/http-call';
import { manyRecords } from './db/many/generate';

reachRealServers();

async function stop(children: ChildProcess[]) {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill();
    await once(child, 'exit');
  }
}

/** `npm run mock:server` with these environment variables (on a free port unless they say) and arguments. */
function startScript(env: Record<string, string> = {}, args: string[] = []) {
  const { MOCK_ALLOWED_ORIGINS: _inherited, ...inherited } = process.env;
  return spawn('node_modules/.bin/tsx', ['mocks/server.ts', ...args], {
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Fake backend on (http:\/\/\S+)\/api\/v1/.exec(output)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code) => reject(new Error(`mock server exited with ${code}`)));
  });
}

const allowOrigin = async (url: string, origin: string) =>
  (await call(`${url}/api/v1/new-categories`, { headers: { Origin: origin } })).headers['access-control-allow-origin'];

// Starting the script through tsx takes a few seconds of CPU, and over 30 s with a second run of the
// suite beside CI's browser lane: one server serves every test that needs no setting of its own, and
// each start may take up to a minute.
describe('npm run mock:server with MOCK_SCENARIO=many, MOCK_TODAY and no MOCK_ALLOWED_ORIGINS', { timeout: 60_000 }, () => {
  const started: ChildProcess[] = [];
  let url: string;
  beforeAll(async () => {
    const child = startScript({ MOCK_SCENARIO: 'many', MOCK_LATENCY: '0', MOCK_TODAY: fakeBackendDay });
    started.push(child);
    url = await listeningUrl(child);
  }, 60_000);
  afterAll(() => stop(started));

  it('lets only loopback origins read answers', async () => {
    expect(await allowOrigin(url, 'http://localhost:4180')).toBe('http://localhost:4180');
    expect(await allowOrigin(url, 'http://127.0.0.1:4391')).toBe('http://127.0.0.1:4391');
    expect(await allowOrigin(url, 'https://evil.example')).toBeUndefined();
  });

  it("answers the generator's 600 articles as served on MOCK_TODAY, 100 pages of 6, the same ids as in every other process serving that day", async () => {
    const { body } = await call(`${url}/api/v1/news?current=1&pageSize=6`);
    const page = JSON.parse(body) as { news: { _id: string }[]; totalPages: number };
    expect(page.totalPages).toBe(100);
    expect(page.news.map((article) => article._id)).toEqual(manyRecords(fakeBackendDay).articles.slice(0, 6).map((article) => article._id));
  });
});

describe('npm run mock:server: MOCK_ALLOWED_ORIGINS', { timeout: 60_000 }, () => {
  const started: ChildProcess[] = [];
  const startWith = (env: Record<string, string>) => {
    const child = startScript(env);
    started.push(child);
    return child;
  };
  afterEach(() => stop(started));

  it('lets exactly the listed origins read answers, and no others', async () => {
    const url = await listeningUrl(startWith({ MOCK_ALLOWED_ORIGINS: 'https://mattroinho.edu.vn, https://www.mattroinho.edu.vn/' }));
    expect(await allowOrigin(url, 'https://mattroinho.edu.vn')).toBe('https://mattroinho.edu.vn');
    expect(await allowOrigin(url, 'https://www.mattroinho.edu.vn')).toBe('https://www.mattroinho.edu.vn');
    expect(await allowOrigin(url, 'http://localhost:4180')).toBeUndefined();
  });

  it('refuses to start with an entry that is not an origin, and says which', async () => {
    const child = startWith({ MOCK_ALLOWED_ORIGINS: 'https://mattroinho.edu.vn,localhost:4180' });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    await expect(listeningUrl(child)).rejects.toThrow('mock server exited with 1');
    expect(errors).toContain("MOCK_ALLOWED_ORIGINS: 'localhost:4180' is not an origin");
  });
});

describe('npm run mock:server: its port', { timeout: 60_000 }, () => {
  it('takes --port over PORT, and says in one line when that port is taken and how to choose another', async () => {
    const holder = createServer().listen(0, '127.0.0.1');
    await once(holder, 'listening');
    const { port } = holder.address() as AddressInfo;
    try {
      const child = startScript({ PORT: '0' }, ['--port', String(port)]);
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      await expect(listeningUrl(child)).rejects.toThrow('mock server exited with 1');
      expect(errors).toBe(`Port ${port} is taken, so the fake backend cannot listen there: stop what holds it, or choose another port with --port <port> (or PORT=<port>)\n`);
    } finally {
      holder.close();
    }
  });
});
