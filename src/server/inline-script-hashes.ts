import { createHash } from 'node:crypto';

// Inline scripts the browser runs: no `src`, and a JavaScript type (JSON-LD is data, not run).
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const runnable = (attributes: string) =>
  !/\bsrc\s*=/i.test(attributes) && !/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes);

/**
 * The CSP sources that allow exactly a page's own inline scripts (the colour-scheme script, the
 * router's state): one `'sha256-…'` per distinct script.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(inlineScript)]
    .filter(([, attributes = '']) => runnable(attributes))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  return [...new Set(hashes)];
}
