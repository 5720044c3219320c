import { describe, expect, it } from 'vitest';
import type { VerifyRequest } from './verify-args';
import { verifierEnvironment, verifierOptions } from './verify-options';

const pact = { providerName: 'mat-troi-nho-news-api', pactFile: '/repo/contracts/pacts/p.json' };
const base = { baseUrl: 'http://localhost:8080', logLevel: 'error' } as const;

describe('contracts:verify verifier options', () => {
  it('a local verification reads the pact file and has nothing to do with a broker', () => {
    expect(verifierOptions({ ...base, source: { kind: 'file' } }, pact)).toEqual({
      provider: 'mat-troi-nho-news-api',
      providerBaseUrl: 'http://localhost:8080',
      logLevel: 'error',
      pactUrls: ['/repo/contracts/pacts/p.json'],
    });
  });

  it('a broker verification selects the main branch and deployed or released pacts, and does not publish unless asked', () => {
    const request: VerifyRequest = {
      ...base,
      logLevel: 'info',
      source: { kind: 'broker', brokerUrl: 'https://b.example', auth: { token: 't' }, publish: false, providerBranch: 'main' },
    };
    expect(verifierOptions(request, pact)).toEqual({
      provider: 'mat-troi-nho-news-api',
      providerBaseUrl: 'http://localhost:8080',
      logLevel: 'info',
      pactBrokerUrl: 'https://b.example',
      pactBrokerToken: 't',
      consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }],
      providerVersionBranch: 'main',
    });
  });

  it('publishing sends the results with the provider version and branch', () => {
    const options = verifierOptions(
      {
        ...base,
        source: {
          kind: 'broker',
          brokerUrl: 'https://b.example',
          auth: { username: 'u', password: 'p' },
          publish: true,
          providerVersion: 'abc123',
          providerBranch: 'main',
        },
      },
      pact,
    );
    expect(options).toMatchObject({
      pactBrokerUsername: 'u',
      pactBrokerPassword: 'p',
      publishVerificationResult: true,
      providerVersion: 'abc123',
      providerVersionBranch: 'main',
    });
    expect(options).not.toHaveProperty('pactUrls');
  });

  it('the verifier process gets no PACT_BROKER_* variables (the Pact core would act on them) and no tracking', () => {
    expect(
      verifierEnvironment({
        PATH: '/bin',
        PACT_BROKER_BASE_URL: 'https://b.example',
        PACT_BROKER_TOKEN: 't',
        PACT_BROKER_PUBLISH_VERIFICATION_RESULTS: 'true',
        PACT_PROVIDER_VERSION: 'abc',
        UNSET: undefined,
      }),
    ).toEqual({ PATH: '/bin', PACT_PROVIDER_VERSION: 'abc', PACT_DO_NOT_TRACK: 'true' });
  });
});
