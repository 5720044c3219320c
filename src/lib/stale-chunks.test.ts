import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { reloadIfNewBuild, reloadOnStaleChunks } from './stale-chunks';
import { expectConsoleErrors, failedRequestLogs } from '../../tests/setup/console-guard';

const chunk = 'http://localhost:3000/assets/SiteSearch-Bx9k2.js';
// Chrome's message for a module that could not be fetched.
const failure = new TypeError(`Failed to fetch dynamically imported module: ${chunk}`);
/** The server's answer for the chunk: gone (a new build), or no answer at all (offline). */
const chunkIs = (answer: 'gone' | 'unreachable' | 'there') =>
  server.use(
    http.head(chunk, () =>
      answer === 'unreachable' ? HttpResponse.error() : new HttpResponse(null, { status: answer === 'gone' ? 404 : 200 }),
    ),
  );

describe('reloading for a new build', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    sessionStorage.clear();
    vi.useRealTimers();
  });

  it('reloads once when the failed chunk is gone from the server, not again if the new build fails too', async () => {
    expectConsoleErrors(failedRequestLogs);
    chunkIs('gone');
    const reload = vi.fn();
    expect(await reloadIfNewBuild(failure, sessionStorage, reload)).toBe(true);
    // The reloaded page fails as well (same tab, same session storage): no loop.
    expect(await reloadIfNewBuild(failure, sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the page when the server cannot be reached (the phone is offline) or still has the chunk', async () => {
    expectConsoleErrors(failedRequestLogs);
    const reload = vi.fn();
    chunkIs('unreachable');
    expect(await reloadIfNewBuild(failure, sessionStorage, reload)).toBe(false);
    chunkIs('there');
    expect(await reloadIfNewBuild(failure, sessionStorage, reload)).toBe(false);
    expect(await reloadIfNewBuild(new Error('something else'), sessionStorage, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again for a later deploy, a while after the first', async () => {
    expectConsoleErrors(failedRequestLogs);
    vi.useFakeTimers({ now: new Date('2026-11-22T08:00:00Z'), toFake: ['Date'] });
    chunkIs('gone');
    const reload = vi.fn();
    await reloadIfNewBuild(failure, sessionStorage, reload);
    vi.setSystemTime(new Date('2026-11-22T11:00:00Z'));
    await reloadIfNewBuild(failure, sessionStorage, reload);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload while a form holds what the parent typed', async () => {
    expectConsoleErrors(failedRequestLogs);
    chunkIs('gone');
    document.body.innerHTML = '<form><input name="parentName" value=""><select name="course"><option value="">Chọn</option></select></form>';
    const reload = vi.fn();
    document.querySelector('input')!.value = 'Nguyễn Thị Lan';
    expect(await reloadIfNewBuild(failure, sessionStorage, reload)).toBe(false);

    document.querySelector('input')!.value = '';
    expect(await reloadIfNewBuild(failure, sessionStorage, reload)).toBe(true);
  });

  it("listens to Vite's report of a failed import", async () => {
    expectConsoleErrors(failedRequestLogs);
    chunkIs('gone');
    const reload = vi.fn();
    const stop = reloadOnStaleChunks(sessionStorage, reload);
    window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: failure }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    stop();
  });
});
