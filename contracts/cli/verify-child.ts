// The process that runs the Pact verifier for contracts/verify-backend.ts. It is a separate process
// because the Pact core prints its own report straight to this process's stdout, at any log level:
// the parent keeps that output (showing it with --verbose, or when the verifier cannot run) and
// prints its short report from the JSON result this process sends back.
import { Verifier } from '@pact-foundation/pact';
import { createStateForwarding } from './state-forwarding';
import type { SerialisableVerifierOptions } from './verify-options';
import type { StateFailure } from './verify-report';

export interface ChildRequest {
  options: SerialisableVerifierOptions;
  statesUrl?: string;
}

/** `raw` is the verifier's JSON result, or the error message when it could not run. */
export interface ChildReply {
  raw: string;
  stateFailures: StateFailure[];
}

if (!process.send) {
  console.error('verify-child.ts is started by contracts/verify-backend.ts (npm run contracts:verify).');
  process.exit(2);
}

async function verify(request: ChildRequest) {
  const forwarding = request.statesUrl ? createStateForwarding(request.statesUrl) : undefined;
  // Pact JS's proxy throws, uncaught, when the backend refuses a connection; the Pact core would go on
  // waiting 30 s for each remaining interaction. Report it, and the parent stops this process.
  process.once('uncaughtException', (error) => {
    const code = (error as { code?: string }).code;
    const message = error instanceof Error ? error.message : String(error);
    const reply: ChildReply = {
      raw: code?.startsWith('ECONN') ? `the backend stopped answering during the verification (${message})` : `Pact JS failed: ${message}`,
      stateFailures: forwarding?.failures ?? [],
    };
    process.send!(reply, () => process.exit(1));
  });
  let raw: string;
  try {
    raw = await new Verifier({
      ...request.options,
      ...(forwarding
        ? {
            // Pact JS 16 types want the { setup, teardown } form with its own JSON types.
            stateHandlers: forwarding.stateHandlers as never,
            requestFilter: forwarding.requestFilter,
          }
        : {}),
    }).verifyProvider();
  } catch (error) {
    // A failed verification rejects with the same JSON result as its message.
    raw = error instanceof Error ? error.message : String(error);
  }
  const reply: ChildReply = { raw, stateFailures: forwarding?.failures ?? [] };
  process.send!(reply, () => process.exit(0));
}

process.once('message', (request: ChildRequest) => void verify(request));
