// Proof that the pact catches what the site would break on, and lets through what it reads fine:
// the Pact Verifier runs against the fake backend over HTTP, through a proxy that changes its
// requests or answers the way a faulty (or merely different) backend would; provider states go
// to the fake backend's own /_pact/provider-states. One backend, one proxy, one verifier process,
// the fault switched per case. Each case prints what the verifier reported.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerStatesPath, startMockHttpServer, type MockHttpServer } from '../../mocks/http';
import { setLatency } from '../../mocks/scenario';
import { isoDateTimeSource } from '@/features/news/api/iso-date-time';
import type { VerifyReply, VerifyRequest } from './verifier-child';

/** How the backend misbehaves: its request changed before it sees it, its JSON answer after. */
interface Fault {
  request?(url: URL): void;
  answer?(body: unknown, url: URL): unknown;
}

let fault: Fault = {};
let backend: MockHttpServer;
let proxy: Server;
let proxyUrl: string;
let verifier: ChildProcess;
/** The verifier process's own output, kept only to explain a crash. */
let verifierOutput = '';

const forwardedHeaders = ['accept', 'content-type', 'cookie', 'x-xsrf-token'];

async function forward(incoming: IncomingMessage, outgoing: ServerResponse) {
  const url = new URL(incoming.url ?? '/', backend.url);
  fault.request?.(url);
  const headers = Object.fromEntries(
    forwardedHeaders.flatMap((name) => (typeof incoming.headers[name] === 'string' ? [[name, incoming.headers[name]]] : [])),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const answer = await fetch(url, { method: incoming.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
  const type = answer.headers.get('content-type') ?? 'application/octet-stream';
  let body = await answer.text();
  if (fault.answer && type.includes('json')) body = JSON.stringify(fault.answer(JSON.parse(body), url));
  outgoing.writeHead(answer.status, { 'Content-Type': type });
  outgoing.end(body);
}

beforeAll(async () => {
  setLatency(0);
  backend = await startMockHttpServer();
  proxy = createServer((incoming, outgoing) => {
    forward(incoming, outgoing).catch((error: unknown) => {
      outgoing.writeHead(502, { 'Content-Type': 'text/plain' });
      outgoing.end(String(error));
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  verifier = spawn(process.execPath, ['--import', 'tsx', 'contracts/provider/verifier-child.ts'], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const keep = (chunk: Buffer) => (verifierOutput = (verifierOutput + chunk.toString()).slice(-20_000));
  verifier.stdout!.on('data', keep);
  verifier.stderr!.on('data', keep);
  await nextReply();
}, 60_000);

afterAll(async () => {
  if (verifier.connected) {
    verifier.disconnect();
    if (verifier.exitCode === null) await once(verifier, 'exit');
  }
  await new Promise((resolve) => proxy.close(resolve));
  await backend.close();
});

function nextReply(): Promise<VerifyReply> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`The verifier process stopped (${code}):\n${verifierOutput}`));
    verifier.once('exit', onExit);
    verifier.once('message', (message: VerifyReply) => {
      verifier.off('exit', onExit);
      resolve(message);
    });
  });
}

interface Verdict {
  passed: boolean;
  /** The interactions that failed, by description. */
  failed: string[];
  /** One line per mismatch: `<interaction>: <path> -> <what the verifier says>`. */
  mismatches: string[];
}

interface VerifierResult {
  errors?: { interaction: string; mismatch?: { message?: string; mismatches?: { path?: string; mismatch: string }[] } }[];
  interactionResults?: { description: string; result: string }[];
}

/**
 * A mismatch without the whole answer it quotes (`Expected [{…}, …] (size 7)` -> `Expected an array
 * (size 7)`) and with the date pattern named rather than spelt out.
 */
function shorten(what: string) {
  return what
    .replaceAll(`'${isoDateTimeSource}'`, 'the ISO date-time pattern (iso-date-time.ts)')
    .replace(
      /^Expected (\[[\s\S]*\]|\{[\s\S]*\}) \((size \d+)\)/,
      (_, json: string, size: string) => `Expected ${json.startsWith('[') ? 'an array' : 'an object'} (${size})`,
    );
}

function verdictOf(raw: string): Verdict {
  let result: VerifierResult;
  try {
    result = JSON.parse(raw) as VerifierResult;
  } catch {
    throw new Error(`The verifier could not run: ${raw}\n${verifierOutput}`);
  }
  const failed = (result.interactionResults ?? []).filter(({ result }) => result !== 'OK').map(({ description }) => description);
  const mismatches = (result.errors ?? []).flatMap(({ interaction, mismatch }) => {
    const description = interaction.replace(/^.* - /, '');
    if (!mismatch?.mismatches) return [`${description}: ${mismatch?.message ?? 'failed'}`];
    return mismatch.mismatches.map(({ path, mismatch: what }) => `${description}: ${path ? `${path} -> ` : ''}${shorten(what)}`);
  });
  // Sorted, and each once: a rule inside an array of n examples is in the pact n times (Pact FFI).
  return { passed: false, failed: failed.sort(), mismatches: [...new Set(mismatches)].sort() };
}

/** Verifies the pact through the proxy with `caseFault` in place. */
async function verifyWith(caseFault: Fault): Promise<Verdict> {
  fault = caseFault;
  try {
    const reply = nextReply();
    verifier.send({ providerBaseUrl: proxyUrl, statesUrl: `${backend.url}${providerStatesPath}` } satisfies VerifyRequest);
    const answer = await reply;
    if ('ready' in answer) throw new Error('Unexpected message from the verifier process');
    return answer.passed ? { passed: true, failed: [], mismatches: [] } : verdictOf(answer.raw);
  } finally {
    fault = {};
  }
}

/** Applies `change` to every article in an answer (an object with a `date`), wherever it is. */
function eachArticle(change: (article: Record<string, unknown>) => Record<string, unknown>) {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    const object = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    return typeof object.date === 'string' ? change(object) : object;
  };
  return (body: unknown) => walk(body);
}

/** `2025-11-10T03:15:00.000Z` -> `2025-11-10T10:15:00.000+07:00`: the same instant in Vietnam's zone. */
function inVietnamTime(date: string) {
  return `${new Date(Date.parse(date) + 7 * 3600_000).toISOString().slice(0, -1)}+07:00`;
}

const isNewsList = (url: URL) => url.pathname === '/api/v1/news';

/** Printed per case, for whoever reads the test log. */
function report(name: string, verdict: Verdict) {
  const lines = verdict.passed
    ? ['PASSED']
    : ['FAILED: ' + verdict.failed.join('; '), ...verdict.mismatches.map((line) => `  ${line}`)];
  console.log(`[contract strength] ${name}\n${lines.join('\n')}`);
}

describe('the pact lets through what the site reads fine', () => {
  it('dates with a +07:00 offset pass', async () => {
    const verdict = await verifyWith({
      answer: eachArticle((article) => ({ ...article, date: inVietnamTime(article.date as string) })),
    });
    report('dates rewritten to +07:00', verdict);
    expect(verdict).toEqual({ passed: true, failed: [], mismatches: [] });
  });

  it('dates without milliseconds pass', async () => {
    const verdict = await verifyWith({
      answer: eachArticle((article) => ({ ...article, date: (article.date as string).replace(/\.[0-9]+/, '') })),
    });
    report('dates without milliseconds', verdict);
    expect(verdict).toEqual({ passed: true, failed: [], mismatches: [] });
  });
});

describe('the pact catches what would break the site', () => {
  const pages = ['a request for the first page of news', 'a request for the second page of news'];
  const everyArticleAnswer = [
    'a request for one article',
    'a request for the articles related to one article',
    'a request for the featured article',
    'a request for the first page of news',
    'a request for the first page of one category',
    'a request for the second page of news',
  ];

  it('fails a list that ignores current and pageSize (all articles on one page)', async () => {
    const verdict = await verifyWith({
      request: (url) => {
        if (!isNewsList(url)) return;
        url.searchParams.delete('current');
        url.searchParams.delete('pageSize');
      },
    });
    report('ignoring current/pageSize', verdict);
    expect(verdict.failed).toEqual(pages);
    expect(verdict.mismatches).toEqual(
      expect.arrayContaining([
        'a request for the first page of news: $.news -> Expected an array (size 7) to have maximum size of 6',
        'a request for the first page of news: $.totalPages -> Expected 1 (Integer) to be equal to 2 (Integer)',
        'a request for the second page of news: $.news -> Expected an array (size 7) to have maximum size of 1',
      ]),
    );
  });

  it('fails a list that ignores the category filter', async () => {
    const verdict = await verifyWith({ request: (url) => isNewsList(url) && url.searchParams.delete('category') });
    report('ignoring the category filter', verdict);
    expect(verdict.failed).toEqual(['a request for the first page of one category']);
    expect(verdict.mismatches).toContainEqual(
      expect.stringMatching(
        /^a request for the first page of one category: \$\.news\[\d\]\.category\._id -> Expected '[0-9a-f]{24}' \(String\) to be equal to '6542f0c1a9b3c2d4e5f60001' \(String\)$/,
      ),
    );
  });

  it('fails articles whose `title` is sent as `name`', async () => {
    const verdict = await verifyWith({ answer: eachArticle(({ title, ...rest }) => ({ ...rest, name: title })) });
    report('title renamed to name', verdict);
    expect(verdict.failed).toEqual(everyArticleAnswer);
    expect(verdict.mismatches).toContain(
      'a request for the featured article: $ -> Actual map is missing the following keys: title',
    );
    expect(verdict.mismatches.every((line) => line.endsWith('is missing the following keys: title'))).toBe(true);
  });

  it('fails /news/hot answering isHot: false', async () => {
    const verdict = await verifyWith({
      answer: (body, url) => (url.pathname === '/api/v1/news/hot' ? { ...(body as object), isHot: false } : body),
    });
    report('/news/hot with isHot: false', verdict);
    expect(verdict).toEqual({
      passed: false,
      failed: ['a request for the featured article'],
      mismatches: ['a request for the featured article: $.isHot -> Expected false (Boolean) to be equal to true (Boolean)'],
    });
  });

  it('fails dates without a zone (the site cannot place them in time)', async () => {
    const verdict = await verifyWith({
      answer: eachArticle((article) => ({ ...article, date: (article.date as string).replace(/Z$/, '') })),
    });
    report('dates without a zone', verdict);
    expect(verdict.failed).toEqual(everyArticleAnswer);
    expect(verdict.mismatches).toContainEqual(
      expect.stringMatching(
        /^a request for one article: \$\.date -> Expected '[0-9-]{10}T[0-9:.]{12}' to match the ISO date-time pattern \(iso-date-time\.ts\)$/,
      ),
    );
  });

  it('fails related articles that include the article itself', async () => {
    const verdict = await verifyWith({
      answer: (body, url) => {
        const id = /^\/api\/v1\/news\/related\/([0-9a-f]{24})$/.exec(url.pathname)?.[1];
        if (!id) return body;
        const { result } = body as { result: Record<string, unknown>[] };
        return { result: [{ ...result[0], _id: id }, ...result.slice(1)] };
      },
    });
    report('related articles including the article itself', verdict);
    expect(verdict.failed).toEqual(['a request for the articles related to one article']);
    expect(verdict.mismatches).toContainEqual(
      expect.stringMatching(
        /^a request for the articles related to one article: \$\.result\[0\]\._id -> Expected '6542f0c1a9b3c2d4e5f60718' to match/,
      ),
    );
  });
});
