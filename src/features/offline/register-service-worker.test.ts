import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A worker as the browser shows it: what it is told, and its state, which changes on demand. */
class FakeWorker extends EventTarget {
  scriptURL = new URL('/sw.js', window.location.href).href;
  told: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.told.push(message);
  }
}

/** The browser's side of the site's worker: its one registration, and the worker controlling the page. */
class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  registration = Object.assign(new EventTarget(), {
    waiting: null as FakeWorker | null,
    installing: null as FakeWorker | null,
    active: null as FakeWorker | null,
    update: vi.fn(() => Promise.resolve()),
  });
  registered: string[] = [];
  register(url: string) {
    this.registered.push(url);
    return Promise.resolve(this.registration);
  }
}

let container: FakeContainer;
const location = { publicHref: '/hoc-phi' } as ParsedLocation;

/** Both modules afresh (what the page knows of workers is theirs), the worker registered. */
async function registered() {
  vi.resetModules();
  const { registerServiceWorker, updateCheckMs } = await import('./register-service-worker');
  const { loadNewVersion } = await import('./new-version');
  await registerServiceWorker();
  /** What the root route's beforeLoad makes of the next navigation. */
  const nextNavigation = async () => {
    try {
      await loadNewVersion({ location, preload: false });
      return 'client-side';
    } catch (thrown) {
      if (!isRedirect(thrown)) throw thrown;
      return 'document load';
    }
  };
  return { nextNavigation, updateCheckMs };
}

const shown = (state: DocumentVisibilityState) => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  container = new FakeContainer();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.useRealTimers();
});

describe("the site's service worker", () => {
  it('is registered, and asked for a new deploy when the tab is shown again and every hour, silently offline', async () => {
    vi.useFakeTimers();
    container.controller = container.registration.active = new FakeWorker('activated');
    const { updateCheckMs } = await registered();
    expect(container.registered).toEqual(['/sw.js']);
    expect(container.registration.update).not.toHaveBeenCalled();

    shown('hidden');
    expect(container.registration.update).not.toHaveBeenCalled();
    shown('visible');
    expect(container.registration.update).toHaveBeenCalledTimes(1);

    container.registration.update.mockRejectedValueOnce(new TypeError('Failed to update a ServiceWorker: offline'));
    await vi.advanceTimersByTimeAsync(updateCheckMs);
    expect(container.registration.update).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(updateCheckMs);
    expect(container.registration.update).toHaveBeenCalledTimes(3);
  });

  it('a deploy found waiting: the next navigation asks it to take over and loads the page whole', async () => {
    container.controller = container.registration.active = new FakeWorker('activated');
    const waiting = (container.registration.waiting = new FakeWorker('installed'));
    const { nextNavigation } = await registered();
    const navigation = nextNavigation();
    expect(waiting.told).toEqual([{ type: 'SKIP_WAITING' }]);
    container.controller = waiting;
    container.dispatchEvent(new Event('controllerchange'));
    expect(await navigation).toBe('document load');
  });

  it('a deploy still installing when the page registered: told of once installed', async () => {
    container.controller = container.registration.active = new FakeWorker('activated');
    const installing = (container.registration.installing = new FakeWorker('installing'));
    const { nextNavigation } = await registered();
    expect(await nextNavigation()).toBe('client-side');
    installing.state = 'installed';
    container.registration.waiting = installing;
    installing.dispatchEvent(new Event('statechange'));
    const navigation = nextNavigation();
    expect(installing.told).toEqual([{ type: 'SKIP_WAITING' }]);
    container.dispatchEvent(new Event('controllerchange'));
    expect(await navigation).toBe('document load');
  });

  it('a deploy found later: told of as soon as it has installed', async () => {
    // Workbox's own 'waiting' comes 200 ms after: within the test, while the page has its workers.
    vi.useFakeTimers();
    container.controller = container.registration.active = new FakeWorker('activated');
    const { nextNavigation } = await registered();
    const found = (container.registration.installing = new FakeWorker('installing'));
    container.registration.dispatchEvent(new Event('updatefound'));
    found.state = 'installed';
    container.registration.waiting = found;
    found.dispatchEvent(new Event('statechange'));
    const navigation = nextNavigation();
    expect(found.told).toEqual([{ type: 'SKIP_WAITING' }]);
    container.dispatchEvent(new Event('controllerchange'));
    expect(await navigation).toBe('document load');
    await vi.advanceTimersByTimeAsync(200);
  });

  it("another tab's update that takes over this page: the next navigation loads the page whole", async () => {
    container.controller = container.registration.active = new FakeWorker('activated');
    const { nextNavigation } = await registered();
    expect(await nextNavigation()).toBe('client-side');
    container.controller = new FakeWorker('activated');
    container.dispatchEvent(new Event('controllerchange'));
    expect(await nextNavigation()).toBe('document load');
  });

  it("a first visit's worker taking the page: navigations stay client-side", async () => {
    const { nextNavigation } = await registered();
    container.controller = container.registration.active = new FakeWorker('activated');
    container.dispatchEvent(new Event('controllerchange'));
    expect(await nextNavigation()).toBe('client-side');
  });
});
