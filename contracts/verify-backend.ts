// `npm run contracts:verify -- --providerBaseUrl <url> --providerStatesSetupUrl <url>`: the backend
// team's command (verify-pact.ts). The options are Pact Verifier's, under its names.
import '../scripts/require-node-24.mjs';
import { parseArgs } from 'node:util';
import type { LogLevel } from '@pact-foundation/pact';
import { verifyPact } from './verify-pact';

const { values } = parseArgs({
  options: {
    providerBaseUrl: { type: 'string', default: 'http://localhost:8080' },
    providerStatesSetupUrl: { type: 'string' },
    logLevel: { type: 'string', default: 'warn' },
  },
});

try {
  await verifyPact({ ...values, logLevel: values.logLevel as LogLevel });
} catch (error) {
  // A failed verification's report is above (Pact prints it); anything else is said here.
  if (!(error instanceof Error && error.message.startsWith('{'))) console.error(error);
  process.exitCode = 1;
}
