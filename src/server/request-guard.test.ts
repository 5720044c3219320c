import { describe, expect, it } from 'vitest';
import { screenRequest } from './request-guard';

const site = 'http://127.0.0.1:3000';

describe('what the render server turns away before it renders', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND'])('refuses %s with 405 and the methods it takes', (method) => {
    const answer = screenRequest(new Request(`${site}/tin-tuc`, { method }));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(405);
    expect((answer as Response).headers.get('allow')).toBe('GET, HEAD');
  });

  it.each([
    '/',
    '/tin-tuc',
    '/tin-tuc/4893002e366f621f94c99ee0',
    '/sitemap.xml',
    '/tin-tuc/rss.xml',
    '/gioi-thieu/',
    '/khoa-hoc/tieng-anh-cambridge/4',
  ])('renders %s as asked', (path) => {
    const request = new Request(`${site}${path}?page=2`, { method: 'HEAD' });
    expect(screenRequest(request)).toBe(request);
  });

  it.each([
    '/tin-tuc/a%3C',
    '/tin-tuc/a%3E',
    '/tin-tuc/a%7B',
    '/tin-tuc/a%7D',
    '/tin-tuc/a%5E',
    '/tin-tuc/a%0A',
    '/tin-tuc/a%0D',
    '/tin-tuc/a%7F',
    '//tin-tuc',
    '/tin-tuc//x',
    '/tin-t%C3%BAc',
  ])('answers %s, a path no page has, with the not-found page', (path) => {
    const screened = screenRequest(new Request(`${site}${path}`, { headers: { 'accept-language': 'vi' } }));
    expect(screened).toBeInstanceOf(Request);
    expect((screened as Request).url).toBe(`${site}/404`);
    expect((screened as Request).headers.get('accept-language')).toBe('vi');
  });
});
