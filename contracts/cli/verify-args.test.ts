import { describe, expect, it } from 'vitest';
import { parseVerifyArgs, verifyUsage, type VerifyArgs } from './verify-args';

const base = 'http://localhost:8080';
const states = 'http://localhost:8080/_pact/provider-states';
const broker = { PACT_BROKER_BASE_URL: 'https://broker.example.vn', PACT_BROKER_TOKEN: 'tok' };

function usageError(args: VerifyArgs): string {
  if (args.kind !== 'usage-error') throw new Error(`expected a usage error, got ${JSON.stringify(args)}`);
  return args.message;
}

describe('contracts:verify arguments', () => {
  it('takes the base URL and --states-url in either order, and --states-url=<url> too', () => {
    const expected = { kind: 'run', request: { baseUrl: base, statesUrl: states, source: { kind: 'file' }, logLevel: 'error' } };
    expect(parseVerifyArgs([base, '--states-url', states], {})).toEqual(expected);
    expect(parseVerifyArgs(['--states-url', states, base], {})).toEqual(expected);
    expect(parseVerifyArgs([`--states-url=${states}`, base], {})).toEqual(expected);
  });

  it('verifies the committed pact file, quietly, by default', () => {
    expect(parseVerifyArgs(['https://api.staging.example.vn'], {})).toEqual({
      kind: 'run',
      request: { baseUrl: 'https://api.staging.example.vn', source: { kind: 'file' }, logLevel: 'error' },
    });
  });

  it('--verbose and --debug raise the log level', () => {
    const level = (argv: string[]) => {
      const args = parseVerifyArgs(argv, {});
      return args.kind === 'run' ? args.request.logLevel : args.kind;
    };
    expect(level([base, '--verbose'])).toBe('info');
    expect(level(['--debug', base])).toBe('debug');
  });

  it('--help (or -h) prints the usage, even next to other arguments', () => {
    expect(parseVerifyArgs(['--help'], {})).toEqual({ kind: 'help', text: verifyUsage });
    expect(parseVerifyArgs([base, '-h'], {})).toEqual({ kind: 'help', text: verifyUsage });
    expect(parseVerifyArgs(['--bogus', '--help'], {})).toEqual({ kind: 'help', text: verifyUsage });
  });

  it.each([
    [[], /Missing the backend base URL/],
    [['--states-url', states], /Missing the backend base URL/],
    [[base, 'http://other:8080'], /Expected one backend base URL, got 2/],
    [['localhost:8080'], /not an http\(s\) URL/],
    [['api.example.vn'], /'api.example.vn' is not a URL/],
    [['ftp://api.example.vn'], /not an http\(s\) URL/],
    [[base, '--states-url', 'file:///tmp/states'], /--states-url: 'file:\/\/\/tmp\/states' is not an http\(s\) URL/],
    [[base, '--states-url'], /argument missing/],
    [[base, '--states-url', '--verbose'], /ambiguous/],
    [[base, '--bogus'], /^Unknown option '--bogus'\.$/],
    [[base, '-x'], /Unknown option '-x'/],
    [[base, '--verbose=yes'], /does not take an argument/],
  ])('refuses %j', (argv, message) => {
    expect(usageError(parseVerifyArgs(argv, {}))).toMatch(message);
  });

  it('refuses --publish without --broker: a local pact file has nowhere to publish to', () => {
    expect(usageError(parseVerifyArgs([base, '--publish'], broker))).toMatch(/--publish needs --broker.*committed pact file has no broker/s);
    expect(usageError(parseVerifyArgs([base, '--provider-version', 'abc'], {}))).toMatch(/only with --broker/);
  });

  it('--broker needs PACT_BROKER_BASE_URL, an http(s) one, and whole basic-auth credentials', () => {
    expect(usageError(parseVerifyArgs([base, '--broker'], {}))).toMatch(/needs PACT_BROKER_BASE_URL/);
    expect(usageError(parseVerifyArgs([base, '--broker'], { PACT_BROKER_BASE_URL: 'broker.example.vn' }))).toMatch(/PACT_BROKER_BASE_URL: .*not a URL/);
    expect(
      usageError(parseVerifyArgs([base, '--broker'], { PACT_BROKER_BASE_URL: 'https://b.example', PACT_BROKER_USERNAME: 'u' })),
    ).toMatch(/go together/);
  });

  it('--broker reads the broker and its credentials from the environment; results are not published unless asked', () => {
    expect(parseVerifyArgs(['--broker', base], broker)).toEqual({
      kind: 'run',
      request: {
        baseUrl: base,
        source: { kind: 'broker', brokerUrl: 'https://broker.example.vn', auth: { token: 'tok' }, publish: false },
        logLevel: 'error',
      },
    });
    const basic = parseVerifyArgs([base, '--broker'], {
      PACT_BROKER_BASE_URL: 'https://b.example',
      PACT_BROKER_USERNAME: 'u',
      PACT_BROKER_PASSWORD: 'p',
    });
    expect(basic.kind === 'run' && basic.request.source).toMatchObject({ auth: { username: 'u', password: 'p' } });
  });

  it('--publish needs the provider version and branch, from flags or the environment', () => {
    expect(usageError(parseVerifyArgs([base, '--broker', '--publish'], broker))).toMatch(/--provider-version .*--provider-branch/s);
    expect(usageError(parseVerifyArgs([base, '--broker', '--publish', '--provider-version', 'abc'], broker))).toMatch(/--provider-branch/);
    const fromFlags = parseVerifyArgs(['--publish', '--provider-branch', 'main', base, '--broker', '--provider-version', 'abc'], broker);
    const fromEnv = parseVerifyArgs([base, '--broker', '--publish'], { ...broker, PACT_PROVIDER_VERSION: 'abc', PACT_PROVIDER_BRANCH: 'main' });
    for (const args of [fromFlags, fromEnv]) {
      expect(args.kind === 'run' && args.request.source).toEqual({
        kind: 'broker',
        brokerUrl: 'https://broker.example.vn',
        auth: { token: 'tok' },
        publish: true,
        providerVersion: 'abc',
        providerBranch: 'main',
      });
    }
  });
});
