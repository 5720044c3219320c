import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, reachRealServers } from '../tests/setup/http-call';
import { manyRecords } from './db/many/generate';
import { db } from './db/model';
import { providerStatesPath, startMockHttpServer, type MockHttpServer } from './http';
import { ProviderStateError, setUpProviderState, tearDownProviderState } from './provider-states';

const categoryId = '6542f0c1a9b3c2d4e5f60001';
const articleId = '6542f0c1a9b3c2d4e5f60718';
const relatedIds = ['6542f0c1a9b3c2d4e5f60721', '6542f0c1a9b3c2d4e5f60722', '6542f0c1a9b3c2d4e5f60723'];

const idsIn = (category: string) =>
  db.article
    .findMany({ where: { category: { _id: { equals: category } } } })
    .map((article) => article._id)
    .sort();

describe('provider states: exactly the data each one describes', () => {
  it("'articles exist' { count } leaves exactly count articles, the newest the many scenario's generator makes", () => {
    setUpProviderState('articles exist', { count: 7 });
    expect(db.article.getAll().map((article) => article._id)).toEqual(manyRecords().articles.slice(0, 7).map((article) => article._id));
    setUpProviderState('articles exist', { count: 240 });
    expect(new Set(db.article.getAll().map((article) => article._id)).size).toBe(240);
  });

  it("'articles exist in a category' { categoryId, count } fills that category, and keeps others", () => {
    setUpProviderState('articles exist in a category', { categoryId, count: 3 });
    expect(idsIn(categoryId)).toHaveLength(3);
    expect(db.article.count()).toBeGreaterThan(3);
  });

  it("'an article with related articles exists' leaves exactly the article and the related ones in the category", () => {
    setUpProviderState('an article with related articles exists', { id: articleId, categoryId, relatedIds });
    expect(idsIn(categoryId)).toEqual([articleId, ...relatedIds].sort());
    expect(db.article.count()).toBeGreaterThan(4);
  });

  it("'an article exists' and 'no article exists with an id' make the id exist, and not", () => {
    setUpProviderState('an article exists', { id: articleId });
    expect(db.article.findFirst({ where: { _id: { equals: articleId } } })).not.toBeNull();
    setUpProviderState('no article exists with an id', { id: articleId });
    expect(db.article.findFirst({ where: { _id: { equals: articleId } } })).toBeNull();
  });

  it("'no articles exist' keeps the categories only; teardown brings the seed back", () => {
    setUpProviderState('no articles exist');
    expect(db.article.count()).toBe(0);
    expect(db.category.count()).toBeGreaterThan(0);
    tearDownProviderState();
    expect(db.article.count()).toBeGreaterThan(7);
  });

  it('refuses unknown states and unusable parameters', () => {
    expect(() => setUpProviderState('articles exist everywhere')).toThrow(ProviderStateError);
    expect(() => setUpProviderState('articles exist', { count: '7' })).toThrow(/count/);
    expect(() => setUpProviderState('articles exist', { count: 601 })).toThrow(/from 0 to 600/);
    expect(() => setUpProviderState('an article exists', { id: 'nope' })).toThrow(/24-character hex id/);
    expect(() => setUpProviderState('an article with related articles exists', { id: articleId, categoryId })).toThrow(
      /relatedIds/,
    );
  });
});

describe(`POST ${providerStatesPath} on the HTTP fake backend`, () => {
  reachRealServers();
  let backend: MockHttpServer;
  beforeAll(async () => {
    backend = await startMockHttpServer();
  });
  afterAll(() => backend.close());

  const post = (body: unknown) =>
    call(`${backend.url}${providerStatesPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: Buffer.from(JSON.stringify(body)),
    });

  it('sets a state up and answers its values', async () => {
    const answer = await post({ state: 'articles exist', params: { count: 7 }, action: 'setup' });
    expect(answer).toMatchObject({ status: 200, body: '{"count":7}' });
    expect(db.article.count()).toBe(7);
  });

  it('tears down to the usual data', async () => {
    await post({ state: 'articles exist', params: { count: 1 }, action: 'setup' });
    const answer = await post({ state: 'articles exist', params: { count: 1 }, action: 'teardown' });
    expect(answer).toMatchObject({ status: 200, body: '{}' });
    expect(db.article.count()).toBeGreaterThan(7);
  });

  it('answers 400 with a message for an unknown state or a body that is not one', async () => {
    const unknown = await post({ state: 'a unicorn exists', action: 'setup' });
    expect(unknown.status).toBe(400);
    expect((JSON.parse(unknown.body) as { message: string }).message).toMatch(/^Unknown provider state 'a unicorn exists'/);
    expect((await post(['not', 'a', 'state'])).status).toBe(400);
    expect((await post({ state: 'articles exist', params: { count: 7 }, action: 'reset' })).status).toBe(400);
  });

  it('answers 405 with Allow: POST to other methods', async () => {
    const answer = await call(`${backend.url}${providerStatesPath}`);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('POST');
  });
});
