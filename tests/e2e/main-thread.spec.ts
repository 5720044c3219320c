import type { Page } from '@playwright/test';
import { expect, test, withHotArticle } from './fixtures';

/**
 * What a page makes a phone's main thread do before it answers input (`html[data-ready]`, set once
 * it has hydrated), in counts the machine's speed does not change: the script it parses, the style
 * recalculations and the elements they style, the layouts; and the React components it renders
 * until it settles (the JavaScript time that grew in issue 52 was mostly React's work). A change that adds to them fails here,
 * on any machine; its time is measured, alternating builds, with `npm run bench` (docs/performance.md).
 * What varies with the order things arrive in (a font, a picture, a section's code before or after
 * the page answers) is taken out twice: each page is opened twice, in fresh tabs, and the lower
 * count of each kind is held to a limit of today's figure and a margin.
 */
interface MainThreadWork {
  /** Bytes of script compiled before the page answers input (its own and the chunks it loads). */
  scriptBytes: number;
  /** Renders of React components (hydration's and any re-render) until the page settles, its deferred sections hydrated. */
  componentRenders: number;
  styleRecalculations: number;
  elementsStyled: number;
  layouts: number;
}

// An article's style recalculations vary most with what arrives when: 12-19 in CI's runs (19 with the
// machine busy), where its limit of 18 failed once; 24 holds that spread with the others' margin.
const limits: Record<string, MainThreadWork> = {
  '/': { scriptBytes: 690_000, componentRenders: 480, styleRecalculations: 34, elementsStyled: 2_900, layouts: 50 },
  '/tin-tuc/:hot': { scriptBytes: 580_000, componentRenders: 400, styleRecalculations: 24, elementsStyled: 1_100, layouts: 24 },
  '/khoa-hoc/ky-nang-song/1': { scriptBytes: 680_000, componentRenders: 940, styleRecalculations: 26, elementsStyled: 1_400, layouts: 32 },
};

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { elementCount?: number };
}

/** The page's main thread: the renderer's thread that ran the most tasks. */
function mainThreadEvents(events: TraceEvent[]) {
  const busy = new Map<string, number>();
  for (const event of events) if (event.name === 'RunTask') busy.set(`${event.pid}:${event.tid}`, (busy.get(`${event.pid}:${event.tid}`) ?? 0) + (event.dur ?? 0));
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  return events.filter((event) => `${event.pid}:${event.tid}` === main && event.ph === 'X');
}

/**
 * Stands in for React's developer tools, whose hook React calls at each commit, and counts the
 * components that rendered in it: a component's fiber (one of a
 * current/alternate pair) rendered when its props or hook state are not the ones last seen.
 */
function countComponentRenders() {
  const componentTags = new Set([0, 1, 11, 14, 15]);
  interface Fiber {
    tag: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
    memoizedProps: unknown;
    memoizedState: unknown;
  }
  const lastSeen = new WeakMap<Fiber, [unknown, unknown]>();
  const counts = { renders: 0 };
  Object.assign(window, {
    componentRenders: counts,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      inject: () => 1,
      checkDCE: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
        const stack = [root.current];
        for (let fiber = stack.pop(); fiber; fiber = stack.pop()) {
          if (componentTags.has(fiber.tag)) {
            const seen = lastSeen.get(fiber);
            if (!seen || seen[0] !== fiber.memoizedProps || seen[1] !== fiber.memoizedState) {
              counts.renders += 1;
              const now: [unknown, unknown] = [fiber.memoizedProps, fiber.memoizedState];
              lastSeen.set(fiber, now);
              if (fiber.alternate) lastSeen.set(fiber.alternate, now);
            }
          }
          if (fiber.sibling) stack.push(fiber.sibling);
          if (fiber.child) stack.push(fiber.child);
        }
      },
    },
  });
}

async function measureOnce(page: Page, path: string): Promise<MainThreadWork> {
  await page.addInitScript(countComponentRenders);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const parsed: number[] = [];
  cdp.on('Debugger.scriptParsed', ({ url, length }) => {
    if (url) parsed.push(length ?? 0);
  });
  await cdp.send('Debugger.enable');
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(path);
  await expect(page.locator('html[data-ready]')).toBeAttached({ timeout: 30_000 });
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const events = mainThreadEvents(traceEvents);
  await page.waitForLoadState('networkidle');
  const componentRenders = await page.evaluate(() => (window as unknown as { componentRenders: { renders: number } }).componentRenders.renders);
  const styles = events.filter((event) => event.name === 'UpdateLayoutTree');
  return {
    scriptBytes: parsed.reduce((sum, bytes) => sum + bytes, 0),
    componentRenders,
    styleRecalculations: styles.length,
    elementsStyled: styles.reduce((sum, event) => sum + (event.args?.elementCount ?? 0), 0),
    layouts: events.filter((event) => event.name === 'Layout').length,
  };
}

/** The lower of two loads' counts, each in a browser context of its own (nothing cached). */
async function measure(page: Page, path: string): Promise<MainThreadWork> {
  const first = await measureOnce(page, path);
  const context = await page.context().browser()!.newContext(test.info().project.use);
  const second = await measureOnce(await context.newPage(), path).finally(() => context.close());
  const lower = (key: keyof MainThreadWork) => Math.min(first[key], second[key]);
  return { scriptBytes: lower('scriptBytes'), componentRenders: lower('componentRenders'), styleRecalculations: lower('styleRecalculations'), elementsStyled: lower('elementsStyled'), layouts: lower('layouts') };
}

/**
 * The JavaScript functions the page's scripts call until it has settled (V8's call counts): every
 * render, hydration and handler run, including renders React throws away, which no count above
 * sees. In a context that asks for reduced motion (no slideshow ticking), the page has settled when
 * the network has been quiet and a reading half a second after the last adds nothing.
 *
 * The limits are a3a6e12's figures, the build issue 52 compared against, and 2.5%: counted on its
 * build, alternating with the others, its highest in 10 loads were home 68.3k, an article 51.0k, a
 * course page 136.2k. The build that issue found slower (3a613e8) made 72.2k-72.9k, 54.5k-55.5k and
 * 142.3k-143.8k in the same runs: 6-9% more, over every limit. These tests, run on each build served
 * alone (without the wait for `html[data-ready]`, which neither has), fail on 3a613e8 on all three
 * routes and pass on a3a6e12. A load's count varies by about 1% (an article's related articles come
 * before or after it hydrates), 2% on a busy machine.
 */
const callLimits: Record<string, number> = {
  '/': 70_000,
  '/tin-tuc/:hot': 52_300,
  '/khoa-hoc/ky-nang-song/1': 139_600,
};

async function countCallsOnce(page: Page, path: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  const calls = async () => {
    const { result } = await cdp.send('Profiler.takePreciseCoverage');
    return result.filter((script) => script.url).reduce((sum, script) => sum + script.functions.reduce((inScript, fn) => inScript + (fn.ranges[0]?.count ?? 0), 0), 0);
  };
  await page.goto(path);
  await expect(page.locator('html[data-ready]')).toBeAttached({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // Each reading resets the counts (takePreciseCoverage): settled when one adds nothing to the last.
  let total = await calls();
  await expect
    .poll(async () => {
      const added = await calls();
      total += added;
      return added;
    }, { intervals: [500], timeout: 20_000 })
    .toBe(0);
  return total;
}

test.describe('the main thread’s work before a page answers input, on a phone (CPU slowed 4x)', () => {
  for (const [path, limit] of Object.entries(limits)) {
    test(`${path} stays within its counts`, async ({ page }) => {
      const work = await measure(page, await withHotArticle(page, path));
      test.info().annotations.push({ type: 'main thread', description: JSON.stringify(work) });
      expect(work.scriptBytes).toBeGreaterThan(100_000);
      expect(work.elementsStyled).toBeGreaterThan(0);
      expect(work.componentRenders).toBeGreaterThan(100);
      for (const key of Object.keys(limit) as (keyof MainThreadWork)[]) expect(work[key], key).toBeLessThanOrEqual(limit[key]);
    });
  }
});

test.describe('the JavaScript a page runs until it settles, on a phone (CPU slowed 4x)', () => {
  test.use({ reducedMotion: 'reduce' });
  for (const [path, limit] of Object.entries(callLimits)) {
    test(`${path} stays within its JavaScript calls`, async ({ page }) => {
      // Two loads at a quarter of the CPU, each waited for until it settles: more than a minute on a busy machine.
      test.setTimeout(120_000);
      const first = await countCallsOnce(page, await withHotArticle(page, path));
      const context = await page.context().browser()!.newContext({ ...test.info().project.use, reducedMotion: 'reduce' });
      const second = await countCallsOnce(await context.newPage(), await withHotArticle(page, path)).finally(() => context.close());
      const calls = Math.min(first, second);
      test.info().annotations.push({ type: 'JavaScript calls', description: `${first}, ${second}` });
      expect(calls).toBeGreaterThan(20_000);
      expect(calls).toBeLessThanOrEqual(limit);
    });
  }
});
