import type { LocationRewrite } from '@tanstack/react-router';
import { localeOfPath, localizedPath, routePathOf, siteLocale, type Locale } from './locale';

/** What the router gives every route (src/router.tsx): the language of the document's address. */
export interface RouterContext {
  documentLocale: () => Locale;
}

/**
 * The router's URL rewrite for translated pages: `/en/about` is read as the route `/gioi-thieu`, and on
 * an English page every location the router builds (links, redirects) is written back in English.
 * A document is in one language: the language switch loads the other one's document
 * (LanguageSwitch.tsx), so the language of the address the router last read is the document's.
 * One per router: one per request on the server, one per document in the browser.
 */
export function createLocaleRewrite(): { rewrite: LocationRewrite } & RouterContext {
  let locale: Locale = siteLocale;
  return {
    documentLocale: () => locale,
    rewrite: {
      input: ({ url }) => {
        locale = localeOfPath(url.pathname);
        const routePath = routePathOf(url.pathname);
        if (routePath === undefined || routePath === url.pathname) return undefined;
        url.pathname = routePath;
        return url;
      },
      output: ({ url }) => {
        if (locale === siteLocale) return undefined;
        url.pathname = localizedPath(url.pathname, locale);
        return url;
      },
    },
  };
}
