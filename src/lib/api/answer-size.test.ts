import { describe, expect, it } from 'vitest';
import { fetchWithSizeLimit } from './answer-size';

/** An answer whose body comes in these pieces of bytes, as a slow connection delivers it. */
const answerIn = (pieces: Uint8Array[]) => () =>
  Promise.resolve(
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const piece of pieces) controller.enqueue(piece);
          controller.close();
        },
      }),
    ),
  );

const text = '{"title":"Học sinh Mặt Trời Nhỏ đạt giải Nhất"}';
const bytes = new TextEncoder().encode(text);
/** Cut one byte at a time: every letter written in two or three bytes is split between pieces. */
const byteByByte = Array.from(bytes, (byte) => Uint8Array.of(byte));

describe('an answer read within its size limit', () => {
  it('is the text sent, whatever pieces its bytes come in', async () => {
    const response = await fetchWithSizeLimit(1024, answerIn(byteByByte))('http://api.test/');
    expect(await response.text()).toBe(text);
  });

  it('is refused once its bytes pass the limit, though it said no length', async () => {
    const response = await fetchWithSizeLimit(bytes.length - 1, answerIn(byteByByte))('http://api.test/');
    await expect(response.text()).rejects.toMatchObject({ kind: 'too-large' });
  });
});
