// `npm run serve:nginx`: the production stack on this machine, as it runs in production. nginx with
// deploy/nginx/default.conf.template (filled as the official image fills it, inside an nginx.conf
// like the image's own) serves a build's browser files and passes the pages that show news to the
// render server (`npm start`), whose API is the fake backend over HTTP. Runs until stopped.
//   --root         the build (dist-production: `npm run build:test-sites production`, its API the
//                  fake backend on 127.0.0.1:9392)
//   --port         nginx's port (4190)
//   --render-port  the port of the render server it starts (--port + 1: 4191)
//   --render       instead, a render server already running: its origin (the tests start their own)
//   --api-port     the port of the fake backend it starts as the render server's API (9392, the
//                  one dist-production's browser side calls: it calls the API it was built for)
//   --api          instead, the render server's news API: an origin
//   --log          the least severe of nginx's errors it prints (warn; crit where the render server
//                  is down on purpose, so its every news page does not print "connect() failed")
// Each port it is to listen on is checked free before anything starts; each server prints where it listens.
// The render server and the fake backend may stop (a test kills one); nginx goes on, as it would in
// production, and stopping nginx stops them all, and removes its temporary folder and page cache.
import './require-node-24.mjs';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parsePort, requireFreePorts } from './ports.mjs';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'dist-production' },
    port: { type: 'string', default: '4190' },
    'render-port': { type: 'string' },
    render: { type: 'string' },
    'api-port': { type: 'string', default: '9392' },
    api: { type: 'string' },
    log: { type: 'string', default: 'warn' },
  },
});

const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((path) => existsSync(path));
const buildRoot = resolve(values.root);
const siteRoot = join(buildRoot, 'client');
const nginxPort = parsePort(values.port, '--port');
// Unless it is given, the port after nginx's (whose own problem, if it has one, is said instead).
const renderPort = parsePort(values['render-port'] ?? String((nginxPort.port ?? 0) + 1), '--render-port');
const apiPort = parsePort(values['api-port'], '--api-port');
const problems = [
  !nginx && 'nginx is not installed (Debian: apt-get install nginx)',
  !existsSync(join(buildRoot, 'server/server.js')) && `${buildRoot} holds no build: run npm run build:test-sites production`,
  nginxPort.problem,
  values.render === undefined && (values['render-port'] !== undefined || !nginxPort.problem) && renderPort.problem,
  values.api === undefined && apiPort.problem,
  values.render !== undefined && values['render-port'] !== undefined && '--render and --render-port: give one (a running render server, or the port of the one to start)',
  values.api !== undefined && process.argv.some((arg) => arg.startsWith('--api-port')) && '--api and --api-port: give one (a running API, or the port of the fake backend to start)',
].filter(Boolean);
if (problems.length) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
await requireFreePorts([
  { port: nginxPort.port, what: 'nginx', flag: '--port' },
  ...(values.render === undefined ? [{ port: renderPort.port, host: '127.0.0.1', what: 'the render server', flag: '--render-port' }] : []),
  ...(values.api === undefined ? [{ port: apiPort.port, host: '127.0.0.1', what: 'the fake backend', flag: '--api-port' }] : []),
]);

const children = [];
function start(name, command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    console.error(`${name} stopped (${code ?? signal})`);
    if (name === 'nginx') stopAll(code ?? 1);
  });
  children.push(child);
  console.log(`${name} started (pid ${child.pid})`);
  return child;
}
function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

/**
 * Resolves once `url` answers, whatever its status. A server started here is waited for before
 * what calls it starts (the render server asks the API as it starts; nginx logs "connect() failed"
 * for a request that finds the render server not listening yet). Gives up after 30 s, or when the
 * server has stopped.
 */
async function answers(name, child, url) {
  const deadline = Date.now() + 30_000;
  while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(5_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100)); // not listening yet: ask again
    }
  }
  if (process.exitCode === undefined) {
    console.error(`${name} did not answer ${url}`);
    stopAll(1);
  }
  process.exit();
}

const api = values.api ?? `http://127.0.0.1:${apiPort.port}`;
if (values.api === undefined) {
  const backend = start('the fake backend', process.execPath, ['--import', 'tsx', 'mocks/server.ts', '--port', String(apiPort.port)], { HOST: '127.0.0.1' });
  await answers('the fake backend', backend, `${api}/api/v1/new-categories`);
}
let renderOrigin = values.render;
if (!renderOrigin) {
  renderOrigin = `http://127.0.0.1:${renderPort.port}`;
  const render = start('the render server', process.execPath, ['scripts/start-server.mjs', '--dist', buildRoot, '--port', String(renderPort.port)], {
    HOST: '127.0.0.1',
    API_BASE_URL: api,
  });
  await answers('the render server', render, `${renderOrigin}/robots.txt`);
}

// The official image runs envsubst with the names of the variables that are set, so nginx's own
// `$uri` and friends are left alone; the same here, with exactly the template's variables.
const work = mkdtempSync(join(tmpdir(), 'site-nginx-'));
// Its configuration, logs and page cache go when it stops.
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
mkdirSync(join(work, 'cache'));
const variables = {
  NGINX_PORT: String(nginxPort.port),
  SITE_ROOT: siteRoot,
  RENDER_ORIGIN: renderOrigin,
  CACHE_DIR: join(work, 'cache'),
};
const template = readFileSync(new URL('../deploy/nginx/default.conf.template', import.meta.url), 'utf8');
const serverBlock = template.replace(/\$\{(\w+)\}/g, (text, name) => variables[name] ?? text);

writeFileSync(join(work, 'default.conf'), serverBlock);
// Debian's brotli module, where installed, compresses with brotli too (deploy/nginx/brotli.conf).
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const brotli = existsSync(brotliModule);
const runsAsRoot = process.getuid?.() === 0;
writeFileSync(
  join(work, 'nginx.conf'),
  `${brotli ? `load_module ${brotliModule};\n` : ''}${runsAsRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${work}/nginx.pid;
error_log stderr ${values.log};
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${work}/client-body;
    proxy_temp_path ${work}/proxy;
    fastcgi_temp_path ${work}/fastcgi;
    uwsgi_temp_path ${work}/uwsgi;
    scgi_temp_path ${work}/scgi;
    ${brotli ? `include ${resolve('deploy/nginx/brotli.conf')};` : ''}
    include ${work}/default.conf;
}
`,
);

start('nginx', nginx, ['-c', join(work, 'nginx.conf'), '-g', 'daemon off;']);
console.log(`nginx serves ${siteRoot} on http://127.0.0.1:${nginxPort.port}${brotli ? ' (gzip and brotli)' : ' (gzip)'}, news pages rendered by ${renderOrigin}, API ${api}`);
