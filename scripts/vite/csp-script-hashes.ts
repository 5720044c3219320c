/**
 * The prerendered pages carry inline scripts (the colour-scheme script, the router's state). The
 * Content-Security-Policy allows each page exactly its own, by hash: this plugin writes an nginx
 * `map` from each page's file to the hashes of its inline scripts (deploy/nginx includes it).
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

export const scriptHashesFile = '.nginx/script-hashes.conf';

// Inline scripts the browser runs: no `src`, and a JavaScript type (JSON-LD is data, not run).
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const runnable = (attributes: string) =>
  !/\bsrc\s*=/i.test(attributes) && !/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes);

export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(inlineScript)]
    .filter(([, attributes = '']) => runnable(attributes))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  return [...new Set(hashes)];
}

export function cspScriptHashes(): Plugin {
  return {
    name: 'csp-script-hashes',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const lines = Object.values(bundle)
        .filter((output) => output.type === 'asset' && output.fileName.endsWith('.html'))
        .sort((a, b) => a.fileName.localeCompare(b.fileName))
        .map((page) => {
          const html = page.type === 'asset' ? String(page.source) : '';
          return `    /${page.fileName} "${inlineScriptHashes(html).join(' ')}";`;
        });
      this.emitFile({
        type: 'asset',
        fileName: scriptHashesFile,
        source: `# Written by the build (scripts/vite/csp-script-hashes.ts): each page's inline scripts.\nmap $uri $page_script_hashes {\n    default "";\n${lines.join('\n')}\n}\n`,
      });
    },
  };
}
