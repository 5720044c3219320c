import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptFor } from './kept-for';

describe('a reading kept for a while', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is read once for every caller within its time, those who ask while it is read included, and again after', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    let reads = 0;
    const articles = keptFor(60, () => Promise.resolve([`bai-${++reads}`]));
    const [first, second] = await Promise.all([articles(), articles()]);
    expect(first).toEqual(['bai-1']);
    expect(second).toBe(first);
    vi.advanceTimersByTime(59_999);
    expect(await articles()).toBe(first);
    vi.advanceTimersByTime(1);
    expect(await articles()).toEqual(['bai-2']);
    expect(reads).toBe(2);
  });

  it('keeps no failure: the next caller reads again', async () => {
    let reads = 0;
    const articles = keptFor(60, () => (++reads === 1 ? Promise.reject(new Error('API down')) : Promise.resolve(['bai-2'])));
    await expect(articles()).rejects.toThrow('API down');
    expect(await articles()).toEqual(['bai-2']);
    expect(reads).toBe(2);
  });

  it('keeps nothing for 0 seconds', async () => {
    let reads = 0;
    const articles = keptFor(0, () => Promise.resolve(++reads));
    await Promise.all([articles(), articles()]);
    expect(reads).toBe(2);
  });
});
