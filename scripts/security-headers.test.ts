import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.mjs';

describe('the headers every answer carries', () => {
  it("are nginx's, line by line, on every answer (always)", () => {
    const template = readFileSync('deploy/nginx/default.conf.template', 'utf8');
    expect(Object.keys(securityHeaders).length).toBeGreaterThan(5);
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(template).toContain(`    add_header ${name} "${value}" always;\n`);
      // The render server's own, on a page it renders, are hidden: nginx's alone reach the browser.
      expect(template).toContain(`        proxy_hide_header ${name};\n`);
    }
  });
});
