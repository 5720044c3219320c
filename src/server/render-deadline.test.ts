import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignal } from '@/lib/render-signal';
import { withinDeadline } from './render-deadline';

/** A render that never ends, and the signal the API client would have seen during it. */
function endlessRender() {
  const seen: { signal?: AbortSignal } = {};
  const render = () => {
    seen.signal = renderSignal();
    return new Promise<Response>(() => undefined);
  };
  return { seen, render };
}

describe('a render within its request’s life', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up after 12 s, aborting the API calls made for it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { seen, render } = endlessRender();
    const rendering = withinDeadline(new Request('http://site.test/sitemap.xml'), render);
    const outcome = expect(rendering).rejects.toThrow('Render past 12000 ms');
    await vi.advanceTimersByTimeAsync(11_999);
    expect(seen.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(seen.signal?.aborted).toBe(true);
  });

  it('stops at once when its visitor leaves', async () => {
    const visitor = new AbortController();
    const { seen, render } = endlessRender();
    const rendering = withinDeadline(new Request('http://site.test/', { signal: visitor.signal }), render);
    visitor.abort();
    await expect(rendering).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen.signal?.aborted).toBe(true);
  });

  it('answers what the render answered, and leaves no signal behind it', async () => {
    expect((await withinDeadline(new Request('http://site.test/'), () => new Response('ok'))).status).toBe(200);
    expect(renderSignal()).toBeUndefined();
  });
});
