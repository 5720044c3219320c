import { request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { server as inProcessBackend } from '../../mocks/node';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Call {
  method?: string;
  headers?: Record<string, string>;
  /** One buffer is sent with its Content-Length; several are sent chunked, without one. */
  body?: Buffer | Buffer[];
}

/** A real HTTP request: node:http, as the test environment's fetch is a browser's and may not set Origin. */
export function call(url: string, { method = 'GET', headers = {}, body }: Call = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode!, headers: incoming.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    outgoing.on('error', reject);
    if (Array.isArray(body)) for (const chunk of body) outgoing.write(chunk);
    outgoing.end(Array.isArray(body) ? undefined : body);
  });
}

/** For one test file: the in-process fake backend stops intercepting, so requests reach real servers. */
export function reachRealServers() {
  beforeAll(() => inProcessBackend.close());
  afterAll(() => inProcessBackend.listen({ onUnhandledFrame: 'error' }));
}
