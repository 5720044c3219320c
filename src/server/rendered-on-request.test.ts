import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesRenderedOnRequest, pagesRenderedOnRequest } from './rendered-on-request';
import { locales, localizedPath, translatedLocales } from '@/i18n/locale';

const template = readFileSync('deploy/nginx/default.conf.template', 'utf8');

describe('the addresses rendered on request', () => {
  it('are the ones nginx passes to the render server, and the pages whose CSP the render server writes', () => {
    expect(template).toContain(`location ~ ${pagesRenderedOnRequest}|${filesRenderedOnRequest} {`);
    expect(template).toMatch(new RegExp(`map \\$uri \\$static_policy \\{\\s+~${escape(pagesRenderedOnRequest)}\\s+"";`));
  });

  it('are the pages that show news and the files written from the API, nothing else', () => {
    const rendered = (path: string) => [pagesRenderedOnRequest, filesRenderedOnRequest].some((pattern) => new RegExp(pattern).test(path));
    const rendering = ['/', '/tin-tuc', '/tin-tuc/6650a1b2c3d4e5f6a7b8c9d0', '/tin-tuc/rss.xml', '/sitemap.xml', '/en', '/en/news', '/en/news/6650a1b2c3d4e5f6a7b8c9d0'];
    expect(rendering.filter(rendered)).toEqual(rendering);
    const prerendered = ['/gioi-thieu', '/tin-tuc/a/b', '/tin-tuc/a.b', '/khoa-hoc/8', '/robots.txt', '/tin-tuc/', '/en/about', '/en/news/a/b', '/en/', '/english', '/en/tin-tuc'];
    expect(prerendered.filter(rendered)).toEqual([]);
  });
});

function escape(pattern: string) {
  return pattern.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}

describe("each language's not-found page", () => {
  it('is what nginx answers for an address no page of that language has, and is never asked for directly', () => {
    for (const notFound of locales.map((locale) => `${localizedPath('/404', locale)}.html`)) {
      expect(template).toContain(`location = ${notFound} {\n        internal;\n    }`);
      expect(template).toMatch(new RegExp(`map \\$uri \\$not_found_page \\{[^}]*\\n    ${escape(notFound)} +1;`));
    }
    for (const locale of translatedLocales) {
      expect(template).toContain(`location /${locale}/ {\n        error_page 404 /${locale}/404.html;`);
    }
  });
});
