import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
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
