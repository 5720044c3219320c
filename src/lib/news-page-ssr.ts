/**
 * Whether the render server waits for the news API, as a demo's fake backend (src/server/fake-backend.ts)
 * says: in the slow scenario it would wait 3 s for news it gives up on after 2
 * (src/lib/api/api.ts), so it answers at once and leaves the news to the browser.
 * Production: always waits, so `newsPageSsr` is left out and `newsLeftToBrowser` is false.
 */
let leftToBrowser = () => false;

/** A demo's render server says when its fake backend is too slow to render a news page with. */
export function leaveNewsPagesToBrowserWhen(test: () => boolean) {
  leftToBrowser = test;
}

// Literal checks, so that production builds drop the test.

/** The `ssr` option of /tin-tuc and an article: their loading state from the server, then the browser renders them. */
export const newsPageSsr = import.meta.env.VITE_ENABLE_MOCKS === 'true' ? () => !leftToBrowser() : undefined;

/** Whether the page being rendered leaves its news to the browser (home: the rest of the page is static). */
export const newsLeftToBrowser = () => import.meta.env.VITE_ENABLE_MOCKS === 'true' && leftToBrowser();
