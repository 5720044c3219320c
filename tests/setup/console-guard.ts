import pageConsole from 'node:console';
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * Every unit test fails on a console error or warning it did not declare, as every browser test does
 * (tests/e2e/fixtures.ts), and a declared one prints nothing. Two consoles are watched: the tests'
 * own (React, the router, the site's code), and the one happy-dom logs the page's failed requests to
 * as a browser does ("GET <url> 500 (Internal Server Error)", or a failed connection with its stack),
 * which is Node's: Vitest gives it to the window before it takes over the tests' console.
 */

const methods = ['error', 'warn'] as const;
/** happy-dom logs the closed connection of a request the page aborted, which a browser does not. */
const abortedRequest = /^console\.error: Error: socket hang up/;
/**
 * React's development warning when a lazy component that suspended once finds its code loaded on the
 * next render: TanStack's lazyRouteComponent, which Start's <Hydrate> uses for home's deferred
 * sections, calls use() only while the chunk is missing. It depends on when the chunk resolves (a
 * test failed on it about one run in three, before issue 46 too), and production builds never log it.
 */
const lazyComponentRace = /^console\.error: Error: This library called use\(\) to suspend in a previous render but did not call use\(\) when it finished\.[\s\S]*lazyRouteComponent/;
let expected: RegExp | undefined;
let logged: string[] = [];

/** What this test logs on purpose (a failing answer, an error page's error): logged, it prints nothing. */
export function expectConsoleErrors(pattern: RegExp) {
  expected = pattern;
}

/**
 * What a request that fails on purpose logs: happy-dom, as a browser does, the failed answer's status
 * ("GET <url> 500 (Internal Server Error)") or connection (msw's `HttpResponse.error()`: "TypeError:
 * Network error"). A news page whose API failed shows its error state without an error thrown to the
 * router: neither React nor the router logs it (src/features/news/news-unavailable.ts).
 */
export const failedRequestLogs = /^console\.error: ((GET|POST|HEAD) \S+ \d{3} \(|TypeError: Network error)/;

type Log = (...args: unknown[]) => void;
/** A console method as it was before any file's guard, kept on the one that replaces it. */
const itsOwn = Symbol.for('console-guard: the method replaced');

/** Sends what `target[method]` logs to `log`, but for happy-dom's aborted requests. */
function replace(target: Console, method: (typeof methods)[number], log: (text: string, own: Log, args: unknown[]) => void) {
  const own: Log = (target[method] as Log & { [itsOwn]?: Log })[itsOwn] ?? target[method].bind(target);
  target[method] = Object.assign(
    (...args: unknown[]) => {
      const text = `console.${method}: ${format(...args)}`;
      if (!abortedRequest.test(text) && !lazyComponentRace.test(text)) log(text, own, args);
    },
    { [itsOwn]: own },
  );
}

export function failOnConsoleErrors() {
  const consoles = [...new Set([console, pageConsole])];
  beforeAll(() => {
    for (const target of consoles) for (const method of methods) replace(target, method, (text) => logged.push(text));
  });
  afterEach(() => {
    const unexpected = logged.filter((text) => !expected?.test(text));
    logged = [];
    expected = undefined;
    if (unexpected.length) throw new Error(`Console errors the test did not expect (expectConsoleErrors):\n${unexpected.join('\n')}`);
  });
  afterAll(() => {
    for (const target of consoles) for (const method of methods) replace(target, method, (_text, own, args) => own(...args));
    // What was logged after the file's last test belongs to no test: shown, not hidden.
    for (const text of logged) console.error(text);
    logged = [];
  });
}
