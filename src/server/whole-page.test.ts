import { describe, expect, it } from 'vitest';
import { PageTooLargeError, wholePage } from './whole-page';

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
