import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/**
 * What the hostile API answers (docs/deploy.md#the-render-server, issue 43):
 * - `huge-list`: list pages of 50 articles of 100 blocks of 4 kB (20 MB a page), 200 pages of them;
 * - `huge-title`: every article with a title of 200 MB;
 * - `gzip-bomb`: every answer 400 MB of JSON once unpacked, 400 kB on the wire, with an honest
 *   Content-Length (the wire's), which is under the limit;
 * - `large-length`: headers saying 16 MB, then one byte and nothing more (only a client that trusts them waits);
 * and answers just under the 2 MiB an answer may hold (issue 53), which the site takes:
 * - `amplifying-title`: an article whose title is `<` two million times, which HTML escaping makes
 *   four times longer; as a list page, one such article;
 * - `large-article`: an article of 100 blocks of 15,000 characters of plain words (2 MB);
 * - `large-list`: list pages of 50 articles of 40 kB each (and `large-article`'s article);
 * - `many-pages`: list pages of 50 small articles, 200 of them (10,000 articles: the sitemap's most);
 * - `normal`: one small article, so a page renders.
 */
export type HostileMode =
  | 'huge-list'
  | 'huge-title'
  | 'gzip-bomb'
  | 'large-length'
  | 'amplifying-title'
  | 'large-article'
  | 'large-list'
  | 'many-pages'
  | 'normal';

/** The most an answer may hold, less a margin for the JSON around the filler. */
const justUnderLimit = 2 * 1024 * 1024 - 4096;

export interface HostileAnswer {
  headers: Record<string, string>;
  /** The body, made as it is sent: nothing this large is ever held. */
  chunks: () => AsyncGenerator<string | Uint8Array>;
}

const megabyte = 1024 * 1024;
const article = (title = 'Một bài viết', contents: unknown[] = []) => ({
  _id: 'bai-viet-1',
  title,
  summary: 'Tóm tắt',
  image: '/images/news/placeholder.svg',
  date: '2026-01-02T03:04:05.000Z',
  isHot: true,
  category: { _id: 'su-kien', type: 'Sự kiện' },
  contents,
});
const json = (value: unknown) => JSON.stringify(value);
const jsonHeaders = { 'Content-Type': 'application/json' };

/** `head`, then `filler` `times` over, then `tail`. */
const repeated = (head: string | Uint8Array, filler: string | Uint8Array, times: number, tail: string | Uint8Array) =>
  async function* () {
    yield head;
    for (let index = 0; index < times; index += 1) yield await Promise.resolve(filler);
    yield tail;
  };

/** A JSON answer cut around one string value, `@` in `shape`, which becomes `filler` `times` over. */
function around(shape: unknown, filler: string, times: number): HostileAnswer {
  const [head = '', tail = ''] = json(shape).split('@');
  return { headers: jsonHeaders, chunks: repeated(head, filler, times, tail) };
}

/** gzip members, concatenated, unpack to their texts concatenated: 1 MB of one letter packs into 1 kB. */
const gzipBomb = (shape: unknown): HostileAnswer => {
  const [head = '', tail = ''] = json(shape).split('@').map((part) => gzipSync(part));
  const member = gzipSync('a'.repeat(megabyte), { level: 9 });
  const times = 400;
  return {
    headers: { ...jsonHeaders, 'Content-Encoding': 'gzip', 'Content-Length': String(head.length + member.length * times + tail.length) },
    chunks: repeated(head, member, times, tail),
  };
};

const words = (length: number) => 'bài viết dài '.repeat(Math.ceil(length / 13)).slice(0, length);
const block = (index: number, length: number) => ({ _id: `khoi-${index}`, subtitle: `Phần ${index}`, description: words(length), image: '' });
/** Each made once: every request of an attack is answered with the same text. */
const heavy = {
  amplifying: json(article('<'.repeat(justUnderLimit - 400))),
  article: json(article('Bài viết dài', Array.from({ length: 100 }, (_, index) => block(index, 15_000)))),
  listItem: json(article('Bài viết dài', [block(0, 15_000), block(1, 15_000)])),
};
const once = (text: string): HostileAnswer => ({ headers: jsonHeaders, chunks: repeated(text, '', 0, '') });

export function hostileAnswer(mode: HostileMode, path: string): HostileAnswer {
  const isList = path === '/api/v1/news';
  const shape = (one: ReturnType<typeof article>) => (isList ? { news: [one], totalPages: 1 } : one);
  switch (mode) {
    case 'many-pages':
      return isList ? once(`{"news":[${Array(50).fill(json(article())).join(',')}],"totalPages":200}`) : hostileAnswer('normal', path);
    case 'normal': {
      const one = article();
      const body = path.startsWith('/api/v1/news/related/') ? { result: [] } : path === '/api/v1/new-categories' ? [one.category] : shape(one);
      return { headers: jsonHeaders, chunks: repeated(json(body), '', 0, '') };
    }
    case 'huge-list': {
      const heavy = json(article('Nặng', Array.from({ length: 100 }, () => ({ _id: 'b', subtitle: '', description: 'x'.repeat(4096), image: '' }))));
      if (!isList) return { headers: jsonHeaders, chunks: repeated(heavy, '', 0, '') };
      return { headers: jsonHeaders, chunks: repeated('{"news":[', `${heavy},`, 49, `${heavy}],"totalPages":200}`) };
    }
    case 'huge-title':
      return around(shape(article('@')), 'x'.repeat(megabyte), 200);
    case 'amplifying-title':
      if (path === '/api/v1/new-categories') return once(json([article().category]));
      return once(isList ? `{"news":[${heavy.amplifying}],"totalPages":1}` : path.startsWith('/api/v1/news/related/') ? `{"result":[${heavy.amplifying}]}` : heavy.amplifying);
    case 'large-article':
    case 'large-list':
      if (path === '/api/v1/new-categories') return once(json([article().category]));
      if (path.startsWith('/api/v1/news/related/')) return once(json({ result: [] }));
      if (isList) return once(mode === 'large-list' ? `{"news":[${Array(50).fill(heavy.listItem).join(',')}],"totalPages":1}` : json({ news: [article()], totalPages: 1 }));
      return once(heavy.article);
    case 'gzip-bomb':
      return gzipBomb(shape(article('@')));
    case 'large-length':
      return {
        headers: { ...jsonHeaders, 'Content-Length': String(16 * megabyte) },
        chunks: async function* () {
          yield '{';
          await new Promise<never>(() => undefined);
        },
      };
  }
}

/** Once `response` can take more, or is closed. */
const writable = (response: ServerResponse) =>
  new Promise<void>((resolve) => {
    const go = () => {
      response.off('drain', go).off('close', go);
      resolve();
    };
    response.on('drain', go).on('close', go);
  });

/**
 * The hostile API over HTTP on 127.0.0.1, a port of its own, answering as `state.mode` says (set it
 * between requests); it counts the requests, and those whose client closed before the answer ended.
 */
export async function startHostileApi(mode: HostileMode) {
  const state = { mode, asked: 0, closedEarly: 0 };
  const server = createServer((request, response) => {
    state.asked += 1;
    const answer = hostileAnswer(state.mode, new URL(request.url ?? '/', 'http://api').pathname);
    response.once('close', () => {
      if (!response.writableFinished) state.closedEarly += 1;
    });
    response.writeHead(200, answer.headers);
    response.flushHeaders();
    void (async () => {
      for await (const chunk of answer.chunks()) {
        if (response.destroyed) return;
        if (!response.write(chunk)) await writable(response);
      }
      response.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
