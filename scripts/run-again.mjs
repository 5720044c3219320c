// A command run again in a child Node, where it cannot go on as it was started: on a Node older than
// package.json's "engines" (require-node-24.mjs), and without the render server's heap budget
// (start-server.mjs). The child runs the same script with the same arguments, with `node` (this one
// by default), `execArgv` (this one's flags by default) and `env`; it has the terminal, and this
// process ends as it does.
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';

const argsFor = (execArgv) => [...execArgv, ...process.argv.slice(1)];

/** Blocks until the child ends: for a module imported first, whose importers must not go on meanwhile. */
export function runAgainSync({ node = process.execPath, execArgv = process.execArgv, env = process.env } = {}) {
  const rerun = spawnSync(node, argsFor(execArgv), { stdio: 'inherit', env });
  process.exit(rerun.status ?? 1);
}

const childMark = 'RUN_AGAIN_CHILD';

/**
 * For a long-running entry point (a server): the signals that stop this process are passed to the
 * child, so whoever stops this pid stops the child too, and the child calls `endWithParent()` so
 * that it ends even when this process is killed outright (SIGKILL). Never settles: await it at top
 * level so the rest of the script does not run here.
 */
export function runAgain({ node = process.execPath, execArgv = process.execArgv, env = process.env } = {}) {
  // The IPC channel closes however this process ends: the child's sign to end too.
  const child = spawn(node, argsFor(execArgv), { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env: { ...env, [childMark]: '1' } });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 1)));
  return new Promise(() => {});
}

/** In a child of `runAgain`: ends it when its parent has ended (killed, or otherwise). */
export function endWithParent() {
  if (process.env[childMark] !== '1' || !process.channel) return;
  delete process.env[childMark];
  process.channel.unref();
  process.once('disconnect', () => process.exit(1));
}
