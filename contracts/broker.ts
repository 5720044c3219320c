// `npm run contracts:publish`, `contracts:can-i-deploy`, `contracts:record-deployment`: the Pact
// Broker workflow of the website (the consumer), run with the official Pact CLI's `pact-broker`
// (@pact-foundation/pact-cli; its binary comes from the npm registry with `npm ci`). Each takes
// `--help` and `--dry-run`; contracts/README.md, "Publish to a Pact Broker", has the steps.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { pactFileProblem, parseBrokerArgs, publishRefusal, showCommand, type GitFacts } from './cli/broker-args';
import { consumerName, pactFile, providerName } from './pact-setup';

const [command, ...argv] = process.argv.slice(2);
const pactPath = relative(process.cwd(), pactFile);

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

const facts: GitFacts = { sha: git(['rev-parse', 'HEAD']), branch: git(['rev-parse', '--abbrev-ref', 'HEAD']) };

const args = parseBrokerArgs(command, argv, process.env, facts, { consumerName, pactFile: pactPath });
if (args.kind === 'help') {
  console.log(args.text);
  process.exit(0);
}
if (args.kind === 'usage-error') {
  console.error(`contracts:${command ?? ''}: ${args.message}\n\n${args.usage}`);
  process.exit(2);
}

const { plan } = args;
if (plan.command === 'publish') {
  const refusal = publishRefusal(pactPath, git(['status', '--porcelain', '--', pactPath]), plan.version);
  if (refusal) {
    console.error(`contracts:publish: ${refusal}`);
    process.exit(1);
  }
  let problem: string | null;
  try {
    problem = pactFileProblem(readFileSync(pactFile, 'utf8'), { consumerName, providerName });
  } catch {
    problem = 'does not exist: run npm run test:contracts';
  }
  if (problem) {
    console.error(`contracts:publish: ${pactPath} ${problem}.`);
    process.exit(1);
  }
}

const pactBroker = createRequire(import.meta.url).resolve('@pact-foundation/pact-cli/bin/pact-broker.js');
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true' };

if (plan.dryRun) {
  const cli = spawnSync(process.execPath, [pactBroker, '--version'], { encoding: 'utf8', env });
  if (cli.status !== 0) {
    console.error(`The Pact CLI does not run here: ${(cli.stderr || cli.stdout || String(cli.error)).trim()}`);
    process.exit(1);
  }
  console.log(`Dry run, nothing sent. The Pact CLI runs (${cli.stdout.trim()}); the real run would be:`);
  console.log(`  ${showCommand('pact-broker', plan.argv)}`);
  if (plan.command === 'publish') console.log(`${pactPath} is a pact between ${consumerName} and ${providerName}, committed.`);
  if (plan.warning) console.log(`Warning: ${plan.warning}`);
  process.exit(0);
}

const run = spawnSync(process.execPath, [pactBroker, ...plan.argv], { stdio: 'inherit', env });
if (run.error) throw run.error;
process.exit(run.status ?? 1);
