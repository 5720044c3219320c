import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { localizedPath } from '@/i18n/locale';
import { builtSite } from './built-site';

const site = builtSite('production');

/** A page's HTML as a visitor's browser receives it, compressed. */
const gzipBytes = (html: string) => gzipSync(html, { level: 9 }).length;
/** A prerendered page's file, as nginx serves it. */
const prerendered = (path: string) => site.read(`${path.slice(1)}/index.html`);

describe('an English page', () => {
  it('carries the words it shows, not the whole site’s: its HTML at most 15% heavier than its Vietnamese twin’s', async () => {
    const prerenderedPages = ['/gioi-thieu', '/hoc-phi', '/cau-hoi-thuong-gap', '/lien-he', '/khoa-hoc/ky-nang-song/1', '/chinh-sach-bao-mat', '/kiem-tra-trinh-do'];
    const heavier: string[] = [];
    for (const path of prerenderedPages) {
      const [vietnamese, english] = [gzipBytes(prerendered(path)), gzipBytes(prerendered(localizedPath(path, 'en')))];
      if (english > vietnamese * 1.15) heavier.push(`${localizedPath(path, 'en')}: ${english} B against ${vietnamese} B`);
    }
    for (const path of ['/', '/tin-tuc']) {
      const [vietnamese, english] = await Promise.all([path, localizedPath(path, 'en')].map(async (each) => gzipBytes(await (await site.render(each)).text())));
      if (english! > vietnamese! * 1.15) heavier.push(`${localizedPath(path, 'en')}: ${english} B against ${vietnamese} B`);
    }
    expect(heavier).toEqual([]);
  });
});
