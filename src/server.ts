/**
 * The render server's entry (TanStack Start's server entry, built to dist/server/server.js and run
 * by `npm start`): Start renders the page, and every HTML answer then gets the headers that make it
 * safe to cache and to run (src/server/page-headers.ts). A demo build answers the news API from the
 * fake backend inside this process.
 */
import { createServerEntry } from '@tanstack/react-start/server-entry';
import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server';
import { withPageHeaders } from './server/page-headers';

const render = createStartHandler(defaultStreamHandler);

type Render = (request: Request) => Promise<Response>;
let renderPage: Render = async (request) => render(request);

// A literal check so production builds drop the fake backend (and msw) entirely.
if (import.meta.env.VITE_ENABLE_MOCKS === 'true') {
  const { startFakeBackend, withScenarioOf } = await import('./server/fake-backend');
  startFakeBackend();
  renderPage = async (request) => withScenarioOf(request, () => render(request));
}

export default createServerEntry({
  fetch: async (request) => withPageHeaders(await renderPage(request)),
});
