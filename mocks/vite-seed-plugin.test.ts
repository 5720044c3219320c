import { describe, expect, it } from 'vitest';
import { db } from './db';
import { seedArticles, seedCategories } from './db/news-content';
import { seedDatabase } from './db/node-seed';
import { loadSeedRecords } from './db/seed';
import { manyRecords } from './db/many/generate';
import { buildSeedRecords, type SeedRecords } from './db/seed-records';
import { mockSeed } from './vite-seed-plugin';

/** What the plugin gives the browser for a virtual module, evaluated like a bundler would. */
async function virtualModule(name = 'virtual:mock-seed'): Promise<SeedRecords> {
  const plugin = mockSeed();
  const resolveId = plugin.resolveId as (id: string) => string | undefined;
  const load = plugin.load as (id: string) => Promise<string | undefined>;
  const id = resolveId(name);
  expect(id).toBe(`\0${name}`);
  const code = await load(id!);
  // Data only: no code, so neither faker nor node:crypto.
  expect(code).toMatch(/^export default JSON\.parse\("[^\n]*"\);\n$/);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the generated module's code on purpose.
  const evaluate = new Function(`return ${code!.replace(/^export default /, '')}`) as () => SeedRecords;
  return evaluate();
}

const everything = () => ({ categories: db.category.getAll(), articles: db.article.getAll(), contents: db.content.getAll() });

describe('seed records', () => {
  it('keep the ids and dates links, tests and contracts depend on (the rules: mocks/db/seed-records.test.ts)', () => {
    const { categories, articles } = buildSeedRecords();
    expect(categories).toHaveLength(seedCategories.length);
    expect(articles).toHaveLength(seedArticles.length);
    // Looked up by id, not position: adding an article elsewhere changes none of this.
    expect(categories.find((category) => category._id === '22ca5d020bb5022d53738704')).toEqual({ _id: '22ca5d020bb5022d53738704', type: 'Sự kiện' });
    expect(articles.find((article) => article._id === '4893002e366f621f94c99ee0')).toMatchObject({
      title: 'Ngày hội trải nghiệm 23/11: mời ba mẹ và các con đến học thử miễn phí',
      date: '2025-11-12T04:40:11.000Z',
      categoryId: '22ca5d020bb5022d53738704',
      contents: [{ _id: 'f167d0165f9b857482fdfefb' }, { _id: '63df527bca6994f64c1f0bae' }, { _id: '2d2d7da1d0c2dcbc0122e5d8' }],
    });
  });

  it('are the same on every build', () => {
    expect(buildSeedRecords()).toEqual(buildSeedRecords());
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

describe('virtual:mock-seed-many', () => {
  it("gives the browser and a demo's render server, as data, the records Node's generator makes", async () => {
    expect(await virtualModule('virtual:mock-seed-many')).toEqual(manyRecords());
  });
});
