// `npm run preview`: Vite's preview server over the last build (dist/, or SITE_OUT_DIR), with the
// render server inside it; arguments go to `vite preview` (`-- --port 4174`). A production build
// renders its news from API_BASE_URL, as `npm start` does (render-server-checks.mjs): unset or
// malformed, this says so and how to preview with the fake backend, and stops; set, it says whether
// the API answers. A demo build (`npm run build:demo`) needs no API.
import './require-node-24.mjs';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { checkApiBaseUrl, probeApi, readBuild } from './render-server-checks.mjs';

const dist = resolve(process.env.SITE_OUT_DIR || 'dist');
const build = readBuild(dist);
const api = build.problem ? {} : checkApiBaseUrl(process.env.API_BASE_URL, { demo: build.demo });
if (build.problem || api.problem) {
  console.error(build.problem ?? api.problem);
  if (api.problem) {
    console.error(
      'To preview with the fake backend as the API: `npm run mock:server -- --port 9392` in another terminal, then ' +
        '`API_BASE_URL=http://127.0.0.1:9392 npm run preview` (build with VITE_API_BASE_URL=http://127.0.0.1:9392 for the browser to reach it too), ' +
        'or preview a demo: `npm run build:demo && npm run preview`',
    );
  }
  process.exit(1);
}
if (api.origin) console.log(await probeApi(api.origin));

const vite = spawn('node_modules/.bin/vite', ['preview', ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vite.kill(signal));
vite.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
