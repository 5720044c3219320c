// The exit codes and streams of `npm run contracts:verify` itself, for the inputs it refuses
// before any verification starts (no backend needed).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';

async function verify(args: string[], env: Record<string, string> = {}) {
  // Node with tsx's loader: what `npm run contracts:verify` (tsx) runs, one process fewer.
  const child = spawn(process.execPath, ['--import', 'tsx', 'contracts/verify-backend.ts', ...args], {
    env: { ...process.env, PACT_BROKER_BASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number];
  return { code, stdout, stderr };
}

describe('npm run contracts:verify', () => {
  it('exits 2 with the reason and the usage on stderr for bad arguments, and 0 with the usage on stdout for --help', async () => {
    // Each bad input's message is covered in verify-args.test.ts; here, how the script reports them.
    const [unknown, swapped, publish, help] = await Promise.all([
      verify(['http://localhost:8080', '--bogus']),
      verify(['--states-url', 'http://localhost:8080/_pact/provider-states']),
      verify(['http://localhost:8080', '--publish']),
      verify(['--help']),
    ]);
    for (const run of [unknown, swapped, publish]) {
      expect(run.code, run.stderr).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/^contracts:verify: .+\n\nUsage: npm run contracts:verify -- <backend base url>/);
    }
    expect(unknown.stderr).toMatch(/Unknown option '--bogus'/);
    expect(swapped.stderr).toMatch(/Missing the backend base URL/);
    expect(publish.stderr).toMatch(/--publish needs --broker/);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run contracts:verify/);
    expect(help.stderr).toBe('');
  }, 30_000);
});
