// The Pact Verifier in a process of its own, for contract-strength.test.ts. Pact's core prints its
// whole report (every mismatching answer in full) straight to the process's stdout; run here, the
// test keeps that out of its log and reads the verifier's JSON result instead.
// Protocol (IPC): receives { providerBaseUrl, statesUrl }, answers { passed: true } or
// { passed: false, raw: <the verifier's JSON result> }; sends { ready: true } once loaded.
import { Verifier } from '@pact-foundation/pact';
import { pactFile, providerName } from '../pact-setup';

export interface VerifyRequest {
  providerBaseUrl: string;
  statesUrl: string;
}

export type VerifyReply = { ready: true } | { passed: true } | { passed: false; raw: string };

process.env.PACT_DO_NOT_TRACK = 'true';
const reply = (message: VerifyReply) => process.send!(message);

process.on('message', (request: VerifyRequest) => {
  new Verifier({
    provider: providerName,
    providerBaseUrl: request.providerBaseUrl,
    pactUrls: [pactFile],
    // Pact's own provider-states URL: a state the backend cannot set up fails its interaction.
    providerStatesSetupUrl: request.statesUrl,
    // 'error' also keeps out Pact JS's warning that this option is deprecated (it works in 16.x).
    logLevel: 'error',
  })
    .verifyProvider()
    .then(
      () => reply({ passed: true }),
      (error: unknown) => reply({ passed: false, raw: error instanceof Error ? error.message : String(error) }),
    );
});
process.on('disconnect', () => process.exit(0));
reply({ ready: true });
