import { lazyRouteComponent } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepPageWhenCodeFails } from './code-load-failures';

/**
 * TanStack Router has no option to keep a page from reloading itself when a route's code cannot load
 * (docs/decisions.md#after-a-deploy): keepPageWhenCodeFails marks the failure where the router's
 * `lazyRouteComponent` looks before it reloads. That is the router's own code, not its API, so the
 * router is pinned to one version (package.json) and this test renders its real lazyRouteComponent:
 * it fails the day a new version looks elsewhere, and the page would reload, offline to the
 * browser's own error page.
 */

const message = 'Failed to fetch dynamically imported module: http://localhost:3000/assets/FeesPage-x1.js';

/** A route's code that cannot load, as Vite's loader reports it before it rejects (vite:preloadError). */
function codeThatCannotLoad() {
  const error = new TypeError(message);
  return () => {
    window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error }));
    return Promise.reject(error);
  };
}

class ErrorState extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

/** Rendered in an async act(), which lets the route's code fail and React render what follows. */
async function renderRoute(Route: ReturnType<typeof lazyRouteComponent>) {
  // A callback that returns a promise is what makes act() async.
  await act(() => {
    render(
      <ErrorState>
        <Suspense fallback={<p>Đang tải…</p>}>
          <Route />
        </Suspense>
      </ErrorState>,
      // The error is the page's to show, not a bug: nothing logged.
      { onCaughtError: () => undefined },
    );
    return Promise.resolve();
  });
}

describe("the router's lazyRouteComponent, when a route's code cannot load", () => {
  afterEach(() => sessionStorage.clear());

  it('leaves the page as it is and gives the error to the page: no reload', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    keepPageWhenCodeFails();
    await renderRoute(lazyRouteComponent(codeThatCannotLoad()));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page without the mark (what the mark is there to stop)', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const Route = lazyRouteComponent(() => Promise.reject(new TypeError(message)));
    await renderRoute(Route);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
