// contracts:publish, contracts:can-i-deploy, contracts:record-deployment: the pact-broker command
// lines they run (pact-cli.test.ts runs such lines with the real CLI against a fake broker).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pactFileProblem, parseBrokerArgs, publishRefusal, showCommand, type BrokerArgs } from './broker-args';
import { consumerName, pactFile, providerName } from '../pact-setup';

const sha = 'f34a2f51dd6fde8c6c864bcc5a67e8abcc627180';
const git = { sha, branch: 'main' };
const env = { PACT_BROKER_BASE_URL: 'https://broker.example.vn', PACT_BROKER_TOKEN: 'secret' };
const pact = { consumerName: 'mat-troi-nho-website', pactFile: 'contracts/pacts/p.json' };

function argv(args: BrokerArgs): string[] {
  if (args.kind !== 'run') throw new Error(`expected a plan, got ${JSON.stringify(args)}`);
  return args.plan.argv;
}
function usageError(args: BrokerArgs): string {
  if (args.kind !== 'usage-error') throw new Error(`expected a usage error, got ${JSON.stringify(args)}`);
  return args.message;
}

describe('broker workflow command lines', () => {
  it('publish: the pact file as the current commit and branch', () => {
    expect(argv(parseBrokerArgs('publish', [], env, git, pact))).toEqual([
      'publish',
      'contracts/pacts/p.json',
      '--broker-base-url',
      'https://broker.example.vn',
      '--consumer-app-version',
      sha,
      '--branch',
      'main',
    ]);
  });

  it('publish: --version and --branch override git, in any order; a detached checkout needs --branch', () => {
    expect(argv(parseBrokerArgs('publish', ['--branch', 'release', '--version', 'v1'], env, git, pact))).toEqual(
      expect.arrayContaining(['--consumer-app-version', 'v1', '--branch', 'release']),
    );
    expect(usageError(parseBrokerArgs('publish', [], env, { sha, branch: 'HEAD' }, pact))).toMatch(/detached.*--branch/);
    expect(argv(parseBrokerArgs('publish', ['--branch', 'main'], env, { sha, branch: 'HEAD' }, pact))).toContain('main');
    expect(usageError(parseBrokerArgs('publish', [], env, {}, pact))).toMatch(/not in a git checkout/);
  });

  it('can-i-deploy: this version to production, or another environment, with optional retries', () => {
    expect(argv(parseBrokerArgs('can-i-deploy', [], env, git, pact))).toEqual([
      'can-i-deploy',
      '--pacticipant',
      'mat-troi-nho-website',
      '--version',
      sha,
      '--to-environment',
      'production',
      '--broker-base-url',
      'https://broker.example.vn',
    ]);
    expect(
      argv(parseBrokerArgs('can-i-deploy', ['--retry-interval', '10', '--to-environment', 'staging', '--retry-while-unknown', '6'], env, git, pact)),
    ).toEqual(expect.arrayContaining(['--to-environment', 'staging', '--retry-while-unknown', '6', '--retry-interval', '10']));
    expect(usageError(parseBrokerArgs('can-i-deploy', ['--retry-while-unknown', 'lots'], env, git, pact))).toMatch(/whole number/);
  });

  it('record-deployment: this version to production, or another environment', () => {
    expect(argv(parseBrokerArgs('record-deployment', ['--version', 'v1'], env, git, pact))).toEqual([
      'record-deployment',
      '--pacticipant',
      'mat-troi-nho-website',
      '--version',
      'v1',
      '--environment',
      'production',
      '--broker-base-url',
      'https://broker.example.vn',
    ]);
    expect(argv(parseBrokerArgs('record-deployment', ['--environment', 'staging'], env, git, pact))).toContain('staging');
  });

  it('credentials stay in the environment, never on the command line', () => {
    for (const command of ['publish', 'can-i-deploy', 'record-deployment']) {
      expect(argv(parseBrokerArgs(command, [], env, git, pact)).join(' ')).not.toContain('secret');
    }
  });

  it('refuses unknown commands and flags, flags of another command, and a missing or bad PACT_BROKER_BASE_URL', () => {
    expect(usageError(parseBrokerArgs('deploy', [], env, git, pact))).toMatch(/Unknown command 'deploy'/);
    expect(usageError(parseBrokerArgs('publish', ['--bogus'], env, git, pact))).toBe("Unknown option '--bogus'.");
    expect(usageError(parseBrokerArgs('publish', ['--to-environment', 'x'], env, git, pact))).toMatch(/Unknown option '--to-environment'/);
    expect(usageError(parseBrokerArgs('can-i-deploy', ['extra'], env, git, pact))).toMatch(/Unexpected argument 'extra'/);
    expect(usageError(parseBrokerArgs('publish', [], {}, git, pact))).toMatch(/PACT_BROKER_BASE_URL is not set/);
    expect(usageError(parseBrokerArgs('publish', [], { PACT_BROKER_BASE_URL: 'broker' }, git, pact))).toMatch(/not a URL/);
    expect(usageError(parseBrokerArgs('publish', [], { ...env, PACT_BROKER_PASSWORD: 'p' }, git, pact))).toMatch(/go together/);
  });

  it('--help, and --dry-run without a broker URL (with a warning)', () => {
    expect(parseBrokerArgs('can-i-deploy', ['--help'], {}, git, pact)).toMatchObject({ kind: 'help', text: expect.stringMatching(/contracts:can-i-deploy/) as unknown });
    const dry = parseBrokerArgs('publish', ['--dry-run'], {}, git, pact);
    expect(dry).toMatchObject({ kind: 'run', plan: { dryRun: true, warning: expect.stringMatching(/PACT_BROKER_BASE_URL is not set/) as unknown } });
    expect(argv(dry)).toEqual(expect.arrayContaining(['--broker-base-url', '$PACT_BROKER_BASE_URL']));
  });

  it('publishing is refused while the pact file has uncommitted changes', () => {
    expect(publishRefusal('contracts/pacts/p.json', '', sha)).toBeNull();
    expect(publishRefusal('contracts/pacts/p.json', undefined, sha)).toBeNull();
    expect(publishRefusal('contracts/pacts/p.json', ' M contracts/pacts/p.json\n', sha)).toMatch(/uncommitted changes: commit it first/);
    expect(publishRefusal('contracts/pacts/p.json', '?? contracts/pacts/p.json\n', sha)).toMatch(/uncommitted/);
  });

  it('checks the pact file names this consumer and provider', () => {
    const names = { consumerName, providerName };
    expect(pactFileProblem(readFileSync(pactFile, 'utf8'), names)).toBeNull();
    expect(pactFileProblem('{', names)).toBe('is not JSON');
    expect(pactFileProblem('{"consumer":{"name":"other"}}', names)).toMatch(/consumer "other"/);
    expect(pactFileProblem(JSON.stringify({ consumer: { name: consumerName }, provider: { name: providerName }, interactions: [] }), names)).toBe(
      'has no interactions',
    );
  });

  it('shows a command line quoted for a shell', () => {
    expect(showCommand('pact-broker', ['publish', 'a b', "it's", '--x=1'])).toBe(`pact-broker publish 'a b' 'it'\\''s' --x=1`);
  });
});
