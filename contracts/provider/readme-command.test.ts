// The command contracts/README.md gives the backend team, run as written against `npm run
// mock:server`: the fake backend is their reference, provider-state endpoint included.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: ChildProcess | undefined;
let baseUrl: string;

/** What `npm run mock:server` runs, started by its own binary (so this PID is the server's) on a free port. */
function startMockServer(): Promise<string> {
  const child = spawn('node_modules/.bin/tsx', ['mocks/server.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', MOCK_LATENCY: '0', MOCK_SCENARIO: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Fake backend on (http:\/\/\S+)\/api\/v1/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => reject(new Error(`mock server exited with ${code}:\n${output}`)));
  });
}

function run(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(command, args, { env: { ...process.env, PACT_DO_NOT_TRACK: 'true', PACT_BROKER_BASE_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return once(child, 'close').then(([code]) => ({ code: code as number | null, output }));
}

// eslint-disable-next-line no-control-regex -- the report's colours
const withoutColours = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

beforeAll(async () => {
  baseUrl = await startMockServer();
}, 60_000);

afterAll(async () => {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  server.kill();
  await once(server, 'exit');
});

describe('the README command, against npm run mock:server over HTTP', () => {
  it('npm run contracts:verify -- --providerBaseUrl <url> --providerStatesSetupUrl <url>/_pact/provider-states passes', async () => {
    const args = ['run', '-s', 'contracts:verify', '--', '--providerBaseUrl', baseUrl, '--providerStatesSetupUrl', `${baseUrl}/_pact/provider-states`];
    const { code, output } = await run('npm', args);
    // The exit code is the verdict; Pact's report explains a failure.
    expect(code, `npm ${args.join(' ')}\n${output}`).toBe(0);
    expect(withoutColours(output)).toContain('Verifying a pact between mat-troi-nho-website and mat-troi-nho-news-api');
  });

  it('without --providerStatesSetupUrl, verifies the data as it is and fails what it lacks', async () => {
    const args = ['run', '-s', 'contracts:verify', '--', '--providerBaseUrl', baseUrl];
    const { code, output } = await run('npm', args);
    expect(code, `npm ${args.join(' ')}\n${output}`).toBe(1);
    // The written seed has articles, so the list 'when there is none' fails, named in Pact's report.
    expect(withoutColours(output)).toMatch(/^\d+\) Verifying a pact between .* - a request for news when there is none$/m);
  });
});
