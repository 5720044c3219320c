import type { RequestHandler as Middleware, Request } from 'express';
import type { RequestHandler } from 'msw';
import { allowedMethods } from './allowed-methods';
import type { OriginPolicy } from './allowed-origins';

export const requestUrl = (request: Request) => new URL(request.originalUrl, `${request.protocol}://${request.get('host')}`);

const isPreflight = (request: Request) =>
  request.method === 'OPTIONS' &&
  request.get('origin') !== undefined &&
  request.get('access-control-request-method') !== undefined;

/**
 * Credentialed cross-origin calls from the site (another port in development) need CORS: only
 * origins the policy allows get Access-Control-Allow-* headers, and only their preflights pass.
 * OPTIONS on a path the handlers know is answered here; anything else goes on.
 */
export function cors(handlers: readonly RequestHandler[], isAllowed: OriginPolicy): Middleware {
  return (request, response, next) => {
    const origin = request.get('origin');
    response.vary('Origin');
    const allowed = origin !== undefined && isAllowed(origin);
    if (allowed) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Access-Control-Allow-Credentials', 'true');
    }
    if (request.method !== 'OPTIONS') return next();

    const methods = allowedMethods(handlers, requestUrl(request)).join(', ');
    if (!methods) return next();
    if (!isPreflight(request)) {
      response.setHeader('Allow', methods);
      response.status(204).end();
    } else if (allowed) {
      response.setHeader('Access-Control-Allow-Methods', methods);
      response.setHeader('Access-Control-Allow-Headers', 'Accept, Content-Type, X-XSRF-TOKEN');
      response.setHeader('Access-Control-Max-Age', '600');
      response.status(204).end();
    } else {
      response.status(403).json({ statusCode: 403, message: 'This origin may not call the fake backend' });
    }
  };
}
