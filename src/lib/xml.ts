/**
 * What XML 1.0 allows in no document, escaped or not: the C0 controls but tab, LF and CR, U+FFFE,
 * U+FFFF and a surrogate without its pair (with the `u` flag a pair is one character, never matched).
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const notXmlCharacters = /[\0-\x08\v\f\x0e-\x1f\ud800-\udfff\ufffe\uffff]/gu;

/** Text for an XML element or attribute, whatever the API wrote: what XML cannot hold is dropped. */
export function xmlText(text: string): string {
  return text
    .replace(notXmlCharacters, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * How long nginx keeps a file the render server writes from the API (the sitemap, the news feed):
 * ten minutes, then served while it is written again, and for a day while the API fails.
 */
const writtenFileCaching = 'public, max-age=0, s-maxage=600, stale-while-revalidate=3600, stale-if-error=86400';

/**
 * An XML answer of the render server, or its 404 for a file the API's data does not make (a part of
 * the sitemap past the last), kept as long: asked for again, it would be written again from the API.
 */
export function xmlResponse(body: string | undefined, contentType = 'application/xml'): Response {
  if (body === undefined) {
    return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': writtenFileCaching } });
  }
  return new Response(body, { headers: { 'Content-Type': `${contentType}; charset=utf-8`, 'Cache-Control': writtenFileCaching } });
}
