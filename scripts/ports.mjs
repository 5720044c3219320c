// The ports the project's servers listen on (npm start, mock:server, serve:static, serve:nginx,
// bench): each taken from its --port flag (or a variable), and checked free before anything slow
// starts, with one plain line for a port that is not a port or is taken, saying which flag changes it.
import { createServer } from 'node:net';

/** `value` as a port (0 = any free one), or a line saying what is wrong. */
export function parsePort(value, flag) {
  const port = Number(value);
  if (/^\d+$/.test(String(value).trim()) && port <= 65535) return { port };
  return { problem: `${flag} must be a port number from 0 to 65535, not ${JSON.stringify(String(value))}` };
}

/** Whether nothing listens on `port` at `host` (every address when not given): it is bound, then let go. */
export function isPortFree(port, host) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** The line for a port something else holds: which port, whose, and the flag (or variable) that changes it. */
export function portTakenLine({ port, what, flag, variable }) {
  const instead = `${flag} <port>${variable ? ` (or ${variable}=<port>)` : ''}`;
  return `Port ${port} is taken, so ${what} cannot listen there: stop what holds it, or choose another port with ${instead}`;
}

/**
 * Checks each `{ port, host?, what, flag, variable? }` (a port of 0 is always free): prints a line for each
 * one taken and exits with 1 if any is, before the caller starts anything.
 */
export async function requireFreePorts(ports) {
  const taken = [];
  for (const entry of ports) if (entry.port !== 0 && !(await isPortFree(entry.port, entry.host))) taken.push(entry);
  if (!taken.length) return;
  for (const entry of taken) console.error(portTakenLine(entry));
  process.exit(1);
}
