// `npm run mock:server`: the fake backend on http://127.0.0.1:9090 (`-- --port <n>`, or PORT; the flag wins).
// MOCK_SCENARIO picks a scenario (see scenario.ts); MOCK_LATENCY sets a fixed delay in ms (none by default);
// MOCK_ALLOWED_ORIGINS lists the origins that may call it from a browser (loopback ones when unset);
// MOCK_TODAY pins the day the news is dated back from (yyyy-mm-dd; today in Vietnam when unset).
import '../scripts/require-node-24.mjs';
import { parseArgs } from 'node:util';
import { parsePort, portTakenLine } from '../scripts/ports.mjs';
import { pinServeDay } from './db/serve-day';
import { isScenario, setLatency, setScenario } from './scenario';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const asked = values.port === undefined ? parsePort(process.env.PORT ?? '9090', 'PORT') : parsePort(values.port, '--port');
if (asked.problem !== undefined) {
  console.error(asked.problem);
  process.exit(1);
}
const { port } = asked;

const requested = process.env.MOCK_SCENARIO;
if (requested && !isScenario(requested)) {
  console.error(`Unknown MOCK_SCENARIO '${requested}'.`);
  process.exit(1);
}
const scenario = isScenario(requested) ? requested : undefined;
try {
  pinServeDay(process.env.MOCK_TODAY, 'MOCK_TODAY');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
// Over HTTP it answers at once (the slow scenario aside): its callers are servers and tests.
setLatency(Number(process.env.MOCK_LATENCY ?? 0));

/** MOCK_ALLOWED_ORIGINS: comma-separated origins such as `https://mattroinho.edu.vn`; an entry that is not one stops the server. */
const allowedOrigins = (process.env.MOCK_ALLOWED_ORIGINS ?? '')
  .split(',')
  .map((entry) => entry.trim())
  .filter(Boolean)
  .map((entry) => {
    const url = URL.parse(entry);
    if (url && ['http:', 'https:'].includes(url.protocol) && url.href === `${url.origin}/`) return url.origin;
    console.error(`MOCK_ALLOWED_ORIGINS: '${entry}' is not an origin like https://example.com`);
    process.exit(1);
  });

// The server and its database load once the settings are known to be good: a wrong one is said at once.
const { startMockHttpServer } = await import('./http');
const { databaseFor } = await import('./db');
const server = await startMockHttpServer({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  allowedOrigins: allowedOrigins.length ? allowedOrigins : undefined,
}).catch((error: unknown) => {
  if ((error as { code?: unknown }).code !== 'EADDRINUSE') throw error;
  console.error(portTakenLine({ port, what: 'the fake backend', flag: '--port', variable: 'PORT' }));
  process.exit(1);
});
if (scenario) setScenario(scenario);
// The many scenario's 600 articles are generated (faker) before the first request, not during it.
if (scenario === 'many') await databaseFor('many');
console.log(`Fake backend on ${server.url}/api/v1 (scenario: ${scenario ?? 'normal'})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
