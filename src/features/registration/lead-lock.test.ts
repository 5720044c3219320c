import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaseLock } from './lead-lock';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

/** Work that records when it starts and ends, and ends when the test says. */
function recordedWork(log: string[], name: string) {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(`${name} starts`);
      await finished;
      log.push(`${name} ends`);
    },
    finish: () => finish(),
  };
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

describe('the lease in the storage (browsers without Web Locks)', () => {
  it('lets one tab at a time in: the other waits until the first is done', async () => {
    const log: string[] = [];
    const firstTab = leaseLock(localStorage);
    const secondTab = leaseLock(localStorage);
    const a = recordedWork(log, 'first');
    const b = recordedWork(log, 'second');
    const first = firstTab(a.work);
    const second = secondTab(b.work);
    await until(() => log.length === 1);
    a.finish();
    await until(() => log.length === 3);
    b.finish();
    await Promise.all([first, second]);
    expect(log).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
    expect(localStorage.length).toBe(0);
  });

  it('outlasts a tab closed while it held the lease', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.parse('2026-11-26T10:00:00Z') });
    localStorage.setItem('mat-troi-nho.dang-ky.lease', JSON.stringify({ owner: 'closed tab', until: Date.now() + 40_000 }));
    const lock = leaseLock(localStorage);
    const log: string[] = [];
    const held = lock(() => log.push('ran'));
    await vi.advanceTimersByTimeAsync(39_000);
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    await held;
    expect(log).toEqual(['ran']);
  });

  it('runs the tries of one tab one after another, even when one fails', async () => {
    const lock = leaseLock(localStorage);
    const log: string[] = [];
    const failing = lock(() => {
      log.push('first');
      throw new Error('send failed');
    });
    const next = lock(() => log.push('second'));
    await expect(failing).rejects.toThrow('send failed');
    await next;
    expect(log).toEqual(['first', 'second']);
  });
});
