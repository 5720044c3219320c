import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { RequestHandler as ExpressHandler, Request as ExpressRequest } from 'express';
import { getResponse, isPassthroughResponse, type RequestHandler } from 'msw';

/** The incoming request as a Fetch `Request`, its body as the body parsers left it (JSON parsed, the rest raw). */
function fetchRequest(request: ExpressRequest, origin: string) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body: unknown = request.body;
  return new Request(new URL(request.originalUrl, origin), {
    method: request.method,
    headers,
    body: !hasBody || body === undefined ? undefined : Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
  });
}

/**
 * msw's handlers as Express middleware: the request goes to the first handler that answers it, as
 * in the browser worker; one that none answers goes on to the next middleware. (msw 3 has no
 * middleware of its own and @mswjs/http-middleware still calls msw 2's `handleRequest`.)
 */
export function mswMiddleware(handlers: RequestHandler[]): ExpressHandler {
  return (request, response, next) => {
    const origin = `${request.protocol}://${request.get('host')}`;
    getResponse(handlers, fetchRequest(request, origin), { baseUrl: origin })
      .then((answer) => {
        if (!answer || isPassthroughResponse(answer)) return next();
        // `HttpResponse.error()`: the connection fails, as a network error would.
        if (answer.type === 'error') return void response.destroy();
        response.status(answer.status);
        response.statusMessage = answer.statusText;
        answer.headers.forEach((value, name) => response.appendHeader(name, value));
        if (!answer.body) return void response.end();
        Readable.fromWeb(answer.body as WebReadableStream).pipe(response);
      })
      .catch(next);
  };
}
