import { getCallSites } from 'node:util';
import { afterAll } from 'vitest';

/**
 * Test files share their worker's window (`isolate: false` in vite.config.ts), yet each must be a
 * new page. What the site's own code (not a library's: React and user-event prepare the document
 * once) attaches to the window or the document, the timers it sets and the channels it opens to
 * other tabs are undone after the file, so an earlier file's modules never answer a later file's
 * events, and their timers never send anything during it.
 */
export function endThePageAfterTheFile() {
  const undo: (() => void)[] = [];
  // The call sites without their text: an error's stack would be mapped through the source maps,
  // which took seconds of a run for every timer set.
  const bySite = () => {
    const caller = getCallSites().find(({ scriptName }) => scriptName.includes('/') && !scriptName.includes('/tests/setup/'));
    return caller !== undefined && !caller.scriptName.includes('/node_modules/');
  };

  for (const target of [window, document] as EventTarget[]) {
    const own = Object.getOwnPropertyDescriptor(target, 'addEventListener');
    const add = target.addEventListener.bind(target);
    target.addEventListener = (type, listener, options) => {
      if (bySite()) undo.push(() => target.removeEventListener(type, listener, options));
      add(type, listener, options);
    };
    undo.push(() => (own ? Object.defineProperty(target, 'addEventListener', own) : Reflect.deleteProperty(target, 'addEventListener')));
  }

  const { setTimeout: set, setInterval: repeat } = globalThis;
  globalThis.setTimeout = ((...args: Parameters<typeof set>) => {
    const timer = set(...args);
    if (bySite()) undo.push(() => clearTimeout(timer));
    return timer;
  }) as typeof set;
  globalThis.setInterval = ((...args: Parameters<typeof repeat>) => {
    const timer = repeat(...args);
    if (bySite()) undo.push(() => clearInterval(timer));
    return timer;
  }) as typeof repeat;
  undo.push(() => Object.assign(globalThis, { setTimeout: set, setInterval: repeat }));

  const Channel = globalThis.BroadcastChannel;
  globalThis.BroadcastChannel = class extends Channel {
    constructor(name: string) {
      super(name);
      if (bySite()) undo.push(() => this.close());
    }
  };
  undo.push(() => (globalThis.BroadcastChannel = Channel));

  // Up to 30 s: after a file that builds the many scenario's articles, on CI's two busy cores, it
  // took over the default 10 s.
  afterAll(async () => {
    // What happy-dom still has under way for the page (its fetches, its idle callbacks) stops too.
    await (window as unknown as { happyDOM: { abort(): Promise<void> } }).happyDOM.abort();
    for (const step of undo.reverse()) step();
    // The router's development hook reloads the router it finds here when a route's module runs
    // again, as the next file's do: a router of this page would fetch its pages during that file
    // (without this line, news-list tests fail on requests to port 3000). No public option turns
    // the hook off: Start adds it to every browser module in development, even where Vite's HMR is
    // off as in Vitest (docs/testing.md#the-routers-development-hook). The router is pinned exactly.
    delete (window as { __TSR_ROUTER__?: unknown }).__TSR_ROUTER__;
  }, 30_000);
}
