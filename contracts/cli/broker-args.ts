// Argument parsing and `pact-broker` command lines for the broker workflow (contracts/broker.ts):
// `npm run contracts:publish`, `contracts:can-i-deploy`, `contracts:record-deployment`. Pure: git
// facts come in as arguments, and the result is the exact argv for the Pact CLI's `pact-broker`.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { firstSentence, httpUrlProblem } from './verify-args';

export const brokerCommands = ['publish', 'can-i-deploy', 'record-deployment'] as const;
type BrokerCommand = (typeof brokerCommands)[number];

const common = `  --version <v>        the website version: its git commit sha (default: git rev-parse HEAD)
  --dry-run            check the inputs and print the pact-broker command instead of running it
  -h, --help           print this help

Environment: PACT_BROKER_BASE_URL, and PACT_BROKER_TOKEN (PactFlow, or a broker with tokens) or
PACT_BROKER_USERNAME + PACT_BROKER_PASSWORD. The Pact CLI reads the credentials from the
environment itself: they never appear on a command line.`;

const brokerUsage: Record<BrokerCommand, string> = {
  publish: `Usage: npm run contracts:publish -- [options]

Publishes the committed pact (contracts/pacts/) to the Pact Broker as the given website version and
branch, with the official Pact CLI (pact-broker publish). Refused while the pact file has
uncommitted changes: the pact published as a commit's version must be that commit's pact.

Options:
  --branch <b>         the git branch of that version (default: the current branch)
${common}`,
  'can-i-deploy': `Usage: npm run contracts:can-i-deploy -- [options]

Asks the Pact Broker whether this website version can be deployed: whether the news API versions
already deployed to the environment have verified its pact (pact-broker can-i-deploy). Exit code 0
means yes; run it before a release, and do not deploy on any other exit code.

Options:
  --to-environment <e>       the environment to deploy to (default: production)
  --retry-while-unknown <n>  ask again up to n times while a verification is still missing
  --retry-interval <s>       seconds between those retries (default of the CLI: 10)
${common}`,
  'record-deployment': `Usage: npm run contracts:record-deployment -- [options]

Tells the Pact Broker that this website version is now deployed to the environment
(pact-broker record-deployment), so that the backend is verified against it from then on. Run it
right after a successful deployment.

Options:
  --environment <e>    the environment deployed to (default: production)
${common}`,
};

export interface GitFacts {
  /** `git rev-parse HEAD`, or undefined outside a git checkout. */
  sha?: string;
  /** `git rev-parse --abbrev-ref HEAD`: `HEAD` on a detached checkout. */
  branch?: string;
}

interface BrokerPlan {
  command: BrokerCommand;
  /** The website version the command is about. */
  version: string;
  /** Arguments for `pact-broker` (the Pact CLI's broker client). */
  argv: string[];
  dryRun: boolean;
  /** Set when a dry run goes on without PACT_BROKER_BASE_URL. */
  warning?: string;
}

export type BrokerArgs =
  | { kind: 'help'; text: string }
  | { kind: 'usage-error'; message: string; usage: string }
  | { kind: 'run'; plan: BrokerPlan };

type Env = Record<string, string | undefined>;

export interface Pact {
  consumerName: string;
  /** The pact file, as it is to be passed to the CLI (relative to the working directory). */
  pactFile: string;
}

export function parseBrokerArgs(command: string | undefined, argv: readonly string[], env: Env, git: GitFacts, pact: Pact): BrokerArgs {
  if (!brokerCommands.includes(command as BrokerCommand)) {
    return {
      kind: 'usage-error',
      message: `Unknown command '${command ?? ''}': expected one of ${brokerCommands.join(', ')}.`,
      usage: 'Usage: tsx contracts/broker.ts <publish | can-i-deploy | record-deployment> [options]',
    };
  }
  const cmd = command as BrokerCommand;
  const usage = brokerUsage[cmd];
  const fail = (message: string): BrokerArgs => ({ kind: 'usage-error', message, usage });

  const options: NonNullable<ParseArgsConfig['options']> = {
    version: { type: 'string' },
    'dry-run': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
    ...(cmd === 'publish' ? { branch: { type: 'string' } } : {}),
    ...(cmd === 'can-i-deploy'
      ? { 'to-environment': { type: 'string' }, 'retry-while-unknown': { type: 'string' }, 'retry-interval': { type: 'string' } }
      : {}),
    ...(cmd === 'record-deployment' ? { environment: { type: 'string' } } : {}),
  };

  let values: Record<string, string | boolean | undefined>;
  try {
    const parsed = parseArgs({ args: [...argv], options, strict: true, allowPositionals: false });
    values = parsed.values as Record<string, string | boolean | undefined>;
  } catch (error) {
    if (argv.includes('--help') || argv.includes('-h')) return { kind: 'help', text: usage };
    return fail(firstSentence((error as Error).message));
  }
  if (values.help) return { kind: 'help', text: usage };
  const dryRun = Boolean(values['dry-run']);

  const version = (values.version as string | undefined) ?? git.sha;
  if (!version) return fail('No website version: not in a git checkout, so pass --version <git sha>.');

  const brokerUrl = env.PACT_BROKER_BASE_URL;
  let warning: string | undefined;
  if (!brokerUrl) {
    if (!dryRun) return fail('PACT_BROKER_BASE_URL is not set: the Pact Broker (or PactFlow) URL.');
    warning = 'PACT_BROKER_BASE_URL is not set: a real run would stop here.';
  } else {
    const problem = httpUrlProblem(brokerUrl);
    if (problem) return fail(`PACT_BROKER_BASE_URL: ${problem}.`);
  }
  if (Boolean(env.PACT_BROKER_USERNAME) !== Boolean(env.PACT_BROKER_PASSWORD)) {
    return fail('PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD go together: set both, or PACT_BROKER_TOKEN.');
  }
  const broker = ['--broker-base-url', brokerUrl ?? '$PACT_BROKER_BASE_URL'];

  let argvOut: string[];
  switch (cmd) {
    case 'publish': {
      const branch = (values.branch as string | undefined) ?? (git.branch && git.branch !== 'HEAD' ? git.branch : undefined);
      if (!branch) return fail('No branch: the checkout is detached (as in many CI jobs), so pass --branch <branch>.');
      argvOut = ['publish', pact.pactFile, ...broker, '--consumer-app-version', version, '--branch', branch];
      break;
    }
    case 'can-i-deploy': {
      const retries = values['retry-while-unknown'] as string | undefined;
      const interval = values['retry-interval'] as string | undefined;
      for (const [flag, value] of [['--retry-while-unknown', retries], ['--retry-interval', interval]] as const) {
        if (value !== undefined && !/^\d+$/.test(value)) return fail(`${flag} takes a whole number, not '${value}'.`);
      }
      argvOut = [
        'can-i-deploy',
        '--pacticipant',
        pact.consumerName,
        '--version',
        version,
        '--to-environment',
        (values['to-environment'] as string | undefined) ?? 'production',
        ...broker,
        ...(retries !== undefined ? ['--retry-while-unknown', retries] : []),
        ...(interval !== undefined ? ['--retry-interval', interval] : []),
      ];
      break;
    }
    case 'record-deployment':
      argvOut = [
        'record-deployment',
        '--pacticipant',
        pact.consumerName,
        '--version',
        version,
        '--environment',
        (values.environment as string | undefined) ?? 'production',
        ...broker,
      ];
      break;
  }
  return { kind: 'run', plan: { command: cmd, version, argv: argvOut, dryRun, ...(warning ? { warning } : {}) } };
}

/**
 * Why a publish must not go ahead, or null. The pact published as a commit's version must be that
 * commit's pact: not one with uncommitted changes (`git status --porcelain -- <pact file>` output).
 */
export function publishRefusal(pactFile: string, gitStatus: string | undefined, version: string): string | null {
  if (!gitStatus?.trim()) return null;
  return `${pactFile} has uncommitted changes: commit it first, so that the pact published as version ${version} is that commit's.`;
}

/** `null` when `text` is a pact between the website and the news API, otherwise what is wrong. */
export function pactFileProblem(text: string, names: { consumerName: string; providerName: string }): string | null {
  let pact: { consumer?: { name?: unknown }; provider?: { name?: unknown }; interactions?: unknown };
  try {
    pact = JSON.parse(text) as typeof pact;
  } catch {
    return 'is not JSON';
  }
  if (pact?.consumer?.name !== names.consumerName) return `names the consumer ${JSON.stringify(pact?.consumer?.name)}, not '${names.consumerName}'`;
  if (pact.provider?.name !== names.providerName) return `names the provider ${JSON.stringify(pact.provider?.name)}, not '${names.providerName}'`;
  if (!Array.isArray(pact.interactions) || pact.interactions.length === 0) return 'has no interactions';
  return null;
}

/** A command line to show: arguments with spaces or shell characters quoted. */
export function showCommand(program: string, argv: readonly string[]): string {
  return [program, ...argv].map((arg) => (/^[\w@%+=:,./$-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`)).join(' ');
}
