// Turns the Pact verifier's JSON result into a short report: one line per interaction, a readable
// reason under each failure, and a summary line. Pure functions, unit-tested with real results.
import type { VerifyRequest } from './verify-args';

/** One mismatch as the Pact core reports it (pact_verifier's JSON, `errors[].mismatch.mismatches`). */
export interface VerifierMismatch {
  type: string;
  mismatch?: string;
  expected?: unknown;
  actual?: unknown;
  path?: string;
  key?: string;
  parameter?: string;
}

export interface VerifierError {
  interaction: string;
  mismatch: { type: 'error'; message: string } | { type: 'mismatches'; mismatches: VerifierMismatch[] } | { type: string };
}

/** The JSON the verifier resolves (or rejects) with: `pactffi_verifier_json`. */
export interface VerifierResult {
  result: boolean;
  interactionResults?: { description: string; result: string; duration?: string }[];
  errors?: VerifierError[];
  output?: string[];
}

/** A provider state the backend's --states-url did not set up (or tear down). */
export interface StateFailure {
  state: string;
  action: 'setup' | 'teardown';
  reason: string;
}

export interface Report {
  lines: string[];
  passed: number;
  failed: number;
  ok: boolean;
}

const MAX_REASON_LENGTH = 160;
const MAX_REASONS = 4;

/** The verifier's result, or null when `raw` is not one (the verifier could not run at all). */
export function parseVerifierResult(raw: string): VerifierResult | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && typeof (value as VerifierResult).result === 'boolean') return value as VerifierResult;
  } catch {
    // not JSON: an error message
  }
  return null;
}

export function shorten(text: string, max = MAX_REASON_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** One line for one mismatch, e.g. `status: expected 200, got 404`. */
export function describeMismatch(m: VerifierMismatch): string {
  const detail = m.mismatch ?? `expected ${show(m.expected)}, got ${show(m.actual)}`;
  switch (m.type) {
    case 'StatusMismatch':
      return `status: expected ${show(m.expected)}, got ${show(m.actual)}`;
    case 'BodyMismatch':
      return shorten(`body ${m.path ?? '$'}: ${detail}`);
    case 'HeaderMismatch':
      return shorten(`header ${m.key ?? ''}: ${detail}`);
    case 'QueryMismatch':
      return shorten(`query ${m.parameter ?? ''}: ${detail}`);
    case 'BodyTypeMismatch':
      return shorten(`body type: ${detail}`);
    default:
      return shorten(`${m.type}: ${detail}`);
  }
}

const LISTED_FIRST = ['StatusMismatch', 'HeaderMismatch', 'BodyTypeMismatch'];
const mismatchRank = (m: VerifierMismatch) => {
  const rank = LISTED_FIRST.indexOf(m.type);
  return rank < 0 ? LISTED_FIRST.length : rank;
};

/** The provider states named in a verifier error, from "... Given A And B - <description>". */
export function statesOf(error: VerifierError, description: string): string[] {
  const suffix = ` - ${description}`;
  const text = error.interaction.endsWith(suffix) ? error.interaction.slice(0, -suffix.length) : error.interaction;
  const given = text.indexOf(' Given ');
  if (given < 0) return [];
  return text.slice(given + ' Given '.length).split(' And ');
}

function reasonsFor(error: VerifierError | undefined, description: string, setupFailures: Map<string, string>): string[] {
  if (!error) return ['no details in the verifier result (run with --verbose)'];
  // A state the backend did not set up explains the failure; the mismatches that follow from it
  // (the request is refused, see state-forwarding.ts) would only mislead.
  const failedStates = statesOf(error, description).filter((state) => setupFailures.has(state));
  if (failedStates.length) {
    return failedStates.map((state) => shorten(`provider state '${state}' was not set up: ${setupFailures.get(state)}`));
  }
  const { mismatch } = error;
  if (mismatch.type === 'error' && 'message' in mismatch) return [shorten(mismatch.message)];
  if ('mismatches' in mismatch) {
    // The status first: a wrong status usually explains the body mismatches after it.
    const ordered = [...mismatch.mismatches].sort((a, b) => mismatchRank(a) - mismatchRank(b));
    const lines = ordered.map(describeMismatch);
    if (lines.length <= MAX_REASONS) return lines;
    return [...lines.slice(0, MAX_REASONS - 1), `… and ${lines.length - (MAX_REASONS - 1)} more (run with --verbose)`];
  }
  return [shorten(JSON.stringify(mismatch))];
}

/**
 * The Pact core logs a failure to publish results (at error level) and still reports the
 * verification as passed: the reason, when `line` of its output is such a failure.
 */
export function publishFailure(line: string): string | null {
  const match = /Publishing of verification results failed with an error: (.*)$/.exec(line);
  return match ? shorten(match[1]!) : null;
}

export interface ReportContext {
  /** Provider states the backend did not set up or tear down. */
  stateFailures?: readonly StateFailure[];
  /** Set when the results were to be published (--broker --publish). */
  publish?: { providerVersion: string; providerBranch: string };
  /** Failures to publish, from the verifier's output (publishFailure). */
  publishFailures?: readonly string[];
}

export function formatReport(result: VerifierResult, context: ReportContext = {}): Report {
  const { stateFailures = [], publish, publishFailures = [] } = context;
  const interactions = result.interactionResults ?? [];
  const unusedErrors = [...(result.errors ?? [])];
  const setupFailures = new Map(stateFailures.filter((f) => f.action === 'setup').map((f) => [f.state, f.reason]));
  const explained = new Set<string>();
  const lines: string[] = [];
  let passed = 0;
  let failed = 0;

  for (const { description, result: outcome } of interactions) {
    const index = unusedErrors.findIndex((e) => e.interaction.endsWith(` - ${description}`) || e.interaction === description);
    const error = index >= 0 ? unusedErrors.splice(index, 1)[0] : undefined;
    if (outcome === 'OK' && !error) {
      passed += 1;
      lines.push(`PASS  ${description}`);
      continue;
    }
    failed += 1;
    lines.push(`FAIL  ${description}`);
    if (error) for (const state of statesOf(error, description)) explained.add(state);
    for (const reason of reasonsFor(error, description, setupFailures)) lines.push(`        ${reason}`);
  }

  // Errors not tied to an interaction (a pact that could not be fetched, say).
  for (const error of unusedErrors) {
    const message = 'message' in error.mismatch ? error.mismatch.message : JSON.stringify(error.mismatch);
    lines.push(`ERROR ${shorten(`${error.interaction}: ${message}`)}`);
  }
  // Set-up failures not tied to a failing interaction, and tear-down failures (once per state, and
  // not for a state whose set-up failed too: same cause).
  const notes = new Set<string>();
  for (const failure of stateFailures) {
    if (failure.action === 'setup' ? explained.has(failure.state) : setupFailures.has(failure.state)) continue;
    notes.add(shorten(`note: provider state '${failure.state}' ${failure.action} failed: ${failure.reason}`));
  }
  lines.push(...notes);

  const total = interactions.length;
  for (const failure of publishFailures) lines.push(`ERROR publishing the results to the broker failed: ${failure}`);
  if (publish && total > 0 && publishFailures.length === 0) {
    lines.push(`Results sent to the broker as version ${publish.providerVersion} on branch ${publish.providerBranch}.`);
  }
  const unexplainedSetupFailure = stateFailures.some((f) => f.action === 'setup' && !explained.has(f.state));
  const ok =
    result.result && failed === 0 && total > 0 && unusedErrors.length === 0 && !unexplainedSetupFailure && publishFailures.length === 0;
  if (total === 0) lines.push('No interaction was verified: no pact was found for this provider.');
  else if (ok) lines.push(`All ${total} interactions passed: the backend honours the website's contract.`);
  else if (failed === 0) lines.push(`All ${total} interactions passed, but the run failed (see above). Run with --verbose for Pact's full output.`);
  else lines.push(`${failed} of ${total} interactions failed, ${passed} passed. Run with --verbose for Pact's full output.`);
  return { lines, passed, failed, ok };
}

/** The first line of a run: what is verified, against what, and with which provider states. */
export function describeRun(request: VerifyRequest, pactFile: string): string {
  const states = request.statesUrl ? `provider states set up at ${request.statesUrl}` : 'no provider state set-up (--states-url not given)';
  const { source } = request;
  if (source.kind === 'file') return `Verifying ${request.baseUrl} against ${pactFile}; ${states}.`;
  const publish = source.publish
    ? `results published as version ${source.providerVersion} on branch ${source.providerBranch}`
    : 'results not published';
  return `Verifying ${request.baseUrl} against the pacts selected at ${source.brokerUrl} (main branch, deployed or released); ${states}; ${publish}.`;
}
