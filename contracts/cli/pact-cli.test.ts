// The official Pact CLI (@pact-foundation/pact-cli) as installed from the npm registry: it runs
// from node_modules, knows every flag our command lines use, and, against a fake Pact Broker on
// loopback, sends what the broker workflow means to send. No real broker runs here.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerCommands, parseBrokerArgs, type BrokerArgs } from './broker-args';
import { consumerName, pactFile, providerName } from '../pact-setup';

const pactBroker = createRequire(import.meta.url).resolve('@pact-foundation/pact-cli/bin/pact-broker.js');
const pactPath = relative(process.cwd(), pactFile);
const version = '0123456789abcdef0123456789abcdef01234567';

function run(program: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, program, {
    env: { ...process.env, PACT_DO_NOT_TRACK: 'true', PACT_BROKER_BASE_URL: '', PACT_BROKER_TOKEN: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return once(child, 'close').then(([code]) => ({ code: code as number, output }));
}
const cli = (argv: string[], env?: Record<string, string>) => run([pactBroker, ...argv], env);

function argvOf(args: BrokerArgs): string[] {
  if (args.kind !== 'run') throw new Error(JSON.stringify(args));
  return args.plan.argv;
}

// A Pact Broker as far as these three commands go: the HAL index, contract publication, the
// matrix for can-i-deploy and a version's deployment link.
interface Seen {
  method: string;
  url: string;
  authorization?: string;
  body: string;
}
let broker: Server;
let brokerUrl: string;
let deployable = true;
const seen: Seen[] = [];

function answer(req: IncomingMessage, body: string): [number, unknown] {
  const url = new URL(req.url!, brokerUrl);
  const json = (status: number, value: unknown): [number, unknown] => [status, value];
  if (req.method === 'GET' && url.pathname === '/') {
    return json(200, { _links: { 'pb:publish-contracts': { href: `${brokerUrl}/contracts/publish` } } });
  }
  if (req.method === 'POST' && url.pathname === '/contracts/publish') {
    const { pacticipantName, pacticipantVersionNumber } = JSON.parse(body) as { pacticipantName: string; pacticipantVersionNumber: string };
    return json(200, {
      logs: [{ level: 'info', message: `Created ${pacticipantName} version ${pacticipantVersionNumber}` }],
      _embedded: { pacticipant: { name: pacticipantName, _links: {} }, version: { number: pacticipantVersionNumber, _links: {} } },
      _links: { self: { href: `${brokerUrl}/contracts/publish` } },
    });
  }
  if (req.method === 'GET' && url.pathname === '/matrix') {
    return json(200, {
      summary: { deployable, reason: deployable ? 'All required verification results are published and successful' : 'The verification failed', success: deployable ? 1 : 0, failed: deployable ? 0 : 1, unknown: 0 },
      matrix: [],
    });
  }
  const versionPath = `/pacticipants/${consumerName}/versions/${version}`;
  if (req.method === 'GET' && url.pathname === versionPath) {
    return json(200, {
      number: version,
      _links: { 'pb:record-deployment': [{ name: 'production', href: `${brokerUrl}${versionPath}/deployed-versions/environment/e1` }] },
    });
  }
  if (req.method === 'POST' && url.pathname === `${versionPath}/deployed-versions/environment/e1`) {
    return json(201, { uuid: 'd1', currentlyDeployed: true });
  }
  return json(404, {});
}

beforeAll(async () => {
  broker = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body });
      const [status, value] = answer(req, body);
      res.writeHead(status, { 'Content-Type': 'application/hal+json' }).end(JSON.stringify(value));
    });
  });
  broker.listen(0, '127.0.0.1');
  await once(broker, 'listening');
  brokerUrl = `http://127.0.0.1:${(broker.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => broker.close(() => done())));

describe('the Pact CLI from node_modules', () => {
  it('runs: pact-broker --help lists the commands of the workflow', async () => {
    const { code, output } = await cli(['--help']);
    expect(code).toBe(0);
    for (const command of brokerCommands) expect(output).toContain(command);
  });

  it('knows every flag our command lines pass', async () => {
    const env = { PACT_BROKER_BASE_URL: 'https://broker.example.vn' };
    for (const command of brokerCommands) {
      const argv = argvOf(parseBrokerArgs(command, command === 'can-i-deploy' ? ['--retry-while-unknown', '1', '--retry-interval', '1'] : [], env, { sha: version, branch: 'main' }, { consumerName, pactFile: pactPath }));
      const { code, output } = await cli([command, '--help']);
      expect(code).toBe(0);
      for (const flag of argv.filter((arg) => arg.startsWith('--'))) expect(output, `${command} ${flag}`).toContain(flag);
    }
  });

  it('publish sends the committed pact as this version and branch, with the token from the environment', async () => {
    seen.length = 0;
    const argv = argvOf(parseBrokerArgs('publish', [], { PACT_BROKER_BASE_URL: brokerUrl }, { sha: version, branch: 'main' }, { consumerName, pactFile: pactPath }));
    const { code, output } = await cli(argv, { PACT_BROKER_TOKEN: 'test-token' });
    expect(code, output).toBe(0);
    expect(output).toMatch(/published successfully/i);
    const publish = seen.find((request) => request.url === '/contracts/publish')!;
    expect(publish.authorization).toBe('Bearer test-token');
    const body = JSON.parse(publish.body) as { contracts: { content: string }[] };
    expect(body).toMatchObject({ pacticipantName: consumerName, pacticipantVersionNumber: version, branch: 'main' });
    expect(body.contracts).toHaveLength(1);
    expect(body.contracts[0]).toMatchObject({ consumerName, providerName, specification: 'pact', contentType: 'application/json' });
    // The CLI re-serialises the pact: the same pact, with its own library versions in the metadata.
    type PactJson = { metadata: { pactSpecification: unknown } };
    const { metadata: sentMetadata, ...sent } = JSON.parse(Buffer.from(body.contracts[0]!.content, 'base64').toString('utf8')) as PactJson;
    const { metadata: fileMetadata, ...committed } = JSON.parse(readFileSync(pactFile, 'utf8')) as PactJson;
    expect(sent).toEqual(committed);
    expect(sentMetadata.pactSpecification).toEqual(fileMetadata.pactSpecification);
  });

  it('can-i-deploy asks about this version and production, and its exit code is the answer', async () => {
    seen.length = 0;
    const argv = argvOf(parseBrokerArgs('can-i-deploy', [], { PACT_BROKER_BASE_URL: brokerUrl }, { sha: version }, { consumerName, pactFile: pactPath }));
    deployable = true;
    const yes = await cli(argv);
    deployable = false;
    const no = await cli(argv);
    expect(yes.code, yes.output).toBe(0);
    expect(no.code, no.output).toBe(1);
    const query = new URL(seen[0]!.url, brokerUrl).searchParams;
    expect(query.get('q[][pacticipant]')).toBe(consumerName);
    expect(query.get('q[][version]')).toBe(version);
    expect(query.get('environment')).toBe('production');
  });

  it('record-deployment records this version in production', async () => {
    seen.length = 0;
    const argv = argvOf(parseBrokerArgs('record-deployment', [], { PACT_BROKER_BASE_URL: brokerUrl }, { sha: version }, { consumerName, pactFile: pactPath }));
    const { code, output } = await cli(argv);
    expect(code, output).toBe(0);
    expect(seen.map((request) => `${request.method} ${request.url}`)).toContain(
      `POST /pacticipants/${consumerName}/versions/${version}/deployed-versions/environment/e1`,
    );
  });

  it('npm run contracts:can-i-deploy runs it, and --dry-run only shows the command', async () => {
    deployable = true;
    const env = { PACT_BROKER_BASE_URL: brokerUrl };
    const [real, dry] = await Promise.all([
      run(['--import', 'tsx', 'contracts/broker.ts', 'can-i-deploy', '--version', version], env),
      run(['--import', 'tsx', 'contracts/broker.ts', 'can-i-deploy', '--dry-run', '--version', version], env),
    ]);
    expect(real.code, real.output).toBe(0);
    expect(real.output).toMatch(/Computer says yes/);
    expect(dry.code, dry.output).toBe(0);
    expect(dry.output).toMatch(/^Dry run, nothing sent\. The Pact CLI runs \(pact-broker [\d.]+\); the real run would be:\n {2}pact-broker can-i-deploy --pacticipant mat-troi-nho-website --version 0123/);
  }, 60_000);
});
