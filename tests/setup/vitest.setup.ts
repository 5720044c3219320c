import '@testing-library/jest-dom/vitest';
import { locks } from 'node:worker_threads';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetFakeBackend, server } from '../../mocks/node';

// A navigation to a route not visited yet first transforms its code, which took over a second on a
// cold run on 2 shared cores: findBy/waitFor wait up to 5 s for what the visitor would see.
configure({ asyncUtilTimeout: 5000 });

// Any request no handler answers fails the test that made it.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  resetFakeBackend();
  cleanup();
  window.localStorage.clear();
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
