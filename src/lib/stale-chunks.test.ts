import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunks } from './stale-chunks';

const chunkFailed = () => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));

describe('reloadOnStaleChunks', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
    sessionStorage.clear();
    vi.useRealTimers();
  });

  it('reloads once when a chunk of the old build is gone, not again if the new build fails too', () => {
    const reload = vi.fn();
    stop = reloadOnStaleChunks(sessionStorage, reload);
    chunkFailed();
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page fails as well (same tab, same session storage): no loop.
    chunkFailed();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deploy, a while after the first', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T08:00:00Z') });
    const reload = vi.fn();
    stop = reloadOnStaleChunks(sessionStorage, reload);
    chunkFailed();
    vi.setSystemTime(new Date('2026-11-22T11:00:00Z'));
    chunkFailed();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload while a form holds what the parent typed', () => {
    document.body.innerHTML = '<form><input name="parentName" value=""><select name="course"><option value="">Chọn</option></select></form>';
    const reload = vi.fn();
    stop = reloadOnStaleChunks(sessionStorage, reload);
    document.querySelector('input')!.value = 'Nguyễn Thị Lan';
    chunkFailed();
    expect(reload).not.toHaveBeenCalled();

    document.querySelector('input')!.value = '';
    chunkFailed();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
