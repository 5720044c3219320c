// Runs every check and test suite in order, keeps going after a failure so one run shows all of
// them, and ends with one line summing the suites: `N passed, M failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const steps = [
  { name: 'lint', command: 'npm run -s lint' },
  { name: 'typecheck (and route tree)', command: 'npm run -s typecheck' },
  { name: 'route tree is committed and current', command: 'git diff --exit-code --stat -- src/routeTree.gen.ts' },
  {
    name: 'unit, component and build tests',
    command: 'npx vitest run --project unit --project build --reporter=default --reporter=json --outputFile.json=test-results/unit.json',
    reports: ['test-results/unit.json'],
    kind: 'vitest',
  },
  { name: 'byte budgets of the production build (size-limit)', command: 'npm run -s size' },
  {
    name: 'contract tests (consumer, then provider verification)',
    command: 'node scripts/run-contracts.mjs --json-reports',
    reports: ['test-results/contracts-consumer.json', 'test-results/contracts-provider.json'],
    kind: 'vitest',
  },
  { name: 'pact file is committed and current', command: 'git diff --exit-code --stat -- contracts/pacts && test -z "$(git status --porcelain -- contracts/pacts)"' },
  { name: 'browser tests (demo and production builds)', command: 'npm run -s e2e:build && npx playwright test', reports: ['test-results/e2e.json'], kind: 'playwright' },
  {
    name: 'server tests (the production build served by nginx, under its CSP)',
    command: 'npx playwright test -c tests/server/playwright.config.ts',
    reports: ['test-results/server.json'],
    kind: 'playwright',
  },
];

function countsIn(file, kind) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'vitest') return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) };
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  return { passed: expected + flaky, failed: unexpected };
}

// The names of the failed tests, so the end of a long log says which ones failed, not only how many.
function failedTestsIn(file, kind) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'vitest') {
    return (report.testResults ?? []).flatMap((suite) =>
      (suite.assertionResults ?? [])
        .filter((test) => test.status === 'failed')
        .map((test) => `${suite.name} › ${test.fullName}: ${opening(test.failureMessages?.[0])}`),
    );
  }
  const failedIn = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(test.results.at(-1)?.error?.message)}`),
    ),
    ...(suite.suites ?? []).flatMap(failedIn),
  ];
  return (report.suites ?? []).flatMap(failedIn);
}

// Playwright's messages carry terminal colours.
const firstLine = (message = '') => stripVTControlCharacters(message).split('\n').find((line) => line.trim()) ?? '';
// Vitest's first line is often only a heading ("Test failed for the following reasons:"): keep the start of the message.
const opening = (message = '') => stripVTControlCharacters(message).replace(/\s+/g, ' ').trim().slice(0, 300);

function countsFrom(step) {
  const found = (step.reports ?? []).filter((file) => existsSync(file));
  if (!found.length) return undefined;
  return found.map((file) => countsIn(file, step.kind)).reduce((sum, counts) => ({
    passed: sum.passed + counts.passed,
    failed: sum.failed + counts.failed,
  }));
}

let passed = 0;
let failed = 0;
const failures = [];
const failedTests = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command}`);
  for (const file of step.reports ?? []) rmSync(file, { force: true });
  const result = spawnSync(step.command, { shell: true, stdio: 'inherit' });
  const counts = countsFrom(step);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  if (result.status !== 0) {
    failures.push(step.name);
    for (const file of (step.reports ?? []).filter((report) => existsSync(report))) {
      failedTests.push(...failedTestsIn(file, step.kind));
    }
    // A suite that crashed before reporting still counts as one failure.
    if (!counts || counts.failed === 0) failed += 1;
  }
}

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
for (const test of failedTests) console.log(`  ✘ ${test}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
