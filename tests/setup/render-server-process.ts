import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';

/** `node scripts/start-server.mjs --dist <dist> <args>` as `npm start` runs it, on 127.0.0.1, with `env` over this process's. */
function spawnRenderServer(dist: string, { env = {}, args = [], nodeFlags = [] }: { env?: Record<string, string | undefined>; args?: string[]; nodeFlags?: string[] }) {
  return spawn(process.execPath, [...nodeFlags, 'scripts/start-server.mjs', '--dist', dist, ...args], {
    // Its errors as plain text, whatever colours the test runner asks for.
    env: { ...process.env, HOST: '127.0.0.1', FORCE_COLOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * A built render server started as `npm start` starts it (`node scripts/start-server.mjs`), on
 * 127.0.0.1 and `port` (a free one by default), its API `apiUrl`; `nodeFlags` go before the script. Its memory is read
 * from /proc (Linux) of the process that renders: the start script's child once it has run itself
 * again for its heap budget.
 */
export async function startRenderServer(dist: string, apiUrl: string, nodeFlags: string[] = [], port = 0) {
  const child = spawnRenderServer(dist, { env: { PORT: String(port), API_BASE_URL: apiUrl }, nodeFlags });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const listening = /^Render server on (http:\/\/\S+) /m.exec(stdout);
      if (listening?.[1]) resolve(listening[1]);
    });
    void exited.then(() => reject(new Error(`The render server stopped: ${stdout}${stderr}`)));
  });
  const renderer = () => {
    const [grandchild] = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(' ').filter(Boolean);
    return grandchild ?? String(child.pid);
  };
  const kilobytes = (field: 'VmRSS' | 'VmHWM') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${renderer()}/status`, 'utf8'))?.[1]);
  return {
    url,
    /** What it printed on stdout and stderr so far. */
    stdout: () => stdout,
    stderr: () => stderr,
    /** The command line of the process that renders. */
    commandLine: () => readFileSync(`/proc/${renderer()}/cmdline`, 'utf8').split('\0').filter(Boolean),
    /** Resident memory now, and its peak since the start or `resetPeak()`, in MB. */
    rssMegabytes: () => kilobytes('VmRSS') / 1024,
    peakRssMegabytes: () => kilobytes('VmHWM') / 1024,
    resetPeak: () => writeFileSync(`/proc/${renderer()}/clear_refs`, '5'),
    isRunning: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A built render server that should refuse to start (`env` and `args` as in `spawnRenderServer`):
 * what it printed and its exit code. One still running after `timeoutMs` is killed (exit code null).
 */
export async function renderServerExit(dist: string, options: { env?: Record<string, string | undefined>; args?: string[] }, timeoutMs = 10_000) {
  const child = spawnRenderServer(dist, options);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, stdout, stderr };
}
