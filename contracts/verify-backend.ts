// `npm run contracts:verify -- --providerBaseUrl <url> --providerStatesSetupUrl <url>`: Pact's own
// Verifier replays the website's pact against a running backend and prints Pact's report. The
// options are the Verifier's, under its names. Pact reads PACT_BROKER_BASE_URL and PACT_BROKER_TOKEN
// itself: with a broker, the pacts come from it instead of the committed file, GIT_COMMIT and
// GIT_BRANCH name the backend's version, and PACT_BROKER_PUBLISH_VERIFICATION_RESULTS=true sends the
// results back. contracts/README.md has the steps.
import '../scripts/require-node-24.mjs';
import { parseArgs } from 'node:util';
import { Verifier, type LogLevel } from '@pact-foundation/pact';
import { pactFile, providerName } from './pact-setup';

const { values } = parseArgs({
  options: {
    providerBaseUrl: { type: 'string', default: 'http://localhost:8080' },
    providerStatesSetupUrl: { type: 'string' },
    logLevel: { type: 'string', default: 'warn' },
  },
});
const { PACT_BROKER_BASE_URL, GIT_COMMIT, GIT_BRANCH } = process.env;

const source = PACT_BROKER_BASE_URL
  ? // The website's latest pact from its main branch, and those of its versions in production.
    { consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }], providerVersion: GIT_COMMIT, providerVersionBranch: GIT_BRANCH }
  : { pactUrls: [pactFile] };

try {
  await new Verifier({
    provider: providerName,
    providerBaseUrl: values.providerBaseUrl,
    // Left out, not undefined, when not given: Pact JS then passes its own, which answers every state.
    ...(values.providerStatesSetupUrl ? { providerStatesSetupUrl: values.providerStatesSetupUrl } : {}),
    logLevel: values.logLevel as LogLevel,
    ...source,
  }).verifyProvider();
} catch (error) {
  // A failed verification's report is above (Pact prints it); anything else is said here.
  if (!(error instanceof Error && error.message.startsWith('{'))) console.error(error);
  process.exitCode = 1;
}
