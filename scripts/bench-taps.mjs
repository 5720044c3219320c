// Tap benchmark of the production build as it runs in production (nginx, render server, the fake
// backend over HTTP), CPU slowed 4x on a slow mobile network: how long after first contentful paint
// a tap on the course menu, the mobile menu or a news tab first shows its effect, and how many taps
// are lost. Each run, in a fresh browser context, taps the control the moment it is visible.
// Prints a Markdown table of medians per page and control and writes every run to
// bench-results/taps-<timestamp>.json. Speed is reported, never asserted: the exit code is non-zero
// only when something could not be measured.
//
// Usage: npm run bench:taps -- [--runs 5] [--pages /,/tin-tuc,/tin-tuc/:hot] [--controls course-menu,mobile-menu,news-tab]
//          [--network mobile|slow4g|none] [--cpu 4] [--port 4290] [--api-port 9492]
//          [--dist DIR]... [--url ORIGIN [--api ORIGIN]]... [--label NAME]...
// --dist (default dist-production) starts that build's stack: nginx on --port, its render server on
// the next port, a second build two ports further, all on one fake backend (--api-port). --url
// measures a stack already running, its fake backend --api (default: the API its pages name).
// Several builds are measured side by side, run by run, named by --label in the same order. The
// browser's API requests go to the fake backend, whatever address the build names.
// `/tin-tuc/:hot` is the featured article.
import './require-node-24.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startServer, stopServers, waitFor } from './bench-servers.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: '/,/khoa-hoc/ky-nang-song/1,/tin-tuc,/tin-tuc/:hot' },
    controls: { type: 'string', default: 'course-menu,mobile-menu,news-tab' },
    network: { type: 'string', default: 'mobile' },
    cpu: { type: 'string', default: '4' },
    port: { type: 'string', default: '4290' }, // not 4180-4194: the tests'
    'api-port': { type: 'string', default: '9492' }, // not 9392: the tests' fake backend
    dist: { type: 'string', multiple: true },
    url: { type: 'string', multiple: true },
    api: { type: 'string', multiple: true },
    label: { type: 'string', multiple: true },
  },
});

// Lighthouse's mobile throttling: its figures (mobile), or what it applies in devtools mode (slow4g).
const networks = {
  mobile: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  slow4g: { latency: 562.5, downloadThroughput: (1.6 * 0.9 * 1024 * 1024) / 8, uploadThroughput: (750 * 0.9 * 1024) / 8 },
  none: null,
};
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const desktop = { viewport: { width: 1440, height: 900 } };
const controls = {
  'course-menu': { device: desktop, on: () => true },
  'mobile-menu': { device: phone, on: () => true },
  'news-tab': { device: phone, on: (page) => page === '/tin-tuc' },
};
// A tap with no effect this long after the page is interactive (or after the tap, if later) is
// lost, and the control tapped again. Not sooner: a second tap on a news tab restarts the first's
// navigation, one on a menu button closes the menu the first asked for.
const lostAfterMs = 4000;
const retapForMs = 15_000;
const waitMs = 30_000; // for the control to show, and for the page to become interactive

const runs = Number(options.runs);
const cpu = Number(options.cpu);
const pages = options.pages.split(',').map((page) => page.trim()).filter(Boolean);
const controlNames = options.controls.split(',').map((name) => name.trim()).filter(Boolean);
if (!Number.isInteger(runs) || runs < 1) usage(`--runs must be a positive integer, not '${options.runs}'`);
if (!(cpu >= 1)) usage(`--cpu must be a slowdown of 1 or more, not '${options.cpu}'`);
if (!(options.network in networks)) usage(`--network must be one of ${Object.keys(networks).join(', ')}`);
if (!pages.length || pages.some((page) => !page.startsWith('/'))) usage('--pages must be paths starting with /');
if (controlNames.some((name) => !(name in controls))) usage(`--controls must be among ${Object.keys(controls).join(', ')}`);
if (options.dist && options.url) usage('--dist and --url cannot be mixed');

function usage(problem) {
  console.error(`${problem}\nUsage: npm run bench:taps -- [--runs N] [--pages /a,/b] [--controls a,b] [--network ${Object.keys(networks).join('|')}] [--cpu N] [--port N] [--api-port N] [--dist DIR]... [--url ORIGIN [--api ORIGIN]]... [--label NAME]...`);
  process.exit(2);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The origins a rendered page lets the browser call (its CSP's connect-src): the API's first. */
async function browserApisOf(origin) {
  const policy = (await fetch(`${origin}/tin-tuc`)).headers.get('content-security-policy') ?? '';
  const connect = policy.split(';').map((part) => part.trim().split(/\s+/)).find(([name]) => name === 'connect-src') ?? [];
  return connect.filter((source) => /^https?:/.test(source));
}

/** Each build's stack, as in production. */
async function startStacks(dists, api) {
  startServer('fake backend', 'node_modules/.bin/tsx', ['mocks/server.ts'], { PORT: new URL(api).port, HOST: '127.0.0.1' });
  await waitFor(`${api}/api/v1/new-categories`);
  return Promise.all(dists.map(async (dist, index) => {
    const port = Number(options.port) + 2 * index;
    const [site, render] = [port, port + 1].map((each) => `http://127.0.0.1:${each}`);
    const taken = await Promise.all([site, render].map((url) => fetch(url).then(() => true, () => false)));
    if (taken.some(Boolean)) throw new Error(`Ports ${port} and ${port + 1} must be free for ${dist} (--port)`);
    startServer(`render server of ${dist}`, process.execPath, ['scripts/start-server.mjs', '--dist', dist], { PORT: String(port + 1), HOST: '127.0.0.1', API_BASE_URL: api });
    await waitFor(`${render}/tin-tuc`);
    const [browserApi = api] = await browserApisOf(render);
    startServer(`nginx of ${dist}`, process.execPath, ['scripts/serve-nginx.mjs', '--root', dist, '--port', String(port), '--render', render]);
    await waitFor(`${site}/`);
    return { label: options.label?.[index] ?? dist, site, api, browserApi };
  }));
}

async function runningStacks(urls) {
  return Promise.all(urls.map(async (url, index) => {
    const site = new URL(url).origin;
    const [browserApi = site] = await browserApisOf(site);
    return { label: options.label?.[index] ?? site, site, api: options.api?.[index] ?? options.api?.[0] ?? browserApi, browserApi };
  }));
}

/**
 * Runs in the page before its own scripts, in every document: each frame, notes first contentful
 * paint, when the control is first visible (laid out on screen, not covered: the frame paints it),
 * when the page is interactive and when the tap's effect first shows, on a clock the documents of a
 * run share (performance.timeOrigin + now). A document leaving hands its notes to the next one
 * (sessionStorage). "Interactive" is a benchmark-only heuristic: the control's element carries
 * React's props (`__reactProps$…`, set as it hydrates), or <html data-hydrated> is set.
 */
function probe(controlName) {
  /* global window, document, location, addEventListener, innerWidth, innerHeight, requestAnimationFrame -- in the page */
  const now = () => performance.timeOrigin + performance.now();
  const state = { timeOrigin: performance.timeOrigin, url: location.href, fcp: null, visible: null, interactive: null, effect: null, target: null, pointerdowns: [] };
  window.__taps = state;
  const notePaint = () => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    if (paint) state.fcp ??= performance.timeOrigin + paint.startTime;
  };
  addEventListener('pointerdown', (event) => state.pointerdowns.push(performance.timeOrigin + event.timeStamp), { capture: true, passive: true });
  try {
    state.previous = JSON.parse(sessionStorage.getItem('bench-taps'));
    addEventListener('pagehide', () => {
      notePaint();
      sessionStorage.setItem('bench-taps', JSON.stringify({ ...state, previous: null }));
    });
  } catch {
    // about:blank has no storage
  }
  const onScreen = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.right > 0 && box.bottom > 0 && box.left < innerWidth && box.top < innerHeight;
  };
  const visible = (element) =>
    !!element?.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    (onScreen(element) || [...element.querySelectorAll('*')].some((child) => onScreen(child) && child.checkVisibility({ opacityProperty: true })));
  const newsTab = () => document.querySelector('[aria-label="Chủ đề tin tức"]')?.querySelectorAll('[role=tab], a[href]')[1];
  const { find, done } = {
    'course-menu': {
      find: () => [...document.querySelectorAll('header nav[aria-label="Menu chính"] button')].find((button) => button.textContent.includes('Chương Trình Học')),
      done: () => [...document.querySelectorAll('#course-menu, [role=menu]')].some((menu) => visible(menu) && [...menu.querySelectorAll('a[href]')].some(visible)),
    },
    'mobile-menu': {
      find: () => [...document.querySelectorAll('header button')].find((button) => /menu/i.test(button.getAttribute('aria-label') ?? button.textContent) && visible(button)),
      done: () => visible(document.getElementById('mobile-menu')),
    },
    'news-tab': {
      find: newsTab,
      done: () => {
        const tab = newsTab();
        if (!visible(tab) || !(tab.getAttribute('aria-selected') === 'true' || tab.getAttribute('aria-current') === 'page')) return false;
        const category = tab.href ? new URL(tab.href).searchParams.get('tab') : tab.id.match(/-tab-(.+)$/)?.[1]; // a link, or a Mantine tab
        const inUrl = new URLSearchParams(location.search).get('tab');
        return inUrl !== null && (category ? inUrl === category : inUrl !== 'all');
      },
    },
  }[controlName];
  const frame = () => {
    notePaint();
    const control = find();
    if (control?.checkVisibility() && !onScreen(control)) control.scrollIntoView({ block: 'center' }); // as a reader would: the news tabs are below a phone's fold
    const box = control?.getBoundingClientRect();
    const centre = box && { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    if (visible(control) && control.contains(document.elementFromPoint(centre.x, centre.y))) {
      const first = state.visible === null;
      state.visible ??= now();
      state.target = centre;
      if (first) window.benchTapsVisible?.(JSON.stringify(state)); // tells the benchmark at once
    }
    if (document.documentElement?.dataset.hydrated !== undefined || (control && Object.keys(control).some((key) => key.startsWith('__reactProps$')))) state.interactive ??= now();
    if (state.effect === null && done()) state.effect = now();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function measure(browser, stack, url, controlName) {
  const control = controls[controlName];
  const context = await browser.newContext(control.device);
  try {
    await context.addInitScript(probe, controlName);
    const page = await context.newPage();
    // The page is read and tapped through this session only: Playwright's helpers (waitForFunction,
    // mouse.click) compile its injected script in the throttled page, or send an event only once
    // the page has handled the last.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    if (networks[options.network]) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...networks[options.network] });
    }
    if (stack.browserApi !== stack.api) {
      cdp.on('Fetch.requestPaused', ({ requestId, request }) =>
        cdp.send('Fetch.continueRequest', { requestId, url: stack.api + request.url.slice(stack.browserApi.length) }).catch(() => {}));
      await cdp.send('Fetch.enable', { patterns: [{ urlPattern: `${stack.browserApi}/*` }] });
    }
    // The current document's value of an expression; null while the document is being replaced,
    // or when it does not answer within a second (a document that never settles must not hang the run).
    const evaluate = (expression) =>
      Promise.race([
        cdp.send('Runtime.evaluate', { expression, returnByValue: true }).then(({ result, exceptionDetails }) => (exceptionDetails ? null : result.value), () => null),
        sleep(1000).then(() => null),
      ]);
    const tap = ({ x, y }) => Promise.all(control.device.hasTouch
      ? [cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] }), cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })]
      : ['mouseMoved', 'mousePressed', 'mouseReleased'].map((type) => cdp.send('Input.dispatchMouseEvent', { type, x, y, button: type === 'mouseMoved' ? 'none' : 'left', clickCount: 1 })));

    // Told by the page as the control shows, not asked: a page busy running its scripts would hold
    // the question until it is done.
    const shown = new Promise((resolve) => cdp.on('Runtime.bindingCalled', ({ name, payload }) => name === 'benchTapsVisible' && resolve(JSON.parse(payload))));
    await cdp.send('Runtime.enable');
    await cdp.send('Runtime.addBinding', { name: 'benchTapsVisible' });
    await page.goto(url, { waitUntil: 'commit' });
    const state = await Promise.race([shown, sleep(waitMs)]);
    if (!state) throw new Error(`the control did not show within ${waitMs / 1000} s`);
    const documents = new Map([[state.timeOrigin, state]]); // a tap on a link loads another
    const taps = [Date.now()];
    await tap(state.target);

    for (;;) {
      const state = await evaluate('window.__taps');
      for (const each of [state?.previous, state]) if (each?.url.startsWith(stack.site)) documents.set(each.timeOrigin, each);
      const first = documents.get(Math.min(...documents.keys()));
      const effect = Math.min(...[...documents.values()].map((each) => each.effect ?? Infinity));
      if (effect < Infinity && first.fcp && (first.interactive || documents.size > 1)) return result(first, taps, effect, documents.size);
      if (effect === Infinity && state?.target && Date.now() > Math.max(state.interactive ?? Infinity, taps.at(-1)) + lostAfterMs) {
        if (Date.now() - (taps[1] ?? Infinity) > retapForMs) throw new Error(`no effect after ${taps.length} taps`);
        taps.push(Date.now());
        await tap(state.target);
      }
      if (!state?.interactive && Date.now() - taps[0] > waitMs) throw new Error(`not interactive ${waitMs / 1000} s after the tap (${state ? `at ${state.url}` : 'the page does not answer'})`);
      if (Date.now() - taps[0] > 2 * waitMs) throw new Error(`no effect ${(2 * waitMs) / 1000} s after the first tap (${state ? `at ${state.url}` : 'the page does not answer'})`);
      await sleep(25);
    }
  } finally {
    await context.close();
  }
}

/** One run's times, in ms since the first document's navigation started. */
function result(first, taps, effect, documents) {
  const since = (time) => (time == null ? null : Math.round(time - first.timeOrigin));
  return {
    fcp: since(first.fcp),
    controlVisible: since(first.visible),
    interactive: since(first.interactive),
    tapAt: since(first.pointerdowns[0] ?? taps[0]), // when the page got the tap, else when it was sent
    effectAt: since(effect),
    lostTaps: taps.length - 1,
    retapToEffect: taps.length > 1 ? Math.round(effect - taps.at(-1)) : null, // the effect of a tap on an interactive page
    documents,
  };
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// 1. Stacks, warmed up: each page rendered (and cached by nginx) once.
const stacks = options.url ? await runningStacks(options.url) : await startStacks(options.dist ?? ['dist-production'], `http://127.0.0.1:${options['api-port']}`);
const hot = await (await fetch(`${stacks[0].api}/api/v1/news/hot`)).json();
const urls = Object.fromEntries(pages.map((page) => [page, page.replace(':hot', hot._id)]));
for (const stack of stacks) for (const page of pages) await waitFor(stack.site + urls[page]);

// 2. Runs, interleaved: round 1 measures every page, control and build, then round 2, …, so that
// noise from other work on the machine spreads over all of them.
const cases = pages.flatMap((page) => controlNames.filter((name) => controls[name].on(page)).map((control) => ({ page, control })));
const startedAt = new Date();
console.log(`Taps: CPU ${cpu}x slower, network ${options.network}, ${runs} run(s) × ${cases.length} case(s) × ${stacks.map((stack) => `${stack.label} (${stack.site})`).join(', ')}`);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const results = [];
for (let round = 1; round <= runs; round++) {
  for (const { page, control } of cases) {
    for (const stack of stacks) {
      const base = { build: stack.label, page, control, round, load: loadavg()[0] };
      const name = `  ${round}/${runs} ${stack.label} ${page} ${control}`;
      try {
        const run = await measure(browser, stack, stack.site + urls[page], control);
        results.push({ ...base, ...run });
        console.log(`${name}: FCP ${run.fcp}, interactive ${run.interactive}, tap ${run.tapAt}, effect ${run.effectAt} ms${run.lostTaps ? ` — ${run.lostTaps} tap(s) lost, the next one's effect ${run.retapToEffect} ms later` : ''}`);
      } catch (error) {
        results.push({ ...base, error: String(error.message ?? error) });
        console.error(`${name}: FAILED — ${error.message ?? error}`);
      }
    }
  }
}
await browser.close();
stopServers();

// 3. Report.
const ms = (value) => (value == null ? 'n/a' : value.toFixed(0));
const columns = [
  ['FCP ms', (measured) => ms(median(measured.map((run) => run.fcp)))],
  ['interactive ms', (measured) => ms(median(measured.map((run) => run.interactive)))],
  ['tap ms', (measured) => ms(median(measured.map((run) => run.tapAt)))],
  ['effect − FCP ms', (measured) => ms(median(measured.map((run) => run.effectAt - run.fcp)))],
  ['effect − max(tap, interactive) ms', (measured) => ms(median(measured.map((run) => run.effectAt - Math.max(run.tapAt, run.interactive ?? -Infinity))))],
  ['lost taps', (measured) => `${measured.reduce((sum, run) => sum + run.lostTaps, 0)} (${measured.filter((run) => run.lostTaps).length}/${measured.length} runs)`],
  ['retap → effect ms', (measured) => ms(median(measured.map((run) => run.retapToEffect)))],
];
const lines = [
  `### Taps: CPU ${cpu}x, network ${options.network}, median of ${runs} run(s), ${startedAt.toISOString()}`,
  '',
  `| page | control | build | ${columns.map(([name]) => name).join(' | ')} |`,
  `|---|---|---|${columns.map(() => '---:').join('|')}|`,
];
for (const { page, control } of cases) {
  for (const stack of stacks) {
    const measured = results.filter((run) => run.build === stack.label && run.page === page && run.control === control && !run.error);
    lines.push(`| ${page} | ${control} | ${stack.label} | ${columns.map(([, cell]) => (measured.length ? cell(measured) : 'n/a')).join(' | ')} |`);
  }
}
lines.push(
  '',
  `Times since navigation start, each column its own median. Interactive: the control hydrated. A tap is lost when nothing shows ${lostAfterMs / 1000} s after`,
  "the page is interactive (or after the tap, if later); the control is then tapped again, and retap → effect is that tap's. A negative",
  'effect − max(tap, interactive): the effect showed before the page was interactive.',
  `Load average: median ${median(results.map((run) => run.load)).toFixed(1)}. Builds: ${stacks.map((stack) => `${stack.label} = ${stack.site}`).join(', ')}.`,
);
console.log(`\n${lines.join('\n')}\n`);

mkdirSync('bench-results', { recursive: true });
const file = `bench-results/taps-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, `${JSON.stringify({ startedAt, cpu, network: options.network, runs, pages: urls, stacks, results }, null, 2)}\n`);
console.log(`Every run: ${file}`);
const failures = results.filter((run) => run.error).length;
if (failures) {
  console.error(`${failures} run(s) could not be measured.`);
  process.exit(1);
}
