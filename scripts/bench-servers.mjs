// The servers a benchmark starts (the fake backend, the render server, nginx): each detached, the
// leader of its own process group, so that stopping the group also stops what it spawns (tsx runs
// the fake backend in a child node process). They are stopped when the benchmark ends or is
// interrupted; one that stops by itself ends the benchmark with its output.
import { spawn } from 'node:child_process';

const servers = [];

export function startServer(name, command, args, env = {}, cwd = undefined) {
  const child = spawn(command, args, { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.on('exit', (code, signal) => {
    if (!servers.includes(child)) return; // stopped by us
    console.error(`${name} stopped unexpectedly (${signal ?? `exit ${code}`}):\n${output}`);
    process.exit(1);
  });
  servers.push(child);
  return child;
}

export function stopServers() {
  for (const server of servers.splice(0)) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('exit', stopServers);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers.`);
    process.exit(130);
  });
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`, saying what it last got. */
export async function waitFor(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.message ?? error.message; // usually: not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${last})`);
}
