// Argument parsing for `npm run contracts:verify` (contracts/verify-backend.ts). Pure: it reads only
// the argv and environment it is given, and returns what to do; the caller prints and exits.
import { parseArgs } from 'node:util';

export const verifyUsage = `Usage: npm run contracts:verify -- <backend base url> [options]

Replays every interaction of the website's pact against a running backend and reports, per
interaction, whether the backend answered as the website needs.

Options (in any order):
  --states-url <url>         POST {state, params, action} here to set up (and tear down) each
                             interaction's provider state, e.g. <base url>/_pact/provider-states
  --broker                   verify the pacts the Pact Broker at PACT_BROKER_BASE_URL selects (the
                             website's main branch and its deployed or released versions) instead
                             of the committed pact file
  --publish                  with --broker: publish the verification results to the broker
  --provider-version <v>     the backend's version (its git sha); or PACT_PROVIDER_VERSION
  --provider-branch <b>      the backend's git branch; or PACT_PROVIDER_BRANCH
  --verbose                  also print Pact's own output and logs (log level info)
  --debug                    like --verbose, with the log level at debug
  -h, --help                 print this help

Environment for --broker: PACT_BROKER_BASE_URL, and PACT_BROKER_TOKEN or
PACT_BROKER_USERNAME + PACT_BROKER_PASSWORD.

Exit codes: 0 every interaction passed, 1 a failure (or the verification could not run),
2 bad arguments.`;

type LogLevel = 'error' | 'info' | 'debug';

type BrokerAuth = { token: string } | { username: string; password: string } | Record<string, never>;

interface BrokerSource {
  kind: 'broker';
  brokerUrl: string;
  auth: BrokerAuth;
  /** Set when results are to be published (--publish). */
  publish: boolean;
  providerVersion?: string;
  providerBranch?: string;
}

export interface VerifyRequest {
  baseUrl: string;
  statesUrl?: string;
  source: { kind: 'file' } | BrokerSource;
  logLevel: LogLevel;
}

export type VerifyArgs =
  | { kind: 'help'; text: string }
  | { kind: 'usage-error'; message: string }
  | { kind: 'run'; request: VerifyRequest };

type Env = Record<string, string | undefined>;

const usageError = (message: string): VerifyArgs => ({ kind: 'usage-error', message });

/** `null` when `value` is an absolute http(s) URL, otherwise why not. */
export function httpUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `'${value}' is not a URL`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `'${value}' is not an http(s) URL`;
  return null;
}

/** Node's parseArgs messages go on with advice about `--`; the first sentence is the point. */
export function firstSentence(message: string): string {
  const end = message.indexOf('. ');
  const sentence = end > 0 ? message.slice(0, end) : message.replace(/\.$/, '');
  return `${sentence}.`;
}

function brokerAuth(env: Env): BrokerAuth | string {
  const token = env.PACT_BROKER_TOKEN;
  const username = env.PACT_BROKER_USERNAME;
  const password = env.PACT_BROKER_PASSWORD;
  if (token) return { token };
  if (username || password) {
    if (!username || !password) return 'PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD go together: set both, or PACT_BROKER_TOKEN.';
    return { username, password };
  }
  return {};
}

export function parseVerifyArgs(argv: readonly string[], env: Env): VerifyArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: true,
      options: {
        'states-url': { type: 'string' },
        broker: { type: 'boolean' },
        publish: { type: 'boolean' },
        'provider-version': { type: 'string' },
        'provider-branch': { type: 'string' },
        verbose: { type: 'boolean' },
        debug: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    // `--help` wins over anything else on the line, even an unknown flag.
    if (argv.includes('--help') || argv.includes('-h')) return { kind: 'help', text: verifyUsage };
    return usageError(firstSentence((error as Error).message));
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help', text: verifyUsage };

  if (positionals.length === 0) return usageError('Missing the backend base URL, e.g. http://localhost:8080.');
  if (positionals.length > 1) {
    return usageError(`Expected one backend base URL, got ${positionals.length}: ${positionals.map((p) => `'${p}'`).join(', ')}.`);
  }
  const baseUrl = positionals[0]!;
  const baseProblem = httpUrlProblem(baseUrl);
  if (baseProblem) return usageError(`Backend base URL: ${baseProblem}.`);

  const statesUrl = values['states-url'];
  if (statesUrl !== undefined) {
    const problem = httpUrlProblem(statesUrl);
    if (problem) return usageError(`--states-url: ${problem}.`);
  }

  const logLevel: LogLevel = values.debug ? 'debug' : values.verbose ? 'info' : 'error';
  const providerVersion = values['provider-version'] ?? env.PACT_PROVIDER_VERSION ?? undefined;
  const providerBranch = values['provider-branch'] ?? env.PACT_PROVIDER_BRANCH ?? undefined;

  if (!values.broker) {
    if (values.publish) {
      return usageError(
        '--publish needs --broker: verification results can only be published for pacts fetched from a Pact Broker ' +
          '(the broker records which website version each result is for). The committed pact file has no broker to report to.',
      );
    }
    if (values['provider-version'] !== undefined || values['provider-branch'] !== undefined) {
      return usageError('--provider-version and --provider-branch are used only with --broker.');
    }
    return { kind: 'run', request: { baseUrl, ...(statesUrl ? { statesUrl } : {}), source: { kind: 'file' }, logLevel } };
  }

  const brokerUrl = env.PACT_BROKER_BASE_URL;
  if (!brokerUrl) return usageError('--broker needs PACT_BROKER_BASE_URL (the Pact Broker or PactFlow URL) in the environment.');
  const brokerProblem = httpUrlProblem(brokerUrl);
  if (brokerProblem) return usageError(`PACT_BROKER_BASE_URL: ${brokerProblem}.`);
  const auth = brokerAuth(env);
  if (typeof auth === 'string') return usageError(auth);

  if (values.publish && (!providerVersion || !providerBranch)) {
    return usageError(
      '--publish needs the backend version and branch the results are for: --provider-version <git sha> and ' +
        '--provider-branch <branch> (or PACT_PROVIDER_VERSION and PACT_PROVIDER_BRANCH).',
    );
  }

  const source: BrokerSource = {
    kind: 'broker',
    brokerUrl,
    auth,
    publish: Boolean(values.publish),
    ...(providerVersion ? { providerVersion } : {}),
    ...(providerBranch ? { providerBranch } : {}),
  };
  return { kind: 'run', request: { baseUrl, ...(statesUrl ? { statesUrl } : {}), source, logLevel } };
}
