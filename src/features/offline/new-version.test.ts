import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A worker the page knows of: it counts the times it was asked to take over, and its state changes on demand. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installed';
  askedToTakeOver = 0;
  /** As register-service-worker.ts tells the page of it. */
  get waiting() {
    return { worker: this as unknown as ServiceWorker, askToTakeOver: () => (this.askedToTakeOver += 1) };
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

let container = new EventTarget();
const location = { publicHref: '/hoc-phi?tab=1#lich' } as ParsedLocation;
/** The module afresh: what it knows of workers is its own state. */
const fresh = async () => {
  vi.resetModules();
  return import('./new-version');
};
/** What the root route's beforeLoad does with `navigation`: nothing, or a document load of its address. */
async function outcome(navigation: Promise<void>) {
  try {
    await navigation;
    return 'client-side navigation';
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    return `document load of ${thrown.options.href} (${thrown.options.reloadDocument ? 'whole' : 'in place'})`;
  }
}

beforeEach(() => {
  container = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.useRealTimers();
});

describe('the next navigation after a deploy', () => {
  it('stays client-side while no new version is known, and for a link preloaded', async () => {
    const { loadNewVersion, newVersionWaiting } = await fresh();
    expect(await outcome(loadNewVersion({ location, preload: false }))).toBe('client-side navigation');
    const worker = new FakeWorker();
    newVersionWaiting(worker.waiting);
    expect(await outcome(loadNewVersion({ location, preload: true }))).toBe('client-side navigation');
    expect(worker.askedToTakeOver).toBe(0);
  });

  it('asks the waiting worker to take over, then loads the page whole once it controls the page', async () => {
    const { loadNewVersion, newVersionWaiting } = await fresh();
    const worker = new FakeWorker();
    newVersionWaiting(worker.waiting);
    const navigation = outcome(loadNewVersion({ location, preload: false }));
    expect(worker.askedToTakeOver).toBe(1);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    container.dispatchEvent(new Event('controllerchange'));
    expect(await navigation).toBe('document load of /hoc-phi?tab=1#lich (whole)');
    // Taken over in time: the document load comes from the new worker, and is the only one.
    expect(assign).not.toHaveBeenCalled();
  });

  it('never hangs: a worker that does not take over, or is replaced by a newer one, still ends in a document load', async () => {
    vi.useFakeTimers();
    const { loadNewVersion, newVersionWaiting, takeOverWaitMs } = await fresh();
    newVersionWaiting(new FakeWorker().waiting);
    const silent = outcome(loadNewVersion({ location, preload: false }));
    await vi.advanceTimersByTimeAsync(takeOverWaitMs);
    expect(await silent).toBe('document load of /hoc-phi?tab=1#lich (whole)');
    // The document load may hang under a worker the new one stops: once it takes over, the page loads again.
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    container.dispatchEvent(new Event('controllerchange'));
    expect(assign).toHaveBeenCalledExactlyOnceWith('/hoc-phi?tab=1#lich');

    const replaced = new FakeWorker();
    newVersionWaiting(replaced.waiting);
    const navigation = outcome(loadNewVersion({ location, preload: false }));
    replaced.become('redundant');
    expect(await navigation).toBe('document load of /hoc-phi?tab=1#lich (whole)');
  });

  it('loads the page whole at once when another tab has already brought the new version', async () => {
    const { loadNewVersion, newVersionTookOver } = await fresh();
    newVersionTookOver();
    expect(await outcome(loadNewVersion({ location, preload: false }))).toBe('document load of /hoc-phi?tab=1#lich (whole)');
  });
});
