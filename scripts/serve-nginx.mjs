// Serves a build with the real nginx and deploy/nginx/default.conf.template, filled as the official
// image fills it, inside an nginx.conf like the image's own. Runs in the foreground until stopped.
// Usage: node scripts/serve-nginx.mjs [--root dist-production] [--port 4190] [--api http://127.0.0.1:9392]
//        [--email http://127.0.0.1:9392]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'dist-production' },
    port: { type: 'string', default: '4190' },
    api: { type: 'string', default: 'http://127.0.0.1:9392' },
    email: { type: 'string', default: 'http://127.0.0.1:9392' },
  },
});

const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((path) => existsSync(path));
if (!nginx) throw new Error('nginx is not installed (Debian: apt-get install nginx)');
const siteRoot = resolve(values.root);
if (!existsSync(join(siteRoot, 'index.html'))) throw new Error(`${siteRoot} holds no build: run npm run build:test-sites`);

// The official image runs envsubst with the names of the variables that are set, so nginx's own
// `$uri` and friends are left alone; the same here, with exactly the template's variables.
const variables = { NGINX_PORT: values.port, SITE_ROOT: siteRoot, API_ORIGIN: values.api, EMAIL_ORIGIN: values.email };
const template = readFileSync(new URL('../deploy/nginx/default.conf.template', import.meta.url), 'utf8');
const serverBlock = template.replace(/\$\{(\w+)\}/g, (text, name) => variables[name] ?? text);

const work = mkdtempSync(join(tmpdir(), 'site-nginx-'));
writeFileSync(join(work, 'default.conf'), serverBlock);
// Debian's brotli module, where installed, compresses with brotli too (deploy/nginx/brotli.conf).
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const brotli = existsSync(brotliModule);
const runsAsRoot = process.getuid?.() === 0;
writeFileSync(
  join(work, 'nginx.conf'),
  `${brotli ? `load_module ${brotliModule};\n` : ''}${runsAsRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${work}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
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

const server = spawn(nginx, ['-c', join(work, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
console.log(`nginx serves ${siteRoot} on http://127.0.0.1:${values.port}${brotli ? ' (gzip and brotli)' : ' (gzip)'}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGQUIT'));
server.on('exit', (code) => process.exit(code ?? 0));
