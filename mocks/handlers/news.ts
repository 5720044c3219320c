import { HttpResponse, delay, http } from 'msw';
import { databaseFor } from '../db/seed';
import type { Database } from '../db/model';
import { answerDelay, getScenario } from '../scenario';

// `*` matches any origin, so the same handlers answer the site's own origin, a configured
// VITE_API_BASE_URL, Node tests and the HTTP server.
const api = '*/api/v1';
const objectId = /^[a-f\d]{24}$/i;
const maxPageSize = 50;

type ArticleEntity = ReturnType<Database['article']['create']>;

/** An article as the API sends it. */
export function toArticleJson(article: ArticleEntity) {
  return {
    _id: article._id,
    title: article.title,
    summary: article.summary,
    image: article.image,
    date: article.date,
    isHot: article.isHot,
    category: { _id: article.category!._id, type: article.category!.type },
    contents: article.contents.map(({ _id, subtitle, description, image }) => ({ _id, subtitle, description, image })),
  };
}

const latestFirst = (a: ArticleEntity, b: ArticleEntity) => b.date.localeCompare(a.date);

function problem(status: number, message: string) {
  return HttpResponse.json({ statusCode: status, message }, { status });
}

/**
 * Waits like a real server, then answers per the active scenario: an error answer, or the database
 * to answer from (the `many` scenario has its own).
 */
async function scenarioData(): Promise<Response | Database> {
  await delay(answerDelay());
  const scenario = getScenario();
  if (scenario === 'error') return problem(500, 'Internal server error');
  if (scenario === 'malformed') return HttpResponse.json({ unexpected: true, data: 'không đúng định dạng' });
  return databaseFor(scenario);
}

/**
 * The empty scenario has no articles: answered per request, not by emptying the database, so that a
 * demo's render server can render pages in several scenarios at once.
 */
const noArticles = () => getScenario() === 'empty';

/** A positive whole number from a query value, `undefined` when absent, `null` when invalid. */
function positiveInt(value: string | null): number | undefined | null {
  if (value === null || value === '') return undefined;
  return /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function findArticle(data: Database, id: string) {
  return data.article.findFirst({ where: { _id: { equals: id } } });
}

export const newsHandlers = [
  http.get(`${api}/new-categories`, async () => {
    const data = await scenarioData();
    if (data instanceof Response) return data;
    return HttpResponse.json(data.category.getAll().map(({ _id, type }) => ({ _id, type })));
  }),

  http.get(`${api}/news/hot`, async () => {
    const data = await scenarioData();
    if (data instanceof Response) return data;
    if (noArticles()) return problem(404, 'No featured article');
    const hot = data.article.findMany({ where: { isHot: { equals: true } } }).sort(latestFirst)[0];
    return hot ? HttpResponse.json(toArticleJson(hot)) : problem(404, 'No featured article');
  }),

  http.get(`${api}/news/related/:id`, async ({ params, request }) => {
    const data = await scenarioData();
    if (data instanceof Response) return data;
    const id = String(params.id);
    if (!objectId.test(id)) return problem(400, 'Invalid article id');
    const article = noArticles() ? undefined : findArticle(data, id);
    if (!article) return problem(404, 'Article not found');
    const category = new URL(request.url).searchParams.get('category') || article.category!._id;
    const result = data.article
      .findMany({ where: { category: { _id: { equals: category } } } })
      .filter((other) => other._id !== id)
      .sort(latestFirst)
      .slice(0, 4)
      .map(toArticleJson);
    return HttpResponse.json({ result });
  }),

  http.get(`${api}/news/:id`, async ({ params }) => {
    const data = await scenarioData();
    if (data instanceof Response) return data;
    const id = String(params.id);
    if (!objectId.test(id)) return problem(400, 'Invalid article id');
    const article = noArticles() ? undefined : findArticle(data, id);
    return article ? HttpResponse.json(toArticleJson(article)) : problem(404, 'Article not found');
  }),

  http.get(`${api}/news`, async ({ request }) => {
    const data = await scenarioData();
    if (data instanceof Response) return data;
    const query = new URL(request.url).searchParams;
    const current = positiveInt(query.get('current'));
    const pageSize = positiveInt(query.get('pageSize'));
    if (current === null) return problem(400, 'current must be a positive integer');
    if (pageSize === null || (pageSize ?? 0) > maxPageSize) return problem(400, `pageSize must be an integer from 1 to ${maxPageSize}`);
    const page = current ?? 1;
    const size = pageSize ?? 10;
    const category = query.get('category');
    const matching = noArticles() ? [] : (category ? data.article.findMany({ where: { category: { _id: { equals: category } } } }) : data.article.getAll()).sort(latestFirst);
    return HttpResponse.json({
      news: matching.slice((page - 1) * size, page * size).map(toArticleJson),
      totalPages: Math.ceil(matching.length / size),
    });
  }),
];
