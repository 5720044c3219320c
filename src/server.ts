/**
 * The render server's entry (TanStack Start's server entry, built to dist/server/server.js and run
 * by `npm start`): a request the site cannot answer is turned away first (src/server/request-guard.ts),
 * Start renders the page, and every answer then gets the headers that make it safe to cache and to
 * run (src/server/page-headers.ts). A demo build answers the news API from the fake backend inside
 * this process.
 */
import { createServerEntry } from '@tanstack/react-start/server-entry';
import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server';
import { withPageHeaders } from './server/page-headers';
import { renderDeadlineMs, withinDeadline } from './server/render-deadline';
import { createRenderQueue } from './server/render-queue';
import { screenRequest } from './server/request-guard';
import { renderWithinLimit } from './server/whole-page';

const startHandler = createStartHandler(defaultStreamHandler);

/**
 * `npm run dev` compiles the modules a page meets as it first renders it: on two busy cores that
 * alone has passed 12 s, which is no stuck render. The deadline is the built server's.
 */
const deadlineMs = import.meta.env.DEV ? 120_000 : renderDeadlineMs;

const renders = createRenderQueue();

/**
 * A render waits for its turn (render-queue.ts), and its page is read to the last byte within the
 * deadline and the page's byte limit, past which it is its error state (whole-page.ts). A file's
 * handler that throws (the sitemap, the feed: the API failed) fails as a page does, with a 5xx; so
 * does a render past its deadline, or one whose visitor left (not logged: no one is there).
 */
async function render(request: Request): Promise<Response> {
  try {
    return await withinDeadline(
      request,
      (signal) => renders.run(request, () => renderWithinLimit(() => startHandler(request), request.url, signal), signal),
      deadlineMs,
    );
  } catch (error) {
    if (!request.signal.aborted) console.error(error);
    return new Response(null, { status: 500 });
  }
}

type Render = (request: Request) => Promise<Response>;
let renderPage: Render = async (request) => withPageHeaders(await render(request));

// A literal check so production builds drop the fake backend (and msw) entirely.
if (import.meta.env.VITE_ENABLE_MOCKS === 'true') {
  const { startFakeBackend, scenarioOf, withScenario } = await import('./server/fake-backend');
  startFakeBackend();
  // A page rendered in a scenario its visitor chose is theirs alone: no shared cache keeps it.
  renderPage = async (request) => {
    const scenario = scenarioOf(request);
    return withPageHeaders(await withScenario(scenario, () => render(request)), { shared: scenario === 'normal' });
  };
}

export default createServerEntry({
  fetch: async (request) => {
    const screened = screenRequest(request);
    return screened instanceof Response ? screened : renderPage(screened);
  },
});
