import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMiddleware } from '@mswjs/http-middleware';
import express from 'express';
import { seedDatabase } from './db/node-seed';
import { handlers } from './handlers';

/**
 * The fake backend over real HTTP: the same handlers and database as the browser worker, for
 * browser tests of the production build, provider verification, and the backend team.
 */
export function createMockApp() {
  const app = express();
  // Credentialed cross-origin calls from the site (another port in development) need CORS.
  app.use((request, response, next) => {
    const origin = request.get('origin');
    if (origin) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Access-Control-Allow-Credentials', 'true');
      response.setHeader('Vary', 'Origin');
    }
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      response.setHeader('Access-Control-Allow-Headers', 'Accept, Content-Type, X-XSRF-TOKEN');
      response.setHeader('Access-Control-Max-Age', '600');
      response.status(204).end();
      return;
    }
    next();
  });
  app.use(createMiddleware(...handlers));
  app.use((_request, response) => {
    response.status(404).json({ statusCode: 404, message: 'No such endpoint in the fake backend' });
  });
  return app;
}

export interface MockHttpServer {
  url: string;
  close(): Promise<void>;
}

/** Seeds the database and listens on `port` (0 = any free port) on the loopback address. */
export async function startMockHttpServer({ port = 0, host = '127.0.0.1' } = {}): Promise<MockHttpServer> {
  seedDatabase({ imageBase: '/' });
  const app = createMockApp();
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(port, host, () => resolve(listening)).on('error', reject);
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actualPort}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
