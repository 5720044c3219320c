/**
 * Whether the render server renders a news page (home, /tin-tuc, an article) itself, as Start's
 * selective SSR reads it (a route's `ssr` option). Production: always, so the option is left out.
 * A demo asks its fake backend (src/server/fake-backend.ts): in the slow scenario the page is left
 * to the browser, so the render server answers at once with the route's loading state, where it
 * would otherwise wait 3 s for news it gives up on after 2 (src/features/news/api/api.ts).
 */
let leftToBrowser = () => false;

/** A demo's render server says when its fake backend is too slow to render a news page with. */
export function leaveNewsPagesToBrowserWhen(test: () => boolean) {
  leftToBrowser = test;
}

// A literal check, so that production builds drop the test.
export const newsPageSsr = import.meta.env.VITE_ENABLE_MOCKS === 'true' ? () => !leftToBrowser() : undefined;
