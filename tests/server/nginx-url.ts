/** Where the server tests start nginx over the production build, and over the demo build. */
export const nginxUrl = 'http://127.0.0.1:4190';
export const demoNginxUrl = 'http://127.0.0.1:4191';

/** nginx in front of a render server that is down: the news pages fall back to the app shell. */
export const nginxWithoutRenderServerUrl = 'http://127.0.0.1:4192';

/**
 * nginx in front of a render server of its own, whose API is one the test runs (`controlledApiUrl`):
 * it counts the calls, adds an article the build never saw, and is down while the test has not
 * started it.
 */
export const nginxWithControlledApiUrl = 'http://127.0.0.1:4194';
export const renderServerWithControlledApiUrl = 'http://127.0.0.1:4184';
export const controlledApiUrl = 'http://127.0.0.1:9394';

/**
 * The demo's browser files on a plain static host (scripts/serve-static.mjs): files, PATH/index.html,
 * and index.html (the app shell) for every other address, with no render server.
 */
export const staticDemoUrl = 'http://127.0.0.1:4196';
