import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRenderQueue } from './render-queue';

const request = (signal?: AbortSignal) => new Request('http://site.test/tin-tuc', { signal });

/** A render that ends when told to, and how many such renders are under way. */
function heldRenders() {
  const state = { running: 0, most: 0, release: [] as (() => void)[] };
  const render = () =>
    new Promise<Response>((resolve) => {
      state.running += 1;
      state.most = Math.max(state.most, state.running);
      state.release.push(() => {
        state.running -= 1;
        resolve(new Response('page'));
      });
    });
  return { state, render };
}

describe('the render queue', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders at most `atOnce` pages at a time, lets `waiting` more wait, and turns the rest away at once with a 503', async () => {
    const busy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queue = createRenderQueue({ atOnce: 2, waiting: 3 });
    const { state, render } = heldRenders();
    const answers = Array.from({ length: 8 }, () => queue.run(request(), render));
    const turnedAway = await Promise.all(answers.slice(5));
    expect(turnedAway.map((answer) => answer.status)).toEqual([503, 503, 503]);
    expect(busy).toHaveBeenCalledTimes(3);
    expect(busy.mock.calls[0]?.[0]).toBe('Render server busy (2 rendering, 3 waiting): 503 for http://site.test/tin-tuc');
    await vi.waitFor(() => expect(state.running).toBe(2));
    while (state.release.length) {
      state.release.shift()?.();
      await Promise.resolve();
      await vi.waitFor(() => expect(state.running).toBeLessThanOrEqual(2));
    }
    const served = await Promise.all(answers.slice(0, 5));
    expect(served.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(state.most).toBe(2);
  });

  it('skips a waiting render whose visitor has left', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queue = createRenderQueue({ atOnce: 1, waiting: 1 });
    const { state, render } = heldRenders();
    const first = queue.run(request(), render);
    const visitor = new AbortController();
    const second = queue.run(request(visitor.signal), render);
    visitor.abort();
    await vi.waitFor(() => expect(state.release).toHaveLength(1));
    state.release[0]?.();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(503);
    expect(state.most).toBe(1);
    expect(state.release).toHaveLength(1);
  });

  it('skips a waiting render whose deadline passed while it waited, without calling it busy', async () => {
    const busy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queue = createRenderQueue({ atOnce: 1, waiting: 1 });
    const { state, render } = heldRenders();
    const first = queue.run(request(), render);
    const deadline = new AbortController();
    const second = queue.run(request(), render, deadline.signal);
    deadline.abort(new Error('Render past 12000 ms'));
    await vi.waitFor(() => expect(state.release).toHaveLength(1));
    state.release[0]?.();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(503);
    expect(state.release).toHaveLength(1);
    expect(busy).not.toHaveBeenCalled();
  });
});
