import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import cors from 'cors';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { allowedMethods } from './allowed-methods';
import { seedDatabase } from './db';
import { handlers } from './handlers';
import { mswMiddleware } from './msw-middleware';
import { ProviderStateError, setUpProviderState, tearDownProviderState } from './provider-states';

/** The largest body taken, far above any registration form; the e-mail service is the only endpoint with one. */
const bodyLimitKb = 64;

function problem(response: Response, status: number, message: string) {
  response.status(status).json({ statusCode: status, message });
}

const isJson = (request: IncomingMessage) => (request.headers['content-type'] ?? '').includes('json');

const requestUrl = (request: Request) => new URL(request.originalUrl, `${request.protocol}://${request.get('host')}`);

/** The methods the handlers answer at the request's path, plus OPTIONS, as `Allow` lists them; '' for a path they do not know. */
const methodsOf = (request: Request) => allowedMethods(handlers, requestUrl(request)).join(', ');

/** Origins as browsers send them (no path, no default port): http://localhost and http://127.0.0.1, on any port. */
const loopbackOrigins = /^http:\/\/(?:localhost|127\.0\.0\.1)(?::\d+)?$/;

/**
 * Pact's provider-state change URL (`npm run contracts:verify -- --providerStatesSetupUrl <url>/_pact/provider-states`):
 * POST `{ state, params, action: 'setup' | 'teardown' }`. Setup makes exactly the data the state
 * describes (mocks/provider-states.ts) and answers its values; teardown restores the usual data.
 */
export const providerStatesPath = '/_pact/provider-states';

/** A state change as posted: each part is checked before use. */
type StateChange = { state?: unknown; params?: unknown; action?: unknown };

const providerStateChange: RequestHandler = (request, response) => {
  const { state, params = {}, action = 'setup' } = ((isJson(request) ? request.body : undefined) as StateChange | null | undefined) ?? {};
  if (typeof state !== 'string' || typeof params !== 'object' || params === null || Array.isArray(params)) {
    return problem(response, 400, 'Send JSON { "state": "<name>", "params": { ... }, "action": "setup" | "teardown" }');
  }
  if (action === 'teardown') {
    tearDownProviderState();
    return response.json({});
  }
  if (action !== 'setup') return problem(response, 400, `Unknown action '${String(action)}'; use 'setup' or 'teardown'`);
  try {
    response.json(setUpProviderState(state, params as Record<string, unknown>));
  } catch (error) {
    if (!(error instanceof ProviderStateError)) throw error;
    problem(response, 400, error.message);
  }
};

export interface MockAppOptions {
  /** Origins allowed to read answers with credentials; loopback origins when absent. */
  allowedOrigins?: string[];
}

/**
 * The fake backend over real HTTP: the same handlers and database as the browser worker, for
 * browser tests of the production build, provider verification, and the backend team; plus the
 * Pact provider-state endpoint, so it is the reference backend for `npm run contracts:verify`.
 */
function createMockApp({ allowedOrigins }: MockAppOptions = {}) {
  const app = express();
  // Credentialed calls from the site on another origin (another port in development). Only allowed
  // origins get Access-Control-Allow-Origin; every answer varies with Origin. An OPTIONS request goes
  // on after its headers are set: a path the handlers know answers it below, any other is a 404.
  app.use(
    cors<Request>((request, callback) =>
      callback(null, {
        origin: allowedOrigins ?? loopbackOrigins,
        credentials: true,
        methods: methodsOf(request),
        allowedHeaders: 'Accept, Content-Type, X-XSRF-TOKEN',
        maxAge: 600,
        preflightContinue: true,
      }),
    ),
  );

  // Bodies are read here, within the limit, before the handlers see them. The msw middleware
  // hands a JSON body on re-serialised from `request.body`, so JSON is parsed and anything else kept raw.
  const limit = `${bodyLimitKb}kb`;
  app.use(express.json({ limit, strict: false, type: isJson }));
  app.use(express.raw({ limit, type: (request) => !isJson(request) }));

  app.post(providerStatesPath, providerStateChange);
  app.all(providerStatesPath, (_request, response) => {
    response.setHeader('Allow', 'POST');
    problem(response, 405, `Provider states are set up with POST ${providerStatesPath}`);
  });

  app.use(mswMiddleware(handlers));

  app.use((request, response, next) => {
    const methods = methodsOf(request);
    if (!methods) return next();
    response.setHeader('Allow', methods);
    if (request.method === 'OPTIONS') return void response.status(204).end();
    problem(response, 405, `${request.method} is not allowed here; use ${methods}`);
  });
  app.use((_request, response) => problem(response, 404, 'No such endpoint in the fake backend'));

  const onError: ErrorRequestHandler = (error: { status?: number; type?: string }, _request, response, _next) => {
    if (error.type === 'entity.too.large') return problem(response, 413, `The request body is larger than ${bodyLimitKb} KB`);
    const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
    problem(response, status, status === 500 ? 'Internal server error' : 'The request body could not be read');
  };
  app.use(onError);
  return app;
}

export interface MockHttpServer {
  url: string;
  close(): Promise<void>;
}

/** Seeds the database and listens on `port` (0 = any free port) on the loopback address. */
export async function startMockHttpServer({
  port = 0,
  host = '127.0.0.1',
  allowedOrigins,
}: { port?: number; host?: string } & MockAppOptions = {}): Promise<MockHttpServer> {
  seedDatabase({ imageBase: '/' });
  const app = createMockApp({ allowedOrigins });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(port, host, () => resolve(listening)).on('error', reject);
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actualPort}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
