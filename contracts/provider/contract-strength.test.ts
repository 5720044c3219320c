// The backend team's command (`npm run contracts:verify`, contracts/verify-backend.ts) keeps its
// promises: it passes a correct backend and fails one the site would break on. The backend is the
// fake one over HTTP, seen through a proxy that changes its requests or answers the way another
// backend would; each case runs the command against the proxy and reads Pact's report. Each case
// prints what Pact reported.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerStatesPath, startMockHttpServer, type MockHttpServer } from '../../mocks/http';
import { setLatency } from '../../mocks/scenario';
import { isoDateTimeSource } from '@/features/news/api/iso-date-time';

/** How the backend misbehaves: its request changed before it sees it, its JSON answer after. */
interface Fault {
  request?(url: URL): void;
  answer?(body: unknown, url: URL): unknown;
}

let fault: Fault = {};
let backend: MockHttpServer;
let proxy: Server;
let proxyUrl: string;

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
});

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await backend.close();
});

interface Verdict {
  passed: boolean;
  /** The interactions that failed, by description. */
  failed: string[];
  /** One line per mismatch: `<interaction>: <path> -> <what Pact says>`. */
  mismatches: string[];
}

/**
 * A mismatch without the whole answer it quotes (`Expected [{…}, …] (size 7)` -> `Expected an array
 * (size 7)`) and with the date pattern named rather than spelt out.
 */
function shorten(what: string) {
  return what
    .replaceAll(`'${isoDateTimeSource}'`, 'the ISO date-time pattern (iso-date-time.ts)')
    .replace(/^Expected (\[.*\]|\{.*\}) \((size \d+)\)/, (_, json: string, size: string) => `Expected ${json.startsWith('[') ? 'an array' : 'an object'} (${size})`);
}

/** What Pact's report says failed, read from its "Failures:" section. */
function verdictOf(exitCode: number | null, report: string): Verdict {
  const failed = new Set<string>();
  const mismatches = new Set<string>();
  let interaction = '';
  // eslint-disable-next-line no-control-regex -- the report's colours
  for (const line of report.replace(/\x1b\[[0-9;]*m/g, '').split('\n')) {
    const failure = /^\d+\) Verifying a pact between .* - (.+)$/.exec(line);
    if (failure) failed.add((interaction = failure[1]!));
    const mismatch = /^\s+(\$\S*) -> (.*)$/.exec(line);
    if (interaction && mismatch) mismatches.add(`${interaction}: ${mismatch[1]} -> ${shorten(mismatch[2]!)}`);
  }
  return { passed: exitCode === 0, failed: [...failed].sort(), mismatches: [...mismatches].sort() };
}

/** Runs the backend team's command against the fake backend through the proxy, with `caseFault` in place. */
async function verifyWith(name: string, caseFault: Fault): Promise<Verdict> {
  fault = caseFault;
  try {
    // What `npm run contracts:verify` runs (tsx), one process fewer; never a broker from the caller's shell.
    const command = spawn(
      process.execPath,
      ['--import', 'tsx', 'contracts/verify-backend.ts', '--providerBaseUrl', proxyUrl, '--providerStatesSetupUrl', `${backend.url}${providerStatesPath}`],
      { env: { ...process.env, PACT_DO_NOT_TRACK: 'true', PACT_BROKER_BASE_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let report = '';
    command.stdout.on('data', (chunk: Buffer) => (report += chunk.toString()));
    command.stderr.on('data', (chunk: Buffer) => (report += chunk.toString()));
    const [exitCode] = (await once(command, 'close')) as [number | null];
    const verdict = verdictOf(exitCode, report);
    const lines = verdict.passed ? ['PASSED'] : [`FAILED: ${verdict.failed.join('; ')}`, ...verdict.mismatches.map((line) => `  ${line}`)];
    console.log(`[contract strength] ${name}\n${lines.join('\n')}`);
    return verdict;
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
const passed = { passed: true, failed: [], mismatches: [] };

describe('the command passes a backend the site reads fine', () => {
  it('the fake backend as it is', async () => {
    expect(await verifyWith('the fake backend as it is', {})).toMatchObject(passed);
  });

  it('dates with a +07:00 offset', async () => {
    const verdict = await verifyWith('dates rewritten to +07:00', {
      answer: eachArticle((article) => ({ ...article, date: inVietnamTime(article.date as string) })),
    });
    expect(verdict).toMatchObject(passed);
  });

  it('dates without milliseconds', async () => {
    const verdict = await verifyWith('dates without milliseconds', {
      answer: eachArticle((article) => ({ ...article, date: (article.date as string).replace(/\.[0-9]+/, '') })),
    });
    expect(verdict).toMatchObject(passed);
  });
});

describe('the command fails a backend that would break the site, and says where', () => {
  const pages = ['a request for the first page of news', 'a request for the second page of news'];
  const everyArticleAnswer = [
    'a request for one article',
    'a request for the articles related to one article',
    'a request for the featured article',
    'a request for the first page of news',
    'a request for the first page of one category',
    'a request for the second page of news',
  ];

  it('a list that ignores current and pageSize (all articles on one page)', async () => {
    const verdict = await verifyWith('ignoring current/pageSize', {
      request: (url) => {
        if (!isNewsList(url)) return;
        url.searchParams.delete('current');
        url.searchParams.delete('pageSize');
      },
    });
    expect(verdict.passed).toBe(false);
    expect(verdict.failed).toEqual(pages);
    expect(verdict.mismatches).toEqual(
      expect.arrayContaining([
        'a request for the first page of news: $.news -> Expected an array (size 7) to have maximum size of 6',
        'a request for the first page of news: $.totalPages -> Expected 1 (Integer) to be equal to 2 (Integer)',
        'a request for the second page of news: $.news -> Expected an array (size 7) to have maximum size of 1',
      ]),
    );
  });

  it('a list that ignores the category filter', async () => {
    const verdict = await verifyWith('ignoring the category filter', { request: (url) => isNewsList(url) && url.searchParams.delete('category') });
    expect(verdict.passed).toBe(false);
    expect(verdict.failed).toEqual(['a request for the first page of one category']);
    expect(verdict.mismatches).toContainEqual(
      expect.stringMatching(
        /^a request for the first page of one category: \$\.news\[\d+\]\.category\._id -> Expected '[0-9a-f]{24}' \(String\) to be equal to '6542f0c1a9b3c2d4e5f60001' \(String\)$/,
      ),
    );
  });

  it('articles whose `title` is sent as `name`', async () => {
    const verdict = await verifyWith('title renamed to name', { answer: eachArticle(({ title, ...rest }) => ({ ...rest, name: title })) });
    expect(verdict.passed).toBe(false);
    expect(verdict.failed).toEqual(everyArticleAnswer);
    expect(verdict.mismatches).toContain('a request for the featured article: $ -> Actual map is missing the following keys: title');
    expect(verdict.mismatches.every((line) => line.endsWith('is missing the following keys: title'))).toBe(true);
  });

  it('/news/hot answering isHot: false', async () => {
    const verdict = await verifyWith('/news/hot with isHot: false', {
      answer: (body, url) => (url.pathname === '/api/v1/news/hot' ? { ...(body as object), isHot: false } : body),
    });
    expect(verdict).toMatchObject({
      passed: false,
      failed: ['a request for the featured article'],
      mismatches: ['a request for the featured article: $.isHot -> Expected false (Boolean) to be equal to true (Boolean)'],
    });
  });

  it('dates without a zone (the site cannot place them in time)', async () => {
    const verdict = await verifyWith('dates without a zone', {
      answer: eachArticle((article) => ({ ...article, date: (article.date as string).replace(/Z$/, '') })),
    });
    expect(verdict.passed).toBe(false);
    expect(verdict.failed).toEqual(everyArticleAnswer);
    expect(verdict.mismatches).toContainEqual(
      expect.stringMatching(
        /^a request for one article: \$\.date -> Expected '[0-9-]{10}T[0-9:.]{12}' to match the ISO date-time pattern \(iso-date-time\.ts\)$/,
      ),
    );
  });

  it('related articles that include the article itself', async () => {
    const verdict = await verifyWith('related articles including the article itself', {
      answer: (body, url) => {
        const id = /^\/api\/v1\/news\/related\/([0-9a-f]{24})$/.exec(url.pathname)?.[1];
        if (!id) return body;
        const { result } = body as { result: Record<string, unknown>[] };
        return { result: [{ ...result[0], _id: id }, ...result.slice(1)] };
      },
    });
    expect(verdict.passed).toBe(false);
    expect(verdict.failed).toEqual(['a request for the articles related to one article']);
    expect(verdict.mismatches).toContainEqual(
      expect.stringMatching(/^a request for the articles related to one article: \$\.result\[0\]\._id -> Expected '6542f0c1a9b3c2d4e5f60718' to match/),
    );
  });
});
