import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPortFree, parsePort } from './ports.mjs';

const run = promisify(execFile);

describe('a port asked for with a flag or a variable', () => {
  test.prop([fc.oneof(fc.string({ maxLength: 8 }), fc.integer({ min: -10, max: 70_000 }).map(String))])(
    'is a whole number from 0 to 65535, or refused in one line naming the flag and what was given',
    (value) => {
      const parsed = parsePort(value, '--port');
      if (parsed.problem === undefined) {
        expect(Number.isInteger(parsed.port) && parsed.port >= 0 && parsed.port <= 65_535).toBe(true);
        expect(parsed.port).toBe(Number(value));
        return;
      }
      expect(parsed.problem).toBe(`--port must be a port number from 0 to 65535, not ${JSON.stringify(value)}`);
    },
  );
});

describe('a port another server holds', () => {
  const holder = createServer();
  let port = 0;
  beforeAll(async () => {
    holder.listen(0, '127.0.0.1');
    await once(holder, 'listening');
    port = (holder.address() as AddressInfo).port;
  });
  afterAll(() => void holder.close());

  it('is not free, on its address and on every address', async () => {
    expect(await isPortFree(port, '127.0.0.1')).toBe(false);
    expect(await isPortFree(port)).toBe(false);
  });

  // The benchmark builds for about a minute before it starts its servers: it checks them first.
  // (Given a build that is not there, so that it could not build were the check gone.)
  it.each([
    ['--port', 'nginx'],
    ['--render-port', 'the render server'],
    ['--api-port', 'the fake backend'],
  ])('stops npm run bench before anything else when %s is taken, saying whose port it is and the flag', async (flag, what) => {
    const free = { '--port': '0', '--render-port': '0', '--api-port': '0' };
    const args = [...Object.entries({ ...free, [flag]: String(port) }).flat(), '--dist', 'node_modules/.no-build-here'];
    const failure = await run(process.execPath, ['scripts/bench.mjs', ...args]).then(
      () => ({ code: 0, stdout: 'it ran', stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure).toMatchObject({
      code: 1,
      stdout: '',
      stderr: `Port ${port} is taken, so ${what} cannot listen there: stop what holds it, or choose another port with ${flag} <port>\n`,
    });
  }, 30_000);
});
