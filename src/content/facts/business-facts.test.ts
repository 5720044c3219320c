import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envDefaults } from '@/lib/env-defaults';
import { businessFacts, contactSettingsLeftAtDefault } from './business-facts';
import * as values from '@/lib/centre-figures';
import { launchCheckReport, launchListMarkdown, sampleFacts, samplesByPage } from './launch-list';
import { launchListIn } from './readme-launch-list';

const inRepository = (file: string) => resolve(import.meta.dirname, '../../..', file);
const read = (file: string) => readFileSync(inRepository(file), 'utf8');
const routeTree = read('src/routeTree.gen.ts');

describe('the business facts', () => {
  it('name files that exist and pages the site has', () => {
    for (const [id, fact] of Object.entries(businessFacts)) {
      for (const file of fact.files) expect(existsSync(inRepository(file)), `${id}: ${file}`).toBe(true);
      for (const page of fact.pages) {
        const trailing = page === '/khoa-hoc' || page === '/khoa-hoc/tieng-anh-cambridge' ? `${page}/` : page;
        expect(page === '*' || page === '/khoa-hoc/…' || routeTree.includes(`fullPath: '${trailing}'`), `${id}: ${page}`).toBe(true);
      }
    }
  });

  it('give every figure the pages read its source', () => {
    for (const id of Object.keys(values)) expect(businessFacts, id).toHaveProperty(id);
  });

  it("are the README's launch list, written from them", () => {
    expect(launchListIn(read('README.md'))).toBe(launchListMarkdown());
  });

  it('list each sample by page; none left, the site is ready', () => {
    const samples = sampleFacts();
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.every(([, fact]) => fact.source.from === 'sample')).toBe(true);
    const report = launchCheckReport(samples);
    expect(report).toMatch(new RegExp(`^${samples.length} sample facts still on the site, on ${samplesByPage(samples).size} pages`));
    expect(report).toContain('  /hoc-phi\n');
    expect(report).toContain(`    - ${businessFacts.courseFees.what} (courseFees)`);
    expect(launchCheckReport([])).toBe("Every fact on the site is the spec's or the centre's: ready for launch.");
  });

  it("count the contact details as the centre's only once the build sets every one of them", () => {
    const given = { VITE_SITE_PHONE: '0287 300 1234', VITE_SITE_EMAIL: 'hello@example.vn', VITE_SITE_ADDRESS: '1 Lê Lợi', VITE_SITE_GEO: '10.1,106.1' };
    const social = { VITE_FACEBOOK_URL: 'https://facebook.com/x', VITE_YOUTUBE_URL: 'https://youtube.com/@x', VITE_ZALO_URL: 'https://zalo.me/1' };
    expect(contactSettingsLeftAtDefault({ ...given, VITE_ZALO_URL: envDefaults.VITE_ZALO_URL })).toEqual(['VITE_FACEBOOK_URL', 'VITE_YOUTUBE_URL', 'VITE_ZALO_URL']);
    const ids = (settings?: Record<string, string>) => sampleFacts(settings).map(([id]) => id);
    expect(ids({ ...given })).toContain('contactDetails');
    expect(ids({ ...given, ...social })).not.toContain('contactDetails');
    expect(ids()).toContain('contactDetails');
  });
});
