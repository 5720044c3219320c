// The Pact `Verifier` options for a parsed `contracts:verify` request. Pure and JSON-serialisable:
// they are sent to the child process that runs the verifier (see verify-backend.ts); the state
// handlers, which are functions, are added there (state-forwarding.ts).
import type { VerifierOptions } from '@pact-foundation/pact';
import type { VerifyRequest } from './verify-args';

/**
 * Which of the website's pacts a broker verification covers: the latest from its main branch (what
 * is about to ship) and every version deployed or released (what is live), so the backend cannot
 * break either. Documented at docs.pact.io, "Consumer version selectors".
 */
const brokerConsumerVersionSelectors = [{ mainBranch: true }, { deployedOrReleased: true }] as const;

export type SerialisableVerifierOptions = Omit<VerifierOptions, 'stateHandlers' | 'requestFilter' | 'beforeEach' | 'afterEach' | 'messageProviders'>;

export function verifierOptions(
  request: VerifyRequest,
  pact: { providerName: string; pactFile: string },
): SerialisableVerifierOptions {
  const common = {
    provider: pact.providerName,
    providerBaseUrl: request.baseUrl,
    logLevel: request.logLevel,
  } satisfies SerialisableVerifierOptions;

  const { source } = request;
  if (source.kind === 'file') return { ...common, pactUrls: [pact.pactFile] };

  const auth =
    'token' in source.auth
      ? { pactBrokerToken: source.auth.token }
      : 'username' in source.auth
        ? { pactBrokerUsername: source.auth.username, pactBrokerPassword: source.auth.password }
        : {};
  return {
    ...common,
    pactBrokerUrl: source.brokerUrl,
    ...auth,
    consumerVersionSelectors: brokerConsumerVersionSelectors.map((selector) => ({ ...selector })),
    ...(source.providerBranch ? { providerVersionBranch: source.providerBranch } : {}),
    // Results go back to the broker only when asked, and then always with the version and branch.
    ...(source.publish ? { publishVerificationResult: true, providerVersion: source.providerVersion } : {}),
  };
}

/**
 * The environment for the process that runs the verifier. Pact's core also reads broker settings
 * from the environment (PACT_BROKER_BASE_URL adds the broker as a second pact source, and
 * PACT_BROKER_PUBLISH_VERIFICATION_RESULTS turns publishing on), so they are removed: what is
 * verified and published follows the command line alone, and the options above carry the broker
 * settings when --broker asks for them.
 */
export function verifierEnvironment(env: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined || key.startsWith('PACT_BROKER_')) continue;
    result[key] = value;
  }
  result.PACT_DO_NOT_TRACK = 'true';
  return result;
}
