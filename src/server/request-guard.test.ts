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
    '/khoa-hoc/tieng-anh-cambridge/4?khoa-hoc=4',
  ])('renders %s as asked', (path) => {
    const request = new Request(`${site}${path}`, { method: 'HEAD' });
    expect(screenRequest(request)).toBe(request);
  });

  it.each([
    ['/tin-tuc/4893002e366f621f94c99ee0?utm_source=zalo&fbclid=x', '/tin-tuc/4893002e366f621f94c99ee0'],
    ['/?zarsrc=30&gclid=1', '/'],
    ['/sitemap.xml?x=17&phan=2', '/sitemap.xml?phan=2'],
    ['/tin-tuc/rss.xml?utm_campaign=he', '/tin-tuc/rss.xml'],
    ['/tin-tuc?fbclid=x&page=2&tab=abc', '/tin-tuc?tab=abc&page=2'],
  ])('renders %s with the query its page reads alone', (path, rendered) => {
    const screened = screenRequest(new Request(`${site}${path}`, { method: 'HEAD', headers: { 'accept-language': 'vi' } }));
    expect(screened).toBeInstanceOf(Request);
    expect((screened as Request).url).toBe(`${site}${rendered}`);
    expect((screened as Request).method).toBe('HEAD');
    expect((screened as Request).headers.get('accept-language')).toBe('vi');
  });

  it.each([
    ['//tin-tuc', '/tin-tuc'],
    ['/tin-tuc//x?a=1', '/tin-tuc/x?a=1'],
    ['//_shell.html', '/_shell.html'],
    ['/gioi-thieu/', '/gioi-thieu'],
    ['/tin-tuc?page=%32', '/tin-tuc'],
    ['/tin-tuc?page=2&page=3&fbclid=x', '/tin-tuc?page=2'],
    ['/en/news?p%61ge=2&tab=6650a1b2c3d4e5f6a7b8c9d0', '/en/news?tab=6650a1b2c3d4e5f6a7b8c9d0'],
  ])('redirects %s (301) to %s, as nginx does: a path, never the Host asked', (path, location) => {
    const answer = screenRequest(new Request(`${site}${path}`, { headers: { host: 'evil.example' } }));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(301);
    expect((answer as Response).headers.get('location')).toBe(location);
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
    '/tin-t%C3%BAc',
    '/gioi%2Dthieu',
    '/khoa-hoc/theo-tuoi/%38',
    '/%5C_shell.html',
    '/%5C404.html',
    '//gioi%2Dthieu',
  ])('answers %s, a path no page has, with the not-found page', (path) => {
    const screened = screenRequest(new Request(`${site}${path}`, { headers: { 'accept-language': 'vi' } }));
    expect(screened).toBeInstanceOf(Request);
    expect((screened as Request).url).toBe(`${site}/404`);
    expect((screened as Request).headers.get('accept-language')).toBe('vi');
  });
});
