import { createHash } from 'node:crypto';
import { faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { db } from './db';
import { seedDatabase } from './db/node-seed';
import { loadSeedRecords } from './db/seed';
import { buildSeedRecords, type SeedRecords } from './db/seed-records';
import { mockSeed } from './vite-seed-plugin';

/** What the plugin gives the browser for `virtual:mock-seed`, evaluated like a bundler would. */
async function virtualModule(): Promise<SeedRecords> {
  const plugin = mockSeed();
  const resolveId = plugin.resolveId as (id: string) => string | undefined;
  const load = plugin.load as (id: string) => Promise<string | undefined>;
  const id = resolveId('virtual:mock-seed');
  expect(id).toBe('\0virtual:mock-seed');
  const code = await load(id!);
  expect(code).not.toMatch(/faker/i);
  return new Function(`return ${code!.replace(/^export default /, '')}`)() as SeedRecords;
}

const everything = () => ({ categories: db.category.getAll(), articles: db.article.getAll(), contents: db.content.getAll() });

describe('seed records', () => {
  it('keep the ids and dates links, tests and contracts depend on', () => {
    const { categories, articles } = buildSeedRecords(faker);
    expect(categories).toHaveLength(5);
    expect(articles).toHaveLength(28);
    expect(categories[0]!._id).toBe('fe5c30c47854a20a70b5586c');
    expect(articles[0]).toMatchObject({ _id: '5e81c71d5fe8ccdcec2b1b7e', date: '2025-11-12T04:03:38.000Z' });
    // Every id and date, in order: a faker upgrade or a reordered call changes this.
    const idsAndDates = [
      ...categories.map((category) => category._id),
      ...articles.flatMap((article) => [article._id, article.date, article.categoryId, ...article.contents.map((content) => content._id)]),
    ];
    expect(createHash('sha256').update(idsAndDates.join('\n')).digest('hex')).toBe('7a130060c8bf38e4b963077f4dab9e8f6e7124864618c974b4a08f9686a7064a');
  });

  it('are the same on every build', () => {
    expect(buildSeedRecords(faker)).toEqual(buildSeedRecords(faker));
  });
});

describe('virtual:mock-seed', () => {
  it('ignores other modules', async () => {
    const plugin = mockSeed();
    expect((plugin.resolveId as (id: string) => string | undefined)('virtual:other')).toBeUndefined();
    expect(await (plugin.load as (id: string) => Promise<string | undefined>)('/src/main.tsx')).toBeUndefined();
  });

  it('fills the browser database exactly as Node seeds its own, under any base path', async () => {
    const records = await virtualModule();
    for (const options of [{ imageBase: '/', withArticles: true }, { imageBase: '/sub/', withArticles: true }, { imageBase: '/', withArticles: false }]) {
      seedDatabase(options);
      const inNode = everything();
      loadSeedRecords(records, options);
      expect(everything()).toEqual(inNode);
    }
    seedDatabase({ imageBase: '/', withArticles: true });
  });

  it('keeps image paths relative, for the base path to prefix', async () => {
    const { articles } = await virtualModule();
    expect(articles[0]!.image).toMatch(/^images\/news\/\d+\.svg$/);
  });
});
