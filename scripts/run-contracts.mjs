// `npm run test:contracts`: writes the pact from the consumer tests, then verifies it against the
// fake backend over HTTP (contracts/provider/). Two separate runs, in order: they share one pact file.
import './require-node-24.mjs';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

process.env.PACT_DO_NOT_TRACK = 'true';
rmSync('contracts/pacts', { recursive: true, force: true });

// `--json-reports`: also write test-results/<project>.json (the CI summary counts them).
const jsonReports = process.argv.includes('--json-reports');
for (const project of ['contracts-consumer', 'contracts-provider']) {
  const reporters = jsonReports ? ['--reporter=default', '--reporter=json', `--outputFile.json=test-results/${project}.json`] : [];
  const result = spawnSync('npx', ['vitest', 'run', '--project', project, ...reporters], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
