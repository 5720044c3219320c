import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesRenderedOnRequest, pagesRenderedOnRequest } from './rendered-on-request';

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
