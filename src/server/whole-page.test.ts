import { describe, expect, it, vi } from 'vitest';
import { apiRefusal } from '@/lib/render-signal';
import { PageTooLargeError, renderWithinLimit, wholePage } from './whole-page';

/** A page streamed in `parts`, as Start streams one; `endless` never ends. */
function streamedPage(parts: string[], { endless = false } = {}) {
  const encoder = new TextEncoder();
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const part = parts.shift();
      if (part !== undefined) controller.enqueue(encoder.encode(part));
      else if (endless) await new Promise(() => undefined);
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  const response = new Response(body, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': '1' } });
  return { response, wasCancelled: () => cancelled };
}

describe('a page read whole', () => {
  it('is the streamed page, every byte of it, with its status and headers', async () => {
    const { response } = streamedPage(['<!doctype html>', '<p>Xin chào</p>', '<script>1</script>']);
    const page = await wholePage(response, 'http://site.test/', new AbortController().signal);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-length')).toBeNull();
    expect(await page.text()).toBe('<!doctype html><p>Xin chào</p><script>1</script>');
  });

  it('stops past its byte limit, cancels the render and says which page', async () => {
    const { response, wasCancelled } = streamedPage(['a'.repeat(600), 'b'.repeat(600)], { endless: true });
    await expect(wholePage(response, 'http://site.test/tin-tuc/x', new AbortController().signal, 1000)).rejects.toThrow(
      new PageTooLargeError('http://site.test/tin-tuc/x', 1000),
    );
    expect(wasCancelled()).toBe(true);
  });

  it('stops when its render is given up, as at the deadline', async () => {
    const { response, wasCancelled } = streamedPage(['<!doctype html>'], { endless: true });
    const deadline = new AbortController();
    const reading = wholePage(response, 'http://site.test/', deadline.signal);
    deadline.abort(new Error('Render past 12000 ms'));
    await expect(reading).rejects.toThrow('Render past 12000 ms');
    expect(wasCancelled()).toBe(true);
  });
});

describe('a page past its byte limit', () => {
  it('is rendered once more with the news API refused: the page’s error state, never the page of megabytes', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusals: (Error | undefined)[] = [];
    const render = () => {
      refusals.push(apiRefusal());
      // The first render as the API's answer made it; the second as a page whose news failed.
      if (refusals.length === 1) return Promise.resolve(streamedPage(['<p>', 'x'.repeat(5000), '</p>']).response);
      return Promise.resolve(new Response('<p>Không tải được tin tức</p>', { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
    };
    const page = await renderWithinLimit(render, 'http://site.test/tin-tuc/x', new AbortController().signal, 1000);
    expect(page.status).toBe(503);
    expect(await page.text()).toBe('<p>Không tải được tin tức</p>');
    expect(refusals[0]).toBeUndefined();
    expect(refusals[1]).toMatchObject({ name: 'ApiError', kind: 'too-large', message: 'Page over 1000 bytes: http://site.test/tin-tuc/x' });
    expect(apiRefusal()).toBeUndefined();
    expect(logged).toHaveBeenCalledWith('Page over 1000 bytes: http://site.test/tin-tuc/x');
    logged.mockRestore();
  });

  it('within it, is rendered once, as it is', async () => {
    const render = vi.fn(() => Promise.resolve(streamedPage(['<p>Tin tức</p>']).response));
    expect(await (await renderWithinLimit(render, 'http://site.test/', new AbortController().signal, 1000)).text()).toBe('<p>Tin tức</p>');
    expect(render).toHaveBeenCalledOnce();
  });
});
