import { Verifier, type LogLevel } from '@pact-foundation/pact';
import { pactFile, providerName } from './pact-setup';

export interface PactVerification {
  providerBaseUrl: string;
  providerStatesSetupUrl?: string;
  logLevel?: LogLevel;
}

/**
 * Pact's own Verifier replays the website's pact against a running backend and prints Pact's
 * report; it rejects when the backend does not keep the pact. Pact reads PACT_BROKER_BASE_URL and
 * PACT_BROKER_TOKEN itself: with a broker, the pacts come from it instead of the committed file,
 * GIT_COMMIT and GIT_BRANCH name the backend's version, and PACT_BROKER_PUBLISH_VERIFICATION_RESULTS=true
 * sends the results back. contracts/README.md has the steps.
 */
export function verifyPact({ providerBaseUrl, providerStatesSetupUrl, logLevel = 'warn' }: PactVerification) {
  const { PACT_BROKER_BASE_URL, GIT_COMMIT, GIT_BRANCH } = process.env;
  const source = PACT_BROKER_BASE_URL
    ? // The website's latest pact from its main branch, and those of its versions in production.
      { consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }], providerVersion: GIT_COMMIT, providerVersionBranch: GIT_BRANCH }
    : { pactUrls: [pactFile] };
  return new Verifier({
    provider: providerName,
    providerBaseUrl,
    // Left out, not undefined, when not given: Pact JS then passes its own, which answers every state.
    ...(providerStatesSetupUrl ? { providerStatesSetupUrl } : {}),
    logLevel,
    ...source,
  }).verifyProvider();
}
