import axe from 'axe-core';
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';

interface Fixtures {
  /** Fails the test on a request that left this machine: the site must make none. */
  requestsStayOnThisMachine: void;
  /** Console errors a test expects (a failing API answer logs one); any other fails the test. */
  expectedConsoleErrors: RegExp | undefined;
}

/** This machine: the test servers, and the demo's fake backend (`fake-backend.localhost`). */
const onThisMachine = /^(data:|blob:|https?:\/\/(127\.0\.0\.1|localhost|[\w.-]+\.localhost)[:/])/;

/**
 * Every browser test fails on a request that leaves this machine (Chromium resolves no other host:
 * `chromiumLaunchOptions`), on a console error and on an uncaught page error. A request the demo's
 * service worker answers never left (the worker's own requests are watched too). Requests are
 * watched, not intercepted: interception would slow every page load and turn off the browser's cache.
 */
export const test = base.extend<Fixtures>({
  requestsStayOnThisMachine: [
    async ({ context }, use) => {
      const asked: Request[] = [];
      const answeredByServiceWorker = new Set<Request>();
      context.on('request', (request) => {
        if (!onThisMachine.test(request.url())) asked.push(request);
      });
      context.on('response', (response) => {
        if (response.fromServiceWorker()) answeredByServiceWorker.add(response.request());
      });
      await use();
      const left = asked.filter((request) => !answeredByServiceWorker.has(request)).map((request) => request.url());
      expect(left, 'requests to the internet').toEqual([]);
    },
    { auto: true },
  ],
  expectedConsoleErrors: [undefined, { option: true }],
  page: async ({ page, expectedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    const unexpected = errors.filter((text) => !expectedConsoleErrors?.test(text));
    expect(unexpected, 'console errors').toEqual([]);
  },
});

export { expect };

/**
 * What the browser logs when the API fails on purpose (error and not-found tests): the failed
 * request alone, the page's or the API call's. The error the page then shows is not logged
 * (src/hydrate.tsx); any other error still fails the test.
 */
export const apiFailureLogs = /Failed to load resource: the server responded with a status of (400|404|500|503)/;

/** The fields of a registration as the page posted them (multipart form data), by name. */
export function sentFields(request: Request): Record<string, string> {
  const body = request.postDataBuffer()?.toString() ?? '';
  return Object.fromEntries([...body.matchAll(/name="(\w+)"\r\n\r\n([^\r]*)\r\n/g)].map(([, name, value]) => [name!, value!]));
}

/**
 * Fills the page's registration form as a parent does, with a name, a phone and a course, and sends
 * it: the fields the e-mail service was posted.
 */
export async function sendRegistration(page: Page, { parentName, phone, course }: { parentName: string; phone: string; course: string }) {
  const form = page.locator('#dang-ky');
  await form.getByRole('textbox', { name: /Họ tên phụ huynh/ }).fill(parentName);
  await form.getByRole('textbox', { name: /Số điện thoại/ }).fill(phone);
  await form.getByRole('combobox', { name: /Khóa học/ }).selectOption(course);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1.0/email/send-form') && request.method() === 'POST');
  await form.getByRole('button', { name: 'Gửi đăng ký' }).click();
  return sentFields(await sent);
}

/** The browser's log of a page that answered 404 (the not-found page itself). */
export const notFoundPageLog = /Failed to load resource: the server responded with a status of 404/;

const colorSchemes = ['light', 'dark'] as const;

type Violations = Awaited<ReturnType<typeof axeViolations>>;

/**
 * The WCAG A/AA rules whose outcome depends on the colours: all that tells the dark scheme from the
 * light one, where the page is the same but for its colours (and the scheme toggle's name).
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * WCAG 2.0/2.1 A and AA violations on the page as it is now (only those of `rules`, if given).
 * axe-core is put in the page once per document and run there: @axe-core/playwright put its 500 kB
 * script in twice for every run, and compiling it took longer than the run itself (0.6 s a time,
 * against 0.1-0.7 s for a run, on a quiet machine). axe describes only what it found wrong, in the
 * page's own frame (the site has no other).
 */
export async function axeViolations(page: Page, rules?: string[]) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const runOnly: axe.RunOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] };
  const results = await page.evaluate(
    (runOnly) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly, resultTypes: ['violations'], iframes: false }),
    runOnly,
  );
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
}

/**
 * `axeViolations` on the page as it is now, in the light scheme (every rule) and then in the dark
 * one (the rules about colours, the only ones whose outcome the scheme changes, in about half the
 * time of them all): the site follows the system's scheme as it changes, so one page serves both.
 * The test asks for reduced motion, so that axe reads no colour halfway through its transition. Reduced, every property of
 * every element still transitions, over 0.01 ms (src/theme/global.css), and a transition moves only
 * with the next frame; an inherited colour moves down the page one level of elements a frame, each
 * child's transition starting when its parent's ends (17 frames in the open search dialog). So the
 * pass starts once no transition runs: after a fixed two frames, a CI run read a news card, another
 * the action bar's links, and a quick pass the search dialog's results, in the other scheme's colours.
 */
export async function axeViolationsInEachScheme(page: Page) {
  const found: Partial<Record<(typeof colorSchemes)[number], Violations>> = {};
  for (const colorScheme of colorSchemes) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    // `getAnimations()` brings the styles up to date first: a transition about to start is counted.
    await page.waitForFunction(() => !document.getAnimations().some((animation) => animation instanceof CSSTransition));
    found[colorScheme] = await axeViolations(page, colorScheme === 'dark' ? colourRules : undefined);
  }
  return found;
}

/**
 * Whether the test runs at the phone's width (390 px) or the desktop's. Only tests tagged
 * `@both-widths` run at both (playwright.config.ts); in any other the answer never changes.
 */
export function isPhone(page: Page) {
  if (!test.info().tags.includes('@both-widths'))
    throw new Error('isPhone() in a test that runs at one width only: tag it @both-widths');
  return (page.viewportSize()?.width ?? 1440) < 992;
}

/** Whether two shown elements' boxes overlap on the screen (a notice covering a button, say). */
export async function overlap(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('overlap() of an element that is not shown');
  return boxA.x < boxB.x + boxB.width && boxB.x < boxA.x + boxA.width && boxA.y < boxB.y + boxB.height && boxB.y < boxA.y + boxA.height;
}

/**
 * The share of a portrait hero picture (780x1200, for phones) drawn empty at its top: the text over
 * it may cover that much and no more (scripts/illustrations).
 */
export const calmTopOfPhonePicture = 0.4;

/** Whether the page scrolls sideways (something wider than a 390 px phone). */
export async function overflowsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** Opens a page and waits until it answers to input (a prerendered page is on screen before that). */
export async function gotoApp(page: Page, path: string) {
  const response = await page.goto(path);
  await untilReady(page);
  return response;
}

/** Reloads the page and waits, as `gotoApp` does, until the new one answers to input. */
export async function reloadApp(page: Page) {
  await page.reload();
  await untilReady(page);
}

/** Waits until the page now loading answers to input (after a navigation the page itself started). */
export async function untilReady(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: /Trang chủ|home page/ })).toBeVisible();
  // The page is on screen before this; the script (and the demo's fake backend) can take seconds
  // on a loaded machine, so this readiness wait allows more than a single check's 5 s. It looks on
  // every frame, where an assertion, once its first tries have failed, looks every half second.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'), undefined, { timeout: 15_000 });
}

/**
 * Scrolls to a section whose code loads as it nears the screen (the home page's
 * sections below the first screen) and waits until that code runs, as a visitor's scrolling would.
 */
export async function scrollToDeferred(
  page: Page,
  name: 'courses' | 'students' | 'facilities' | 'teachers' | 'news' | 'registration',
) {
  const section = `[data-deferred="${name}"]`;
  await page.locator(section).scrollIntoViewIfNeeded();
  // On every frame, and as long as `untilReady` waits (5 s was not enough in a CI run on busy cores).
  await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('data-ready') === 'true', section, {
    timeout: 15_000,
  });
}

/** A path with `:hot` (the featured article, from the news list's first link) as a real address. */
export async function withHotArticle(page: Page, path: string) {
  if (!path.includes(':hot')) return path;
  const html = await (await page.request.get('/tin-tuc')).text();
  const id = /href="\/tin-tuc\/([a-f\d]{24})"/.exec(html)?.[1];
  if (!id) throw new Error('no article on /tin-tuc');
  return path.replace(':hot', id);
}
