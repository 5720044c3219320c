// `npm run contracts:verify -- <base url> [--states-url <url>] [--publish]`
// Verifies a running backend against the committed pact, the same check the fake backend passes.
// Provider states: a backend answers them at --states-url (POST {state, params, action}), as the
// Pact "provider states setup URL" convention describes; without it, states are not set up.
import { Verifier } from '@pact-foundation/pact';
import { pactFile, providerName } from './pact-setup';

const args = process.argv.slice(2);
const baseUrl = args.find((arg) => !arg.startsWith('--'));
const statesUrl = args.includes('--states-url') ? args[args.indexOf('--states-url') + 1] : undefined;
const publish = args.includes('--publish');

if (!baseUrl) {
  console.error('Usage: npm run contracts:verify -- <backend base url> [--states-url <url>] [--publish]');
  process.exit(2);
}

process.env.PACT_DO_NOT_TRACK = 'true';

await new Verifier({
  provider: providerName,
  providerBaseUrl: baseUrl,
  pactUrls: [pactFile],
  ...(statesUrl ? { providerStatesSetupUrl: statesUrl } : {}),
  ...(publish
    ? {
        publishVerificationResult: true,
        providerVersion: process.env.PROVIDER_VERSION ?? 'local',
        pactBrokerUrl: process.env.PACT_BROKER_BASE_URL,
        pactBrokerToken: process.env.PACT_BROKER_TOKEN,
      }
    : {}),
  logLevel: 'info',
})
  .verifyProvider()
  .then(() => console.log('The backend honours the contract.'))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
