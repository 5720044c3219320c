import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, reachRealServers } from '../tests/setup/http-call';
import { sentEmails } from './handlers/email';
import { startMockHttpServer, type MockHttpServer } from './http';

const boundary = 'mat-troi-nho-boundary';
const multipartType = `multipart/form-data; boundary=${boundary}`;

function multipart(fields: Record<string, string>) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.from(`${parts.join('')}--${boundary}--\r\n`);
}

const email = {
  lib_version: '4.4.1',
  service_id: 'service_x',
  template_id: 'template_x',
  user_id: 'public_key',
  parentName: 'Nguyễn Thị Lan',
  phone: '0912345678',
  subject: 'Tiếng Anh Tiểu Học',
};

reachRealServers();

let backend: MockHttpServer;
beforeAll(async () => {
  backend = await startMockHttpServer();
});
afterAll(() => backend.close());
afterEach(() => {
  sentEmails.length = 0;
});

describe('fake backend over HTTP: request bodies', () => {
  const sendForm = () => `${backend.url}/api/v1.0/email/send-form`;

  it("takes a complete e-mail form: 200 'OK'", async () => {
    const answer = await call(sendForm(), { method: 'POST', headers: { 'Content-Type': multipartType }, body: multipart(email) });
    expect(answer).toMatchObject({ status: 200, body: 'OK' });
    expect(sentEmails).toEqual([email]);
  });

  it('hands a JSON body within the limit on to the handlers', async () => {
    const answer = await call(sendForm(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: Buffer.from(JSON.stringify(email)),
    });
    // The e-mail handler's own refusal: the body got past the limit and reached it.
    expect(answer).toMatchObject({ status: 400, body: 'The request body must be form data' });
  });

  it('answers 413 with a JSON error to a form over 64 KB, and keeps nothing', async () => {
    const body = multipart({ ...email, parentName: 'a'.repeat(64 * 1024) });
    const answer = await call(sendForm(), { method: 'POST', headers: { 'Content-Type': multipartType }, body });
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ statusCode: 413, message: 'The request body is larger than 64 KB' });
    expect(sentEmails).toEqual([]);
  });

  it('answers 413 to an oversized body sent in chunks, without a Content-Length', async () => {
    const chunks = Array.from({ length: 70 }, () => Buffer.alloc(1024, 'a'));
    const answer = await call(sendForm(), { method: 'POST', headers: { 'Content-Type': multipartType }, body: chunks });
    expect(answer.status).toBe(413);
    expect(sentEmails).toEqual([]);
  });
});

describe('fake backend over HTTP: methods', () => {
  it.each([
    ['DELETE', '/api/v1/news', 'GET, OPTIONS'],
    ['POST', '/api/v1/news/hot', 'GET, OPTIONS'],
    ['PUT', '/api/v1/news/related/000000000000000000000001', 'GET, OPTIONS'],
    ['GET', '/api/v1.0/email/send-form', 'POST, OPTIONS'],
  ])('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
    const answer = await call(`${backend.url}${path}`, { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expect(JSON.parse(answer.body)).toEqual({ statusCode: 405, message: `${method} is not allowed here; use ${allow}` });
  });

  it('answers OPTIONS on a known path with 204 and Allow', async () => {
    const answer = await call(`${backend.url}/api/v1/new-categories`, { method: 'OPTIONS' });
    expect(answer.status).toBe(204);
    expect(answer.headers.allow).toBe('GET, OPTIONS');
  });

  it('still answers 404 for a path it does not know, whatever the method', async () => {
    for (const method of ['GET', 'DELETE', 'OPTIONS']) {
      const answer = await call(`${backend.url}/api/v1/teachers`, { method });
      expect(answer.status).toBe(404);
      expect(answer.headers.allow).toBeUndefined();
    }
  });
});

describe('fake backend over HTTP: CORS', () => {
  const hot = () => `${backend.url}/api/v1/news/hot`;

  it.each(['http://localhost:4180', 'http://127.0.0.1:4181', 'http://localhost'])(
    'lets %s read answers, with credentials',
    async (origin) => {
      const answer = await call(hot(), { headers: { Origin: origin } });
      expect(answer.status).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
      expect(answer.headers['access-control-allow-credentials']).toBe('true');
      expect(answer.headers.vary).toMatch(/\bOrigin\b/);
    },
  );

  it.each([
    'https://evil.example',
    'http://localhost.evil.example',
    'http://127.0.0.1.evil.example:4180',
    'https://localhost:4180',
    'null',
  ])('answers %s but without Access-Control-Allow-Origin, so its browser keeps the answer from the page', async (origin) => {
    const answer = await call(hot(), { headers: { Origin: origin } });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/\bOrigin\b/);
  });

  const preflight = (origin: string, path = '/api/v1/news') =>
    call(`${backend.url}${path}`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-xsrf-token' },
    });

  it("answers an allowed origin's preflight with the path's methods", async () => {
    const answer = await preflight('http://localhost:4180');
    expect(answer.status).toBe(204);
    expect(answer.headers).toMatchObject({
      'access-control-allow-origin': 'http://localhost:4180',
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, OPTIONS',
      'access-control-allow-headers': 'Accept, Content-Type, X-XSRF-TOKEN',
      'access-control-max-age': '600',
    });
    expect(answer.headers.vary).toMatch(/\bOrigin\b/);
    const email = await preflight('http://127.0.0.1:4181', '/api/v1.0/email/send-form');
    expect(email.headers['access-control-allow-methods']).toBe('POST, OPTIONS');
  });

  it('refuses a preflight from any other origin: no Access-Control-Allow-Origin, so its browser sends nothing', async () => {
    const answer = await preflight('https://evil.example');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/\bOrigin\b/);
  });

  it('answers a preflight to a path it does not know with 404, which browsers take as a refusal', async () => {
    const answer = await preflight('http://localhost:4180', '/api/v1/teachers');
    expect(answer.status).toBe(404);
  });

  it('allows exactly the configured origins instead of loopback ones when given a list', async () => {
    const configured = await startMockHttpServer({ allowedOrigins: ['https://mattroinho.edu.vn'] });
    try {
      const site = await call(`${configured.url}/api/v1/news/hot`, { headers: { Origin: 'https://mattroinho.edu.vn' } });
      expect(site.headers['access-control-allow-origin']).toBe('https://mattroinho.edu.vn');
      const local = await call(`${configured.url}/api/v1/news/hot`, { headers: { Origin: 'http://localhost:4180' } });
      expect(local.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await configured.close();
    }
  });
});
