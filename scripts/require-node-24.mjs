// Imported first by every entry point (npm start, npm run dev, mock:server, the build, the tests,
// the other scripts): on a Node older than package.json's "engines" it says which Node the project
// needs and how to get it, and stops. npm checks "engines" only when it installs.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [neededMajor = 0, neededMinor = 0] = engines.node
  .replace(/^>=\s*/, '')
  .split('.')
  .map(Number);
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < neededMajor || (major === neededMajor && minor < neededMinor)) {
  console.error(
    `This project needs Node ${engines.node} (package.json "engines"); this is Node ${process.version} (${process.execPath}).\n` +
      'Run `. scripts/node24.sh` in this shell first: it puts Node 24 first on PATH, fetching it once where needed (README, Set-up).',
  );
  process.exit(1);
}
