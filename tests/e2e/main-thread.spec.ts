import type { Page } from '@playwright/test';
import { expect, test, withHotArticle } from './fixtures';

/**
 * What a page makes a phone's main thread do before it answers input (`html[data-ready]`, set once
 * it has hydrated), in counts the machine's speed does not change: the script it parses, the style
 * recalculations and the elements they style, the layouts. A change that adds to them fails here,
 * on any machine; its time is measured, alternating builds, with `npm run bench` (docs/performance.md).
 * What varies with the order things arrive in (a font, a picture, a section's code before or after
 * the page answers) is taken out twice: each page is opened twice, in fresh tabs, and the lower
 * count of each kind is held to a limit of today's figure and a margin.
 */
interface MainThreadWork {
  /** Bytes of script compiled before the page answers input (its own and the chunks it loads). */
  scriptBytes: number;
  styleRecalculations: number;
  elementsStyled: number;
  layouts: number;
}

const limits: Record<string, MainThreadWork> = {
  '/': { scriptBytes: 690_000, styleRecalculations: 34, elementsStyled: 2_900, layouts: 50 },
  '/tin-tuc/:hot': { scriptBytes: 580_000, styleRecalculations: 18, elementsStyled: 1_100, layouts: 24 },
  '/khoa-hoc/ky-nang-song/1': { scriptBytes: 680_000, styleRecalculations: 26, elementsStyled: 1_400, layouts: 32 },
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

async function measureOnce(page: Page, path: string): Promise<MainThreadWork> {
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
  const styles = events.filter((event) => event.name === 'UpdateLayoutTree');
  return {
    scriptBytes: parsed.reduce((sum, bytes) => sum + bytes, 0),
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
  return { scriptBytes: lower('scriptBytes'), styleRecalculations: lower('styleRecalculations'), elementsStyled: lower('elementsStyled'), layouts: lower('layouts') };
}

test.describe('the main thread’s work before a page answers input, on a phone (CPU slowed 4x)', () => {
  for (const [path, limit] of Object.entries(limits)) {
    test(`${path} stays within its counts`, async ({ page }) => {
      const work = await measure(page, await withHotArticle(page, path));
      test.info().annotations.push({ type: 'main thread', description: JSON.stringify(work) });
      expect(work.scriptBytes).toBeGreaterThan(100_000);
      expect(work.elementsStyled).toBeGreaterThan(0);
      for (const key of Object.keys(limit) as (keyof MainThreadWork)[]) expect(work[key], key).toBeLessThanOrEqual(limit[key]);
    });
  }
});
