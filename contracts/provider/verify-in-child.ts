// verifyPact (../verify-pact.ts) in a process of its own, for fake-backend.test.ts's verification
// that must fail: Pact's verifier is native code that prints its report to the process's standard
// output, past Vitest, so a passing run would show a failed verification. The test keeps this
// process's output and shows it only if its assertions fail.
// Argument: the PactVerification as JSON. Sends back { failures: <Pact's JSON of each failed
// interaction> } when the verification rejects, {} when it passes.
import { verifyPact, type PactVerification } from '../verify-pact';

const outcome = await verifyPact(JSON.parse(process.argv[2]!) as PactVerification).then(
  () => ({}),
  (error: unknown) => ({ failures: (error as Error).message }),
);
process.send!(outcome, () => process.disconnect());
