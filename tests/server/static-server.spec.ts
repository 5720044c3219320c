import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// `npm run serve:static` itself (docs/deploy.md#a-demo-on-a-static-host), on a folder of its own;
// static-host.spec.ts visits the demo it serves.
const port = 47_913;
const origin = `http://127.0.0.1:${port}`;
const root = mkdtempSync(join(tmpdir(), 'serve-static-'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>Shell</title>');
mkdirSync(join(root, 'gioi-thieu'));
writeFileSync(join(root, 'gioi-thieu', 'index.html'), '<!doctype html><title>Giới thiệu</title>');
// Larger than a socket's buffers take at once: the server is still reading it when the browser goes.
const brochureBytes = 4 * 1024 * 1024;
writeFileSync(join(root, 'brochure.pdf'), Buffer.alloc(brochureBytes, 7));

/** A download the browser abandons as soon as the answer starts. */
function abandonedDownload() {
  return new Promise<void>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('GET /brochure.pdf HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    socket.once('data', () => socket.destroy());
    socket.once('close', () => resolve());
  });
}

// One server for the file's tests, which run in order in one worker.
test.describe.configure({ mode: 'default' });

let server: ChildProcess;
let stderr = '';
const openFiles = () => readdirSync(`/proc/${server.pid}/fd`).length;

test.beforeAll(async () => {
  // Few files allowed, as on a small host: a file left open per abandoned download soon runs out.
  server = spawn('sh', ['-c', `ulimit -n 96 && exec "${process.execPath}" scripts/serve-static.mjs --root "${root}" --port ${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // It says where it serves once it listens.
  await once(server.stdout!, 'data');
});

test.afterAll(() => {
  server.kill();
});

test('serve:static answers a file, a page by its address, the shell for any other page, and 404 for a missing file', async () => {
  const answer = async (path: string) => {
    const response = await fetch(`${origin}${path}`);
    return `${response.status} ${await response.text()}`;
  };
  expect(await answer('/')).toBe('200 <!doctype html><title>Shell</title>');
  expect(await answer('/gioi-thieu')).toBe('200 <!doctype html><title>Giới thiệu</title>');
  expect(await answer('/tin-tuc/abc')).toBe('200 <!doctype html><title>Shell</title>');
  expect(await answer('/assets/gone-since-the-deploy.js')).toBe('404 Not found\n');
});

test('serve:static leaves no file open after downloads the browser abandons, and goes on serving', async () => {
  const before = openFiles();
  for (let download = 0; download < 300; download++) await abandonedDownload();
  // The last streams close as their sockets do: the count settles within a moment.
  await expect.poll(openFiles).toBeLessThanOrEqual(before + 2);
  const response = await fetch(`${origin}/brochure.pdf`);
  expect(response.status).toBe(200);
  expect((await response.arrayBuffer()).byteLength).toBe(brochureBytes);
  expect(server.exitCode).toBeNull();
  expect(stderr).toBe('');
});

/** A keep-alive connection's next answer's status line for `path`, or what ended it. */
function ask(socket: Socket, path: string) {
  return new Promise<string>((resolve) => {
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString();
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      resolve(head.split('\r\n')[0]!);
    };
    socket.on('data', onData);
    socket.once('close', () => resolve(`closed ${head}`));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  });
}

test('serve:static answers 503, not 404, for a file it has but cannot open (no file handle left), and serves it again once it can', async () => {
  // Connections that stay open, each taking a file handle, until the host has none left to take
  // another (it closes that one at once).
  const connections: Socket[] = [];
  try {
    for (let full = false; !full && connections.length < 500; ) {
      const socket = connect(port, '127.0.0.1');
      await once(socket, 'connect');
      connections.push(socket);
      full = await Promise.race([once(socket, 'close').then(() => true), new Promise<boolean>((resolve) => setTimeout(resolve, 50, false))]);
    }
    expect(connections.length).toBeLessThan(500);
    expect(await ask(connections[0]!, '/gioi-thieu')).toMatch(/^HTTP\/1\.1 503 /);
  } finally {
    for (const socket of connections) socket.destroy();
  }
  // Once the connections are gone (the host may turn one away meanwhile).
  await expect.poll(() => fetch(`${origin}/gioi-thieu`).then((response) => response.status, () => 0)).toBe(200);
  expect(server.exitCode).toBeNull();
});
