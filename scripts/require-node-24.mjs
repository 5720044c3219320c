// Imported first by every entry point (npm start, npm run dev, mock:server, the build, the tests,
// lint's and the other tools' configs, the other scripts). On a Node older than package.json's
// "engines", it runs the same command again on Node 24 (scripts/node24.sh: the one already on the
// machine, or fetched once) and exits as that run does; where Node 24 cannot be had, it says which
// Node the project needs and how to get it, and stops. npm checks "engines" only when it installs.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAgainSync } from './run-again.mjs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [neededMajor = 0, neededMinor = 0] = engines.node
  .replace(/^>=\s*/, '')
  .split('.')
  .map(Number);
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < neededMajor || (major === neededMajor && minor < neededMinor)) {
  const node24 = process.env.NODE24_RERUN ? undefined : findNode24();
  if (node24) {
    runAgainSync({
      node: node24,
      // Node 24 first on PATH for what that run starts in turn (tools whose scripts say `env node`).
      env: { ...process.env, PATH: `${dirname(node24)}${delimiter}${process.env.PATH ?? ''}`, NODE24_RERUN: '1' },
    });
  }
  console.error(
    `This project needs Node ${engines.node} (package.json "engines"); this is Node ${process.version} (${process.execPath}).\n` +
      'Run `. scripts/node24.sh` in this shell first: it puts Node 24 first on PATH, fetching it once where needed (README, Set-up).',
  );
  process.exit(1);
}

/** The path of Node 24 as scripts/node24.sh finds or fetches it (its one line of news on stderr), or undefined. */
function findNode24() {
  try {
    const root = fileURLToPath(new URL('..', import.meta.url));
    return execFileSync('sh', ['-c', '. scripts/node24.sh >&2 && command -v node'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  } catch {
    return undefined;
  }
}
