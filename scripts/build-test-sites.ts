// `npm run build:test-sites [production|demo]`: builds the sites the suites test (tests/test-sites.ts),
// each mode once, one after the other (a build takes both cores).
import './require-node-24.mjs';
import { spawnSync } from 'node:child_process';
import { type TestSiteMode, testSites } from '../tests/test-sites';

const asked = process.argv.slice(2) as TestSiteMode[];
const modes = asked.length ? asked : (Object.keys(testSites) as TestSiteMode[]);
for (const mode of modes) {
  const site = testSites[mode];
  if (!site) throw new Error(`No test site "${mode}": ${Object.keys(testSites).join(', ')}`);
  // Only the mode's files and the site's own values: a VITE_ variable of the caller's would change the build.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
  const result = spawnSync(
    'node_modules/.bin/vite',
    ['build', '--mode', site.mode, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit', env: { ...inherited, ...site.env, SITE_OUT_DIR: site.outDir } },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
