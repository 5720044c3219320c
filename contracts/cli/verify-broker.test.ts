// `contracts:verify --broker [--publish]` against a fake Pact Broker on loopback: which pacts it
// asks for, and that results go back to the broker only with --publish. The fake broker also plays
// the backend (it answers 404 to the API), so every interaction fails: this is about the broker
// conversation, not the backend.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pactFile, providerName } from '../pact-setup';

interface Seen {
  method: string;
  path: string;
  body: string;
}
let server: Server;
let url: string;
/** Requests by bearer token: each run below has its own. */
const seen = new Map<string, Seen[]>();

beforeAll(async () => {
  const pact = JSON.parse(readFileSync(pactFile, 'utf8')) as Record<string, unknown>;
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = new URL(req.url!, url).pathname;
      const token = req.headers.authorization?.replace('Bearer ', '') ?? 'backend';
      seen.set(token, [...(seen.get(token) ?? []), { method: req.method!, path, body }]);
      const json = (status: number, value: unknown) => res.writeHead(status, { 'Content-Type': 'application/hal+json' }).end(JSON.stringify(value));
      const forVerification = `/pacts/provider/${providerName}/for-verification`;
      if (path === '/') return json(200, { _links: { 'pb:provider-pacts-for-verification': { href: `${url}/pacts/provider/{provider}/for-verification`, templated: true } } });
      if (path === forVerification && req.method === 'GET') return json(200, { _links: { self: { href: `${url}${forVerification}` } } });
      if (path === forVerification) {
        return json(200, { _embedded: { pacts: [{ shortDescription: 'latest from main', verificationProperties: { pending: false, notices: [] }, _links: { self: { href: `${url}/pacts/1`, name: 'pact' } } }] } });
      }
      if (path === '/pacts/1') {
        return json(200, { ...pact, _links: { 'pb:publish-verification-results': { href: `${url}/pacts/1/verification-results` }, 'pb:provider': { href: `${url}/pacticipants/${providerName}` } } });
      }
      if (path === `/pacticipants/${providerName}`) {
        return json(200, { _links: { 'pb:branch-version': { href: `${url}/pacticipants/${providerName}/branches/{branch}/versions/{version}`, templated: true } } });
      }
      if (req.method === 'PUT' || path === '/pacts/1/verification-results') return json(201, {});
      return json(404, { message: 'not found' });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

async function verify(token: string, args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'contracts/verify-backend.ts', url, '--broker', ...args], {
    env: { ...process.env, PACT_BROKER_BASE_URL: url, PACT_BROKER_TOKEN: token, PACT_DO_NOT_TRACK: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number];
  return { code, output };
}

describe('npm run contracts:verify -- <url> --broker', () => {
  it('asks for the main branch and deployed or released pacts, and publishes results only with --publish', async () => {
    const [quiet, publishing] = await Promise.all([
      verify('quiet', []),
      verify('publishing', ['--publish', '--provider-version', 'be1234', '--provider-branch', 'main']),
    ]);
    for (const [token, run] of [['quiet', quiet], ['publishing', publishing]] as const) {
      expect(run.code, run.output).toBe(1);
      expect(run.output).toMatch(/^FAIL {2}a request for the news categories\n {8}status: expected 200, got 404$/m);
      const selection = seen.get(token)!.find((r) => r.method === 'POST' && r.path.endsWith('/for-verification'))!;
      expect(JSON.parse(selection.body)).toMatchObject({ consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }] });
    }
    expect(seen.get('quiet')!.filter((r) => r.path.includes('verification-results') || r.method === 'PUT')).toEqual([]);
    expect(quiet.output).not.toMatch(/Results sent/);

    const requests = seen.get('publishing')!;
    expect(requests).toContainEqual({ method: 'PUT', path: `/pacticipants/${providerName}/branches/main/versions/be1234`, body: '{}' });
    const results = requests.find((r) => r.path === '/pacts/1/verification-results')!;
    expect(JSON.parse(results.body)).toMatchObject({ providerApplicationVersion: 'be1234', success: false });
    expect(publishing.output).toMatch(/^Results sent to the broker as version be1234 on branch main\.$/m);
  }, 90_000);
});
