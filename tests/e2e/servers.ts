/**
 * The fake backend over HTTP that answers the production build in browser tests. Both builds are
 * seeded alike (same ids), so a test may ask it for data whichever build it runs on.
 * `npm run e2e:build` builds production for this address.
 */
export const fakeBackendUrl = 'http://127.0.0.1:9392';
