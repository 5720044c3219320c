import '@testing-library/jest-dom/vitest';
import { locks } from 'node:worker_threads';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { fakeBackendDay } from '../e2e/servers';
import { endThePageAfterTheFile } from './new-page';

// The test files of a worker share the libraries it has loaded (`isolate: false` in vite.config.ts).
// Each file is still a new page: the site's and the fake backend's own modules start again for it,
// and what they leave on the window goes with it (new-page.ts).
vi.resetModules();
// The news is dated back from this day, not from the day the tests run (before the fake backend seeds).
(await import('../../mocks/db/serve-day')).pinServeDay(fakeBackendDay);
const { resetFakeBackend, server } = await import('../../mocks/node');
// After the reset, so the tests declare their console errors to this one.
const { failOnConsoleErrors } = await import('./console-guard');
endThePageAfterTheFile();

// A navigation to a route not visited yet first transforms its code, which took over a second on a
// cold run on 2 shared cores, and several with a second run beside it: findBy/waitFor wait up to
// 10 s for what the visitor would see (half a test's time, vite.config.ts).
configure({ asyncUtilTimeout: 10_000 });

// Any console error or warning a test did not declare fails it: checked after its other hooks
// (Vitest runs them last first), whatever they log.
failOnConsoleErrors();
// Any request no handler answers fails the test that made it.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  resetFakeBackend();
  cleanup();
  // Both storages: the files of a worker share its window, and a level check one file left in the
  // session's storage showed in another file's registration form.
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

// happy-dom has no popovers (the site's menus, opened and closed by the browser): their behaviour is
// tested in a browser; here the page's code may still ask one to close.
if (!('hidePopover' in HTMLElement.prototype)) Object.assign(HTMLElement.prototype, { hidePopover() {} });

// happy-dom lays nothing out, so nothing would ever come into view: every element observed is in
// view at once (the home page's sections render as they come near the screen).
class InViewObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.report([{ target, isIntersecting: true } as IntersectionObserverEntry], this as never));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(window, { IntersectionObserver: InViewObserver });

// happy-dom has no Web Locks, which every browser the site supports has (docs/decisions.md#browsers):
// Node's own stand in (the registration form sends under one).
if (!navigator.locks) Object.defineProperty(navigator, 'locks', { value: locks });
