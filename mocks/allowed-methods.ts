import { HttpHandler, matchRequestUrl, type RequestHandler } from 'msw';

/**
 * The methods the handlers answer at this URL's path, plus OPTIONS (the server answers it itself),
 * for an `Allow` header; empty when no handler knows the path.
 */
export function allowedMethods(handlers: readonly RequestHandler[], url: URL): string[] {
  const methods = new Set<string>();
  for (const handler of handlers) {
    if (!(handler instanceof HttpHandler)) continue;
    const { method, path } = handler.info;
    if (typeof method !== 'string' || (typeof path !== 'string' && !(path instanceof RegExp))) continue;
    if (matchRequestUrl(url, path).matches) methods.add(method.toUpperCase());
  }
  return methods.size ? [...methods, 'OPTIONS'] : [];
}
