// Lighthouse benchmark of the production build as it runs in production (nginx in front of the
// render server, scripts/serve-nginx.mjs), its API answered by the fake backend over HTTP
// (docs/performance.md#measuring). Prints a Markdown table of medians per route and writes every run's
// numbers to bench-results/<timestamp>.json. Speed is reported, never asserted: the exit code is
// non-zero only when something could not be measured.
//
// Usage: npm run bench -- [--runs 5] [--routes /,/tin-tuc,/tin-tuc/:hot] [--preset mobile|desktop] [--seo]
//          [--label NAME] [--skip-build] [--dist DIR]... [--port 4391] [--render-port 4392] [--api-port 9391]
// --dist measures an existing build folder (e.g. dist-production, built for an API on
// 127.0.0.1:9392: pass --api-port 9392) instead of building; --skip-build reuses the last build in
// node_modules/.bench/dist. `/tin-tuc/:hot` is the featured article.
// Two or more --dist (base first, each built for the same API address) are measured in turn, run by
// run (base, head, base, head…), so that the machine's noise falls on each alike; the report adds
// each build's medians over the first's. Never compare builds measured one after the other.
// It listens on the fake backend's port (--api-port) and, per build, on nginx's (--port, then +2 for
// each further build) and the render server's (nginx's + 1, or --render-port for a single build),
// each checked free before the build.
import './require-node-24.mjs';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { startServer, stopServers, waitFor } from './bench-servers.mjs';
import { parsePort, requireFreePorts } from './ports.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    routes: { type: 'string', default: '/,/tin-tuc,/tin-tuc/:hot,/khoa-hoc/ky-nang-song/1,/gioi-thieu,/khoa-hoc,/khoa-hoc/theo-tuoi/8,/kiem-tra-trinh-do' },
    preset: { type: 'string', default: 'mobile' },
    seo: { type: 'boolean', default: false },
    label: { type: 'string', default: '' },
    'skip-build': { type: 'boolean', default: false },
    dist: { type: 'string', multiple: true },
    port: { type: 'string', default: '4391' }, // not 4190: browsers refuse it (an "unsafe" port)
    'render-port': { type: 'string' },
    'api-port': { type: 'string', default: '9391' },
  },
});

const runs = Number(options.runs);
const routes = options.routes.split(',').map((route) => route.trim()).filter(Boolean);
if (!Number.isInteger(runs) || runs < 1) usage(`--runs must be a positive integer, not '${options.runs}'`);
if (!['mobile', 'desktop'].includes(options.preset)) usage(`--preset must be mobile or desktop, not '${options.preset}'`);
if (!routes.length || routes.some((route) => !route.startsWith('/'))) usage('--routes must be paths starting with /');
const distDirs = options.dist ?? ['node_modules/.bench/dist'];
if (distDirs.length > 1 && options['render-port']) usage('--render-port is for one build; with several, each render server listens on its nginx port + 1');
const ports = {
  nginx: parsePort(options.port, '--port'),
  render: parsePort(options['render-port'] ?? String(Number(options.port) + 1), '--render-port'),
  api: parsePort(options['api-port'], '--api-port'),
};
// usage() says the first that is no port: nginx's before the render server's, which follows it unless given.
for (const { problem } of Object.values(ports)) if (problem) usage(problem);
/** Each build's stack: its folder, nginx's port and the render server's. */
const sites = distDirs.map((distDir, index) => ({
  distDir,
  nginxPort: ports.nginx.port + 2 * index,
  renderPort: index === 0 ? ports.render.port : ports.nginx.port + 2 * index + 1,
}));
await requireFreePorts([
  ...sites.flatMap(({ nginxPort, renderPort }) => [
    { port: nginxPort, what: 'nginx', flag: '--port' },
    { port: renderPort, host: '127.0.0.1', what: 'the render server', flag: '--render-port' },
  ]),
  { port: ports.api.port, host: '127.0.0.1', what: 'the fake backend', flag: '--api-port' },
]);

const distDir = distDirs[0];
const siteUrlOf = (site) => `http://127.0.0.1:${site.nginxPort}`;
const apiUrl = `http://127.0.0.1:${ports.api.port}`;
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chromePath)) usage(`No Chrome at ${chromePath}: install chromium or set CHROME_PATH`);
const chromeFlags = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

function usage(problem) {
  console.error(`${problem}\nUsage: npm run bench -- [--runs N] [--routes /a,/b] [--preset mobile|desktop] [--seo] [--label NAME] [--skip-build] [--dist DIR] [--port N] [--render-port N] [--api-port N]`);
  process.exit(2);
}

let chrome;
process.on('exit', () => chrome?.kill());

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

const median = (values) => {
  const sorted = values.filter((value) => value != null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The numbers this benchmark keeps from one Lighthouse result. */
function summarise(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const resources = Object.fromEntries((lhr.audits['resource-summary']?.details?.items ?? []).map((item) => [item.resourceType, item]));
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const consoleErrors = lhr.audits['errors-in-console']?.details?.items ?? [];
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  return {
    performance: score('performance'),
    ...(options.seo && { seo: score('seo') }),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    scriptKiB: (resources.script?.transferSize ?? 0) / 1024,
    // The main thread's time by kind (Lighthouse's groups: scriptEvaluation, styleLayout, …), in ms.
    mainThread: Object.fromEntries((lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration])),
    totalKiB: (resources.total?.transferSize ?? 0) / 1024,
    requests: resources.total?.requestCount ?? null,
    apiRequests: requests.filter((request) => request.url.startsWith(apiUrl)).length,
    failedRequests: requests.filter((request) => !(request.statusCode >= 200 && request.statusCode < 400)).map((request) => `${request.statusCode} ${request.url}`),
    consoleErrors: consoleErrors.map((item) => `${item.source}: ${item.description}`),
    // Which elements moved: CLS can jump between runs when data arrives before or after first paint.
    layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 3).map((item) => `${item.score?.toFixed(3)} ${item.node?.selector}`),
    finalUrl: lhr.finalDisplayedUrl,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings,
  };
}

async function measure(siteUrl, route) {
  // One fresh Chrome (and temporary profile) per run: no cache, service worker or storage can
  // carry over from the previous route.
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      siteUrl + route,
      {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: options.seo ? ['performance', 'seo'] : ['performance'],
        // Not scored; kept to notice CORS failures, 404s or other errors the page would hide.
        onlyAudits: ['errors-in-console'],
      },
      options.preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const run = summarise(lhr);
    if (run.performance == null) throw new Error('no performance score (a metric failed)');
    return run;
  } finally {
    await chrome.kill();
    chrome = undefined;
  }
}

// 1. Build.
if (!options.dist && !options['skip-build']) {
  console.log(`Building production into ${distDir} (API ${apiUrl})…`);
  // Only our API address: a VITE_ variable left in the caller's shell must not change the build.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
  execFileSync('node_modules/.bin/vite', ['build', '--mode', 'production', '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...env, VITE_API_BASE_URL: apiUrl, SITE_OUT_DIR: distDir },
  });
}
for (const dir of distDirs) {
  if (!existsSync(`${dir}/server/server.js`)) {
    console.error(`No build in ${dir} (run without --skip-build).`);
    process.exit(1);
  }
}

// 2. Servers.
startServer('fake backend', 'node_modules/.bin/tsx', ['mocks/server.ts', '--port', String(ports.api.port)], { HOST: '127.0.0.1' });
// A build inside another checkout (an older commit's, `<checkout>/dist-x`) is served by that
// checkout's own scripts, which know its files.
const checkoutOf = (dir) => (existsSync(join(dir, '..', 'scripts', 'serve-nginx.mjs')) ? resolve(dir, '..') : process.cwd());
for (const site of sites) {
  const checkout = checkoutOf(site.distDir);
  startServer(`nginx and the render server of ${site.distDir}`, process.execPath, [
    join(checkout, 'scripts', 'serve-nginx.mjs'), '--root', resolve(site.distDir), '--port', String(site.nginxPort), '--api', apiUrl,
    // Its default is the next port (older checkouts know no other).
    ...(site.renderPort === site.nginxPort + 1 ? [] : ['--render-port', String(site.renderPort)]),
  ], {}, checkout);
}
await Promise.all([waitFor(`${apiUrl}/api/v1/new-categories`), ...sites.map((site) => waitFor(`${siteUrlOf(site)}/`))]);
for (const site of sites) console.log(`Serving ${site.distDir}: nginx on ${siteUrlOf(site)}, the render server on http://127.0.0.1:${site.renderPort}`);
console.log(`The fake backend on ${apiUrl}`);
const hot = await (await fetch(`${apiUrl}/api/v1/news/hot`)).json();
for (const [index, route] of routes.entries()) routes[index] = route.replace(':hot', hot._id);

// 3. Lighthouse, interleaved: round 1 visits every route, then round 2, … so that noise from other
// work on the machine spreads over all routes instead of landing on one.
const commit = gitCommit();
const startedAt = new Date();
console.log(`Lighthouse ${options.preset}, ${runs} run(s) × ${routes.length} route(s) × ${sites.length} build(s) (${distDirs.join(', ')}), commit ${commit}`);
const results = [];
let failures = 0;
for (let round = 1; round <= runs; round++) {
  for (const route of routes) {
    // Builds in turn, the first first in odd rounds and last in even ones: neither always follows the other.
    for (const site of round % 2 ? sites : [...sites].reverse()) {
      const siteUrl = siteUrlOf(site);
      const dist = site.distDir;
      const started = Date.now();
      const load = loadavg()[0];
      try {
        const run = await measure(siteUrl, route);
        results.push({ dist, route, round, load, ...run });
        const notes = [
          run.finalUrl !== siteUrl + route && `ended at ${run.finalUrl}`,
          run.failedRequests.length && `${run.failedRequests.length} failed request(s)`,
          run.consoleErrors.length && `${run.consoleErrors.length} console error(s)`,
        ].filter(Boolean);
        console.log(`  ${round}/${runs} ${dist} ${route}: ${run.performance} (${((Date.now() - started) / 1000).toFixed(0)} s)${notes.length ? ` — ${notes.join(', ')}` : ''}`);
      } catch (error) {
        failures++;
        results.push({ dist, route, round, load, error: String(error.message ?? error) });
        console.error(`  ${round}/${runs} ${dist} ${route}: FAILED — ${error.message ?? error}`);
      }
    }
  }
}
stopServers();
chrome?.kill();

// 4. Report.
const columns = [
  ['score', (measured) => median(measured.map((run) => run.performance))?.toFixed(0)],
  ['score range', (measured) => `${Math.min(...measured.map((run) => run.performance))}–${Math.max(...measured.map((run) => run.performance))}`],
  ...(options.seo ? [['SEO', (measured) => median(measured.map((run) => run.seo))?.toFixed(0)]] : []),
  ['FCP s', (measured) => (median(measured.map((run) => run.fcpMs)) / 1000).toFixed(2)],
  ['LCP s', (measured) => (median(measured.map((run) => run.lcpMs)) / 1000).toFixed(2)],
  ['TBT ms', (measured) => median(measured.map((run) => run.tbtMs)).toFixed(0)],
  ['CLS', (measured) => median(measured.map((run) => run.cls)).toFixed(3)],
  ['SI s', (measured) => (median(measured.map((run) => run.speedIndexMs)) / 1000).toFixed(2)],
  ['script ms', (measured) => median(measured.map((run) => run.mainThread?.scriptEvaluation ?? null))?.toFixed(0)],
  ['style+layout ms', (measured) => median(measured.map((run) => run.mainThread?.styleLayout ?? null))?.toFixed(0)],
  ['JS KiB', (measured) => median(measured.map((run) => run.scriptKiB)).toFixed(1)],
  ['requests', (measured) => String(median(measured.map((run) => run.requests)))],
];
const several = sites.length > 1;
const lines = [
  `### ${options.label ? `${options.label}: ` : ''}Lighthouse ${options.preset}, median of ${runs} run(s), commit ${commit}, ${startedAt.toISOString()}`,
  '',
  `| route | ${several ? 'build | ' : ''}${columns.map(([name]) => name).join(' | ')} |`,
  `|---|${several ? '---|' : ''}${columns.map(() => '---:').join('|')}|`,
];
const measuredOf = (dist, route) => results.filter((run) => run.dist === dist && run.route === route && !run.error);
for (const route of routes) {
  for (const dist of distDirs) {
    const measured = measuredOf(dist, route);
    const cells = measured.length ? columns.map(([, cell]) => cell(measured)) : columns.map(() => 'n/a');
    lines.push(`| ${route} | ${several ? `${dist} | ` : ''}${cells.join(' | ')} |`);
  }
}
if (several) {
  // Each build's medians over the first build's, route by route: the figures to compare.
  const ratios = [['TBT', 'tbtMs'], ['LCP', 'lcpMs'], ['FCP', 'fcpMs'], ['SI', 'speedIndexMs'], ['JS', 'scriptKiB']];
  lines.push('', `| route | build | ${ratios.map(([name]) => `${name} / first`).join(' | ')} |`, `|---|---|${ratios.map(() => '---:').join('|')}|`);
  for (const route of routes) {
    for (const dist of distDirs.slice(1)) {
      const cells = ratios.map(([, key]) => {
        const first = median(measuredOf(distDirs[0], route).map((run) => run[key]));
        const other = median(measuredOf(dist, route).map((run) => run[key]));
        return first && other != null ? (other / first).toFixed(2) : 'n/a';
      });
      lines.push(`| ${route} | ${dist} | ${cells.join(' | ')} |`);
    }
  }
}
// How busy the machine was: Lighthouse's CPU benchmark (higher = faster) and the 1-minute load.
const spread = (values, digits) => `median ${median(values).toFixed(digits)}, ${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
const benchmarkIndexes = results.map((run) => run.benchmarkIndex).filter(Boolean);
lines.push('', `JS KiB = transferred script bytes. Load average: ${spread(results.map((run) => run.load), 1)} (${availableParallelism()} cores).`);
if (benchmarkIndexes.length) lines.push(`Lighthouse benchmark index (higher = faster): ${spread(benchmarkIndexes, 0)}.`);
const problems = [...new Set(results.flatMap((run) => [...(run.failedRequests ?? []), ...(run.consoleErrors ?? [])]))];
if (problems.length) lines.push('', 'Seen during the runs (failed requests, console errors):', ...problems.map((problem) => `- ${problem}`));
console.log(`\n${lines.join('\n')}\n`);

mkdirSync('bench-results', { recursive: true });
const file = `bench-results/${startedAt.toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(
  file,
  `${JSON.stringify({ label: options.label || null, commit, startedAt, preset: options.preset, runs, routes, dists: distDirs, apiUrl, results }, null, 2)}\n`,
);
console.log(`Every run: ${file}`);
if (failures) {
  console.error(`${failures} run(s) could not be measured.`);
  process.exit(1);
}
