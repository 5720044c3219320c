import { Matchers, Pact } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api/api-client';
import { ApiError } from '@/lib/api/api-error';
import { isoDateTimePattern } from '@/lib/api/iso-date-time';
import { createNewsApi, newsPageSize } from '@/lib/api/news.api';
import { consumerName, exampleIds, pactDir, providerName } from '../pact-setup';
import { recorded } from './recorded';

const { boolean, constrainedArrayLike, eachLike, equal, integer, like, regex, string } = Matchers;

const pact = new Pact({ consumer: consumerName, provider: providerName, dir: pactDir, logLevel: 'warn' });

// Pact sends a regex's source only (no flags) to Rust's regex crate: spell both cases out.
const objectId = (example: string) => regex(/^[0-9a-fA-F]{24}$/, example);
/** Exactly one of these ids. */
const oneOfIds = (ids: readonly string[]) => regex(new RegExp(`^(?:${ids.join('|')})$`), ids[0]!);
/** The site's own definition of a date (ISO 8601, any zone offset, optional fraction of a second). */
const isoDateTime = regex(isoDateTimePattern, '2025-11-10T03:15:00.000Z');

const category = { _id: objectId(exampleIds.category), type: string('Sự kiện') };
/** The category the state set up: its id exactly. */
const requestedCategory = { _id: equal(exampleIds.category), type: string('Sự kiện') };

/** A page of a list of `size` items, exactly (the data the state set up decides how many). */
const exactly = <T>(template: T, size: number) => constrainedArrayLike(template, size, size);

function article(overrides: Record<string, unknown> = {}) {
  return {
    _id: objectId(exampleIds.article),
    title: string('Ngày hội trải nghiệm: bé học tiếng Anh qua trò chơi'),
    summary: string('Hơn 200 phụ huynh và học viên đã cùng tham gia các hoạt động trải nghiệm tại trung tâm.'),
    image: string('/images/news/7.svg'),
    date: isoDateTime,
    isHot: boolean(false),
    category,
    contents: eachLike({
      _id: objectId('6542f0c1a9b3c2d4e5f60719'),
      subtitle: string('Hoạt động nổi bật'),
      description: string('- Thời gian: 8:00 - 11:00\n- Địa điểm: cơ sở Thủ Đức'),
      image: string('/images/news/3.svg'),
    }),
    ...overrides,
  };
}

const jsonHeaders = { Accept: 'application/json' };

function newsApiAt(url: string) {
  return createNewsApi(createApiClient(url));
}

describe('news API contract (consumer side)', () => {
  it('GET /api/v1/new-categories lists the categories', async () => {
    await pact
      .addInteraction()
      .given('news categories exist')
      .uponReceiving('a request for the news categories')
      .withRequest('GET', '/api/v1/new-categories', (builder) => builder.headers(jsonHeaders))
      .willRespondWith(200, (builder) => builder.jsonBody(eachLike(category)))
      .executeTest(
        recorded(async (server) => {
          const categories = await newsApiAt(server.url).listCategories();
          expect(categories[0]).toEqual({ _id: exampleIds.category, type: 'Sự kiện' });
        }),
      );
  });

  // One article more than a page holds (7, pages of 6): page 1 is full (never more than pageSize),
  // page 2 holds the last one, and totalPages is 2 on both.
  const onePageAndOne = { count: newsPageSize + 1 };

  it('GET /api/v1/news pages through every category: a full first page', async () => {
    await pact
      .addInteraction()
      .given('articles exist', onePageAndOne)
      .uponReceiving('a request for the first page of news')
      .withRequest('GET', '/api/v1/news', (builder) =>
        builder.query({ current: '1', pageSize: String(newsPageSize) }).headers(jsonHeaders),
      )
      .willRespondWith(200, (builder) => builder.jsonBody({ news: exactly(article(), newsPageSize), totalPages: equal(2) }))
      .executeTest(
        recorded(async (server) => {
          const page = await newsApiAt(server.url).listNews({ current: 1, pageSize: newsPageSize });
          expect(page.totalPages).toBe(2);
          expect(page.news).toHaveLength(newsPageSize);
          expect(page.news[0]?._id).toBe(exampleIds.article);
          expect(page.news[0]?.contents[0]?.description).toContain('\n');
        }),
      );
  });

  it('GET /api/v1/news pages through every category: the last page holds the rest', async () => {
    await pact
      .addInteraction()
      .given('articles exist', onePageAndOne)
      .uponReceiving('a request for the second page of news')
      .withRequest('GET', '/api/v1/news', (builder) =>
        builder.query({ current: '2', pageSize: String(newsPageSize) }).headers(jsonHeaders),
      )
      .willRespondWith(200, (builder) => builder.jsonBody({ news: exactly(article(), 1), totalPages: equal(2) }))
      .executeTest(
        recorded(async (server) => {
          const page = await newsApiAt(server.url).listNews({ current: 2, pageSize: newsPageSize });
          expect(page).toMatchObject({ totalPages: 2, news: [{ _id: exampleIds.article }] });
        }),
      );
  });

  it('GET /api/v1/news filters by category', async () => {
    await pact
      .addInteraction()
      .given('articles exist in a category', { categoryId: exampleIds.category, count: 3 })
      .uponReceiving('a request for the first page of one category')
      .withRequest('GET', '/api/v1/news', (builder) =>
        builder.query({ current: '1', pageSize: String(newsPageSize), category: exampleIds.category }).headers(jsonHeaders),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ news: exactly(article({ category: requestedCategory }), 3), totalPages: equal(1) }),
      )
      .executeTest(
        recorded(async (server) => {
          const page = await newsApiAt(server.url).listNews({
            current: 1,
            pageSize: newsPageSize,
            category: exampleIds.category,
          });
          expect(page.totalPages).toBe(1);
          expect(page.news).toHaveLength(3);
          expect(page.news.every((item) => item.category._id === exampleIds.category)).toBe(true);
        }),
      );
  });

  it('GET /api/v1/news answers an empty page when there are no articles', async () => {
    await pact
      .addInteraction()
      .given('no articles exist')
      .uponReceiving('a request for news when there is none')
      .withRequest('GET', '/api/v1/news', (builder) =>
        builder.query({ current: '1', pageSize: String(newsPageSize) }).headers(jsonHeaders),
      )
      .willRespondWith(200, (builder) => builder.jsonBody({ news: [], totalPages: integer(0) }))
      .executeTest(
        recorded(async (server) => {
          expect(await newsApiAt(server.url).listNews({ current: 1, pageSize: newsPageSize })).toEqual({
            news: [],
            totalPages: 0,
          });
        }),
      );
  });

  it('GET /api/v1/news/hot returns the featured article', async () => {
    await pact
      .addInteraction()
      .given('a hot article exists')
      .uponReceiving('a request for the featured article')
      .withRequest('GET', '/api/v1/news/hot', (builder) => builder.headers(jsonHeaders))
      .willRespondWith(200, (builder) => builder.jsonBody(article({ isHot: equal(true) })))
      .executeTest(
        recorded(async (server) => {
          const hot = await newsApiAt(server.url).getHotNews();
          expect(hot.isHot).toBe(true);
        }),
      );
  });

  it('GET /api/v1/news/{id} returns one article', async () => {
    await pact
      .addInteraction()
      .given('an article exists', { id: exampleIds.article })
      .uponReceiving('a request for one article')
      .withRequest('GET', `/api/v1/news/${exampleIds.article}`, (builder) => builder.headers(jsonHeaders))
      .willRespondWith(200, (builder) => builder.jsonBody(article({ _id: equal(exampleIds.article) })))
      .executeTest(
        recorded(async (server) => {
          const found = await newsApiAt(server.url).getNews(exampleIds.article);
          expect(found._id).toBe(exampleIds.article);
          expect(found.contents.length).toBeGreaterThan(0);
        }),
      );
  });

  it('GET /api/v1/news/{id} answers 404 for an unknown article', async () => {
    await pact
      .addInteraction()
      .given('no article exists with an id', { id: exampleIds.missingArticle })
      .uponReceiving('a request for an article that does not exist')
      .withRequest('GET', `/api/v1/news/${exampleIds.missingArticle}`, (builder) => builder.headers(jsonHeaders))
      .willRespondWith(404, (builder) => builder.jsonBody(like({ message: 'Article not found' })))
      .executeTest(
        recorded(async (server) => {
          const error = await newsApiAt(server.url)
            .getNews(exampleIds.missingArticle)
            .catch((caught: unknown) => caught);
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).isNotFound).toBe(true);
        }),
      );
  });

  it('GET /api/v1/news/related/{id} lists the other articles of the same category', async () => {
    // The category holds the article and three others: the answer is those three, never the article.
    const related = exampleIds.related;
    await pact
      .addInteraction()
      .given('an article with related articles exists', {
        id: exampleIds.article,
        categoryId: exampleIds.category,
        relatedIds: [...related],
      })
      .uponReceiving('a request for the articles related to one article')
      .withRequest('GET', `/api/v1/news/related/${exampleIds.article}`, (builder) =>
        builder.query({ category: exampleIds.category }).headers(jsonHeaders),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          result: exactly(article({ _id: oneOfIds(related), category: requestedCategory }), related.length),
        }),
      )
      .executeTest(
        recorded(async (server) => {
          const answer = await newsApiAt(server.url).listRelatedNews(exampleIds.article, exampleIds.category);
          expect(answer).toHaveLength(related.length);
          expect(answer.every((item) => related.includes(item._id as (typeof related)[number]))).toBe(true);
        }),
      );
  });
});
