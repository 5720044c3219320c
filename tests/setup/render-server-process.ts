import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * A built render server started as `npm start` starts it (`node scripts/start-server.mjs`), on
 * 127.0.0.1 and `port` (a free one by default), its API `apiUrl`; `nodeFlags` go before the script. Its memory is read
 * from /proc (Linux) of the process that renders: the start script's child once it has run itself
 * again for its heap budget.
 */
export async function startRenderServer(dist: string, apiUrl: string, nodeFlags: string[] = [], port = 0) {
  const child = spawn(process.execPath, [...nodeFlags, 'scripts/start-server.mjs', '--dist', dist], {
    // Its errors as plain text, whatever colours the test runner asks for.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_BASE_URL: apiUrl, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const listening = /Listening on: (http:\/\/\S+?)\/?\s/.exec(stdout);
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
    /** What it printed on stderr so far. */
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
