import { ApiError } from './api-error';

/**
 * The most an API answer may hold once decoded (docs/deploy.md#the-render-server). The largest the
 * site asks for is a list page of fifty articles with their blocks: 66 kB from the fake backend
 * (about 1.4 kB an article), and fifty articles of 40 kB each, a 6,000-word article apiece, still fit.
 * An answer is parsed whole, so this also bounds what one call can make the render server hold.
 */
export const maxAnswerBytes = 2 * 1024 * 1024;

/**
 * The body as text, read chunk by chunk: past `maxBytes` the reading stops, the answer is cancelled
 * and this throws. The bytes are decoded once, at the end: decoding each chunk and joining the parts
 * took three times as long (2 MB: 12-15 ms against 4-7), on the render server's one thread.
 */
async function readText(body: ReadableStream<Uint8Array>, maxBytes: number, tooLarge: () => ApiError): Promise<string> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * `fetch` whose answers may not hold more than `maxBytes`: refused at once when their Content-Length
 * says more, else counted as `text()` reads them, after decompression (a gzip bomb is stopped at
 * `maxBytes`, not unpacked), and cut off there, with an `ApiError` of kind `too-large`, before
 * anything is parsed; the connection is then closed. `text()` is the one body reader ky's `.json()`
 * uses, and ky's timeout still bounds it.
 */
export function fetchWithSizeLimit(maxBytes: number, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    const tooLarge = () => new ApiError('too-large', `Answer over ${maxBytes} bytes from ${response.url || 'the API'}`);
    if (Number(response.headers.get('content-length')) > maxBytes) {
      void response.body?.cancel().catch(() => undefined);
      throw tooLarge();
    }
    const { body } = response;
    if (!body) return response;
    return Object.assign(response, { text: () => readText(body, maxBytes, tooLarge) });
  };
}
