import { redirect, type AnyRouter, type ParsedLocation } from '@tanstack/react-router';

/** `//gioi-thieu/` -> `/gioi-thieu`: no doubled slashes, no trailing one (but `/`). */
export function tidyPathname(pathname: string) {
  return pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
}

/**
 * The paths the site's pages have: segments of letters, digits, `-`, `_`, `.` and `~`. Nothing
 * percent-encoded and no `//`: the render server answers any other path with the not-found page
 * (src/server/request-guard.ts), and the browser leaves that page as it is.
 */
export function isSitePath(pathname: string): boolean {
  return /^(?:\/[\w.~-]+)*\/?$/.test(pathname);
}

/**
 * One address per page on the client too, for the address a visitor arrives at (src/hydrate.tsx):
 * a trailing or doubled slash is tidied in place (the router takes `/gioi-thieu/` for
 * `/gioi-thieu`); capitals load the lower-case address instead, since the server answered its 404
 * page for them. Returns whether the page stays, so that nothing starts on a page being left, or
 * on the not-found page of a path no page can have.
 */
export function tidyArrivalUrl({ location, history }: Pick<Window, 'location' | 'history'> = window): 'stays' | 'leaves' | 'no page' {
  // The server's not-found page: the router would take `/tin-tuc/a%3C` for an article and load it.
  if (!isSitePath(tidyPathname(location.pathname))) return 'no page';
  const pathname = tidyPathname(location.pathname);
  const rest = `${location.search}${location.hash}`;
  if (pathname !== pathname.toLowerCase()) {
    location.replace(`${pathname.toLowerCase()}${rest}`);
    return 'leaves';
  }
  if (pathname !== location.pathname) history.replaceState(history.state, '', `${pathname}${rest}`);
  return 'stays';
}

/**
 * Inside the site, capitals redirect (replacing the history entry) to the lower-case path: every
 * route's segments are lower case, and so are the ids in them (news ids are hexadecimal, course ids
 * digits). For the root route's `beforeLoad`.
 */
export function redirectToCanonicalPath({ location }: { location: ParsedLocation }): void {
  const canonical = tidyPathname(location.pathname).toLowerCase();
  if (canonical === tidyPathname(location.pathname)) return;
  // Typed for any router: the root route that calls this is part of the registered router's type.
  throw redirect<AnyRouter>({ to: canonical, search: location.search, hash: location.hash, replace: true });
}
