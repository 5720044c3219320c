// `npm run test:contracts`: writes the pact from the consumer tests, then verifies it against the
// fake backend over HTTP (contracts/provider/). Two separate runs, in order: they share one pact file.
import './require-node-24.mjs';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

process.env.PACT_DO_NOT_TRACK = 'true';
rmSync('contracts/pacts', { recursive: true, force: true });

// Pact's verifier replays the pact through http-proxy, which warns once per run that `util._extend`
// is deprecated (DEP0060; http-party/node-http-proxy#1715, open, the package unmaintained): that
// warning alone is turned off, for the provider run alone.
const nodeOptions = (project) =>
  [process.env.NODE_OPTIONS, project === 'contracts-provider' ? '--disable-warning=DEP0060' : undefined].filter(Boolean).join(' ');

// `--json-reports`: also write test-results/<project>.json (the CI summary counts them).
const jsonReports = process.argv.includes('--json-reports');
for (const project of ['contracts-consumer', 'contracts-provider']) {
  const reporters = jsonReports ? ['--reporter=default', '--reporter=json', `--outputFile.json=test-results/${project}.json`] : [];
  const result = spawnSync('npx', ['vitest', 'run', '--project', project, ...reporters], { stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: nodeOptions(project) } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
