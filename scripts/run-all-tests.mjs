// `npm run test:all`: every check and suite CI runs, in two lanes side by side (two cores). One
// builds each mode once and runs the browser tests on it (they wait on the pages as much as they
// compute, so the other lane has room beside them); the other runs the checks that need no build,
// then the build's own tests and byte budgets, once the build is there. A step's output is printed whole when it ends, with its wall
// time. It keeps going after a failure so one run shows all of them, and ends with one line summing
// the suites: `N passed, M failed`.
import './require-node-24.mjs';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const vitestJson = (name) => `--reporter=default --reporter=json --outputFile.json=test-results/${name}.json`;

const buildLane = [
  { name: 'build the production and demo sites', command: 'npm run -s build:test-sites' },
  {
    name: 'browser and server tests (production build at both widths, the demo build, nginx)',
    command: 'node_modules/.bin/playwright test',
    reports: ['test-results/browser.json'],
    kind: 'playwright',
    needsBuild: true,
  },
];

const checkLane = [
  { name: 'lint (ESLint, knip)', command: 'npm run -s lint' },
  { name: 'typecheck (and route tree)', command: 'npm run -s typecheck' },
  { name: 'route tree is committed and current', command: 'git diff --exit-code --stat -- src/routeTree.gen.ts' },
  {
    name: 'unit and component tests',
    command: `node_modules/.bin/vitest run --project unit ${vitestJson('unit')}`,
    reports: ['test-results/unit.json'],
    kind: 'vitest',
  },
  {
    name: 'contract tests (consumer, then provider verification)',
    command: 'node scripts/run-contracts.mjs --json-reports',
    reports: ['test-results/contracts-consumer.json', 'test-results/contracts-provider.json'],
    kind: 'vitest',
  },
  {
    name: 'pact file is committed and current',
    command: 'git diff --exit-code --stat -- contracts/pacts && test -z "$(git status --porcelain -- contracts/pacts)"',
  },
  // On the build the other lane made long before: beside the browser tests, not before them.
  {
    name: 'build tests (the prerendered pages, the first load, no fake backend or stray variable in production)',
    command: `node_modules/.bin/vitest run --project build ${vitestJson('build')}`,
    reports: ['test-results/build.json'],
    kind: 'vitest',
    needsBuild: true,
  },
  { name: 'byte budgets of the production build (size-limit)', command: 'node_modules/.bin/size-limit', needsBuild: true },
];

function countsIn(file, kind) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'vitest') return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) };
  // A test that passed only on its retry is a defect: it counts as failed.
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  return { passed: expected, failed: unexpected + flaky };
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
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map(
          (test) =>
            `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}${test.status === 'flaky' ? ' (passed only on retry)' : ''}: ${firstLine(test.results.find((result) => result.error)?.error?.message)}`,
        ),
    ),
    ...(suite.suites ?? []).flatMap(failedIn),
  ];
  return (report.suites ?? []).flatMap(failedIn);
}

// Playwright's messages carry terminal colours.
const firstLine = (message = '') => stripVTControlCharacters(message).split('\n').find((line) => line.trim()) ?? '';
// Vitest's first line is often only a heading ("Test failed for the following reasons:"): keep the start of the message.
const opening = (message = '') => stripVTControlCharacters(message).replace(/\s+/g, ' ').trim().slice(0, 300);

let passed = 0;
let failed = 0;
const failures = [];
const failedTests = [];
const timings = [];
let buildFailed = false;
let builtNow = () => {};
const built = new Promise((resolve) => (builtNow = resolve));

/** Runs one step with its output held, then prints it whole and adds its tests to the sums. */
async function run(step) {
  if (step.needsBuild) await built;
  if (step.needsBuild && buildFailed) {
    console.log(`\n=== ${step.name}: not run, the sites did not build`);
    failures.push(step.name);
    failed += 1;
    return;
  }
  for (const file of step.reports ?? []) rmSync(file, { force: true });
  const started = Date.now();
  const output = [];
  const status = await new Promise((done) => {
    const child = spawn(step.command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => done(code));
  });
  const seconds = (Date.now() - started) / 1000;
  timings.push({ name: step.name, seconds });
  console.log(`\n=== ${step.name}: ${step.command}`);
  process.stdout.write(Buffer.concat(output));
  console.log(`=== ${status === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s: ${step.name}`);

  const found = (step.reports ?? []).filter((file) => existsSync(file));
  const counts = found.map((file) => countsIn(file, step.kind));
  for (const count of counts) {
    passed += count.passed;
    failed += count.failed;
  }
  if (status !== 0) {
    failures.push(step.name);
    if (step === buildLane[0]) buildFailed = true;
    for (const file of found) failedTests.push(...failedTestsIn(file, step.kind));
    // A suite that crashed before reporting still counts as one failure.
    if (!counts.some((count) => count.failed > 0)) failed += 1;
  }
  if (step === buildLane[0]) builtNow();
}

async function runLane(steps) {
  for (const step of steps) await run(step);
}

const started = Date.now();
// The checks wait for the build, which then has both cores: the browser tests, the longer lane,
// start sooner (about 6 s), and the checks still end well before them.
await Promise.all([runLane(buildLane), built.then(() => runLane(checkLane))]);

console.log(`\nWall time ${((Date.now() - started) / 1000).toFixed(0)} s; by step:`);
for (const { name, seconds } of timings) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
// The first ones only: a server that stopped fails a hundred tests alike, and the log's end must
// still show what came before them (the step that failed, its first failures).
const listed = 25;
for (const test of failedTests.slice(0, listed)) console.log(`  ✘ ${test}`);
if (failedTests.length > listed) console.log(`  … and ${failedTests.length - listed} more (test-results/*.json)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
