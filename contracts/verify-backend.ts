// `npm run contracts:verify -- <base url> [--states-url <url>] [--broker [--publish ...]] [--verbose]`
// Verifies a running backend against the website's pact: the committed file by default, or the
// pacts a Pact Broker selects with --broker. `--help` lists the options; contracts/README.md has
// the steps. Argument parsing (cli/verify-args.ts), the verifier options (cli/verify-options.ts)
// and the report (cli/verify-report.ts) are pure and unit-tested beside them (cli/*.test.ts).
import { fork } from 'node:child_process';
import { relative, resolve } from 'node:path';
import { describeFetchError } from './cli/state-forwarding';
import type { ChildReply, ChildRequest } from './cli/verify-child';
import { parseVerifyArgs, verifyUsage } from './cli/verify-args';
import { verifierEnvironment, verifierOptions } from './cli/verify-options';
import { describeRun, formatReport, parseVerifierResult, publishFailure, shorten } from './cli/verify-report';
import { pactFile, providerName } from './pact-setup';

const args = parseVerifyArgs(process.argv.slice(2), process.env);
if (args.kind === 'help') {
  console.log(args.text);
  process.exit(0);
}
if (args.kind === 'usage-error') {
  console.error(`contracts:verify: ${args.message}\n\n${verifyUsage}`);
  process.exit(2);
}

const { request } = args;
const verbose = request.logLevel !== 'error';
console.log(describeRun(request, relative(process.cwd(), pactFile)));

// A backend that is not there fails fast and plainly, rather than interaction by interaction.
try {
  await fetch(request.baseUrl, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
} catch (error) {
  console.error(`Cannot reach the backend at ${request.baseUrl}: ${describeFetchError(error, 10_000)}. Is it running?`);
  process.exit(1);
}

const child = fork(resolve(import.meta.dirname, 'cli/verify-child.ts'), [], {
  env: verifierEnvironment(process.env),
  stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
});
// The verifier's own output: shown as it comes with --verbose; otherwise kept, and shown only if the
// verifier cannot run. Either way it is read for failures to publish, which the core only logs.
let tail = '';
const publishFailures: string[] = [];
function watch(stream: NodeJS.ReadableStream, echo: NodeJS.WriteStream) {
  let partial = '';
  stream.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (verbose) echo.write(text);
    tail = (tail + text).slice(-200_000);
    const lines = (partial + text).split('\n');
    partial = lines.pop()!;
    for (const line of lines) {
      const failure = publishFailure(line);
      if (failure) publishFailures.push(failure);
    }
  });
}
watch(child.stdout!, process.stdout);
watch(child.stderr!, process.stderr);

const reply = await new Promise<ChildReply | undefined>((done) => {
  let message: ChildReply | undefined;
  // 'close': the process has exited and its output has been read to the end.
  child.once('close', () => done(message));
  child.once('message', (m) => {
    message = m as ChildReply;
    // It exits by itself once it has answered, unless the Pact core is still busy in it (after a
    // crash of Pact JS's proxy it would be, for 30 s per interaction left): then it is stopped.
    setTimeout(() => child.kill('SIGKILL'), 3_000).unref();
  });
  child.send({ options: verifierOptions(request, { providerName, pactFile }), statesUrl: request.statesUrl } satisfies ChildRequest);
});

const result = reply ? parseVerifierResult(reply.raw) : null;
if (!reply || !result) {
  console.error(`The verification could not run: ${reply ? shorten(reply.raw, 400) : 'the verifier process stopped without a result'}.`);
  if (!verbose && tail.trim()) console.error(`Last lines of Pact's output:\n${tail.trimEnd().split('\n').slice(-30).join('\n')}`);
  process.exit(1);
}

const { source } = request;
const report = formatReport(result, {
  stateFailures: reply.stateFailures,
  publishFailures,
  ...(source.kind === 'broker' && source.publish ? { publish: { providerVersion: source.providerVersion!, providerBranch: source.providerBranch! } } : {}),
});
for (const line of report.lines) console.log(line);
process.exit(report.ok ? 0 : 1);
