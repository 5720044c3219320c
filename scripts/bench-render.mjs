// `npm run bench:render`: the render server under load (autocannon), on a production build with
// the fake backend over HTTP as its API. Requests per second and latency (median, p95, p99) for an
// article rendered on every request (the render server alone) and for the same article kept by
// nginx (the production stack, scripts/serve-nginx.mjs), plus a prerendered page for reference.
// Reported, never asserted (docs/performance.md).
//
// Then the render server's memory (resident set) before and after `--renders` renders (10,000) of
// the pages it renders, in turn: the home page, the list and its second page, and 24 articles.
//
// Usage: npm run bench:render -- [--dist dist-production] [--seconds 10] [--connections 10]
//          [--api-latency 50] [--renders 10000] [--heap <MB>] [--port 4395] [--render-port 4396] [--api-port 9395]
// nginx on --port, the render server on --render-port, the fake backend on --api-port: each checked free first.
// --heap caps the render server's V8 heap (--max-old-space-size), to see what it needs.
// The build is one of `npm run build:test-sites production` (or `npm run build`): the render server
// reads its API's address when it starts, so any build will do.
import './require-node-24.mjs';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { parsePort, requireFreePorts } from './ports.mjs';
import { startServer, stopServers, waitFor } from './bench-servers.mjs';

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist-production' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'api-latency': { type: 'string', default: '50' },
    renders: { type: 'string', default: '10000' },
    heap: { type: 'string' },
    port: { type: 'string', default: '4395' },
    'render-port': { type: 'string', default: '4396' },
    'api-port': { type: 'string', default: '9395' },
  },
});
if (!existsSync(`${options.dist}/server/server.js`)) {
  console.error(`No build in ${options.dist}: run npm run build:test-sites production (or pass --dist).`);
  process.exit(1);
}

const ports = [
  { flag: '--port', what: 'nginx' },
  { flag: '--render-port', what: 'the render server' },
  { flag: '--api-port', what: 'the fake backend' },
].map((entry) => ({ ...entry, host: '127.0.0.1', ...parsePort(options[entry.flag.slice(2)], entry.flag) }));
for (const { problem } of ports) if (problem) console.error(problem);
if (ports.some(({ problem }) => problem)) process.exit(1);
await requireFreePorts(ports);

const loadBefore = loadavg()[0];
const [nginxUrl, renderUrl, apiUrl] = ports.map(({ port }) => `http://127.0.0.1:${port}`);
console.log(`Serving: nginx on ${nginxUrl}, the render server on ${renderUrl}, the fake backend on ${apiUrl}`);

startServer('fake backend', 'node_modules/.bin/tsx', ['mocks/server.ts'], { PORT: options['api-port'], HOST: '127.0.0.1', MOCK_LATENCY: options['api-latency'] });
const heapCap = options.heap ? [`--max-old-space-size=${options.heap}`] : [];
const renderServer = startServer('the render server', process.execPath, [...heapCap, 'scripts/start-server.mjs', '--dist', options.dist], {
  PORT: new URL(renderUrl).port,
  HOST: '127.0.0.1',
  API_BASE_URL: apiUrl,
});
startServer('nginx', process.execPath, ['scripts/serve-nginx.mjs', '--root', options.dist, '--port', options.port, '--render', renderUrl]);
await Promise.all([waitFor(`${apiUrl}/api/v1/new-categories`), waitFor(`${nginxUrl}/gioi-thieu`), waitFor(`${renderUrl}/gioi-thieu`)]);
const hot = await (await fetch(`${apiUrl}/api/v1/news/hot`)).json();
const article = `/tin-tuc/${hot._id}`;

/** One load run: every response's time kept, for the percentiles autocannon does not report (p95). */
async function load(url) {
  const times = [];
  const statuses = new Map();
  const instance = autocannon({ url, connections: Number(options.connections), duration: Number(options.seconds) });
  instance.on('response', (_client, status, _bytes, time) => {
    times.push(time);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? NaN;
  return { rps: result.requests.average, p50: at(0.5), p95: at(0.95), p99: at(0.99), statuses: [...statuses].map(([code, count]) => `${count}×${code}`).join(', ') };
}

const cases = [
  ['article, rendered on every request (render server alone)', `${renderUrl}${article}`],
  ['article, kept by nginx (production stack)', `${nginxUrl}${article}`],
  ['prerendered page, from its file (nginx)', `${nginxUrl}/gioi-thieu`],
];
await fetch(`${nginxUrl}${article}`); // the first request renders and nginx keeps the page
const rows = [];
for (const [name, url] of cases) {
  const result = await load(url);
  rows.push(`| ${name} | ${result.rps.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.statuses} |`);
  console.log(`  ${name}: ${result.rps.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms`);
}
/** The render server's resident memory, in MB (Linux). */
const residentMb = () => Number(readFileSync(`/proc/${renderServer.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1]) / 1024;
const listed = await (await fetch(`${apiUrl}/api/v1/news?current=1&pageSize=24`)).json();
const renderedPaths = ['/', '/tin-tuc', '/tin-tuc?page=2', ...listed.news.map((each) => `/tin-tuc/${each._id}`)];
const memoryBefore = residentMb();
const renderRun = autocannon({
  url: renderUrl,
  connections: Number(options.connections),
  amount: Number(options.renders),
  requests: renderedPaths.map((path) => ({ method: 'GET', path })),
});
const renderStatuses = new Map();
renderRun.on('response', (_client, status) => renderStatuses.set(status, (renderStatuses.get(status) ?? 0) + 1));
const rendered = await renderRun;
const memoryAfter = residentMb();
console.log(`  ${options.renders} renders: ${rendered.requests.average.toFixed(0)} req/s, ${memoryBefore.toFixed(0)} -> ${memoryAfter.toFixed(0)} MB`);

stopServers();
console.log(
  [
    '',
    `### Render server under load: ${options.connections} connections, ${options.seconds} s each, API latency ${options['api-latency']} ms, ${options.dist}${options.heap ? `, heap capped at ${options.heap} MB` : ''}`,
    '',
    '| case | req/s | p50 ms | p95 ms | p99 ms | answers |',
    '|---|---:|---:|---:|---:|---|',
    ...rows,
    '',
    `Render server memory (resident): ${memoryBefore.toFixed(0)} MB after the runs above, ${memoryAfter.toFixed(0)} MB after ${options.renders} more renders of ${renderedPaths.length} pages in turn (${rendered.requests.average.toFixed(0)} req/s; answers ${[...renderStatuses].map(([code, count]) => `${count}×${code}`).join(', ')}).`,
    '',
    `Load average: ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after (${availableParallelism()} cores).`,
  ].join('\n'),
);
