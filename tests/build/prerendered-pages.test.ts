import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { finderAgePath, finderAges } from '@/content/courses/course-finder';
import { coursePath } from '@/content/courses/course-links';
import { listAllCourses } from '@/content/courses/course-queries';
import { sitePages } from '@/content/site-pages';
import { localeOfPath, localizedPath } from '@/i18n/locale';

const toEnglishPath = (routePath: string) => localizedPath(routePath, 'en');
import { getRouter } from '@/router';
import { isPrerendered } from '../../scripts/vite/prerendered-pages';
import { testSites } from '../test-sites';
import { builtSite } from './built-site';

const site = builtSite('production');
// Not the app's default: the pages must take it from the environment.
const siteUrl = testSites.production.env.VITE_SITE_URL;

function parse(html: string) {
  const window = new Window();
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/** Every prerendered page in the build, by its path ('/gioi-thieu'), without the 404 page and the app shell (_shell.html). */
function prerenderedPaths(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name === 'index.html') found.push(`/${relative(site.clientDir, dir)}`.replace(/\/$/, '') || '/');
    }
  };
  walk(site.clientDir);
  return found.filter((path) => !path.startsWith('/assets')).sort();
}

function pngSize(path: string) {
  const bytes = readFileSync(path);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A word with a letter Vietnamese has and English does not. */
const vietnameseWords = /[\p{L}]*[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ][\p{L}]*/giu;

/**
 * Names an English page writes in Vietnamese, word by word: the centre's; its teachers', students'
 * and parents' (src/content/teachers, students); its address and the streets, wards and districts
 * of the directions (src/content/contact); Vietnam's data protection decree (NĐ 13/2023) on the
 * privacy page, and Tết. Anything else in Vietnamese on an English page is a line left untranslated.
 */
const namesInVietnamese = new Set(
  [
    'Mặt Trời Nhỏ',
    'Nguyễn Trần Lê Phạm Hoàng Võ Đỗ Vũ Văn Thị Đức Ngọc Thư Bảo Khôi Đăng Quốc Tuấn Hương Châu Hà Trâm Tâm Bình',
    'Đường số Phường Khánh Thủ Thiêm Thọ Hồ Chí Thạnh Lương Định Của Não Miếu',
    'NĐ Tết',
  ].flatMap((words) => words.split(' ')),
);

const meta = (doc: Document, key: string) =>
  doc.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? undefined;

describe('the production build, prerendered', () => {
  it('renders every route without a parameter, every course under its canonical path and every age of the course finder, but the pages that show news', async () => {
    const expected = new Set<string>();
    const router = getRouter();
    const courses = await listAllCourses('vi');
    for (const route of Object.values(router.routesByPath) as { fullPath: string }[]) {
      const path = route.fullPath.replace(/\/$/, '') || '/';
      // The pages that show news and the files the server writes (sitemap.xml) are not prerendered.
      if (!isPrerendered({ path: path.replace('$id', 'id') })) continue;
      if (!path.includes('$')) expected.add(path);
      else if (path === '/khoa-hoc/theo-tuoi/$tuoi') finderAges.map(finderAgePath).forEach((page) => expected.add(page));
      else {
        const pages = courses.map(coursePath).filter((page) => page.startsWith(path.replace('$id', '')));
        expect(pages.length, `pages of ${path}`).toBeGreaterThan(0);
        pages.forEach((page) => expected.add(page));
      }
    }
    // Every page has its English twin at its English address.
    for (const path of [...expected]) expected.add(toEnglishPath(path));
    expect(prerenderedPaths()).toEqual([...expected].sort());
  });

  it('prerenders every page the menus, the footer and the search offer, but the pages that show news', () => {
    const offered = sitePages.flatMap((page) => [page.to, toEnglishPath(page.to)]).filter((path) => isPrerendered({ path }));
    expect(offered.length).toBeGreaterThan(6);
    expect(prerenderedPaths()).toEqual(expect.arrayContaining(offered));
  });

  it('gives each page its h1, its text and its own head: title, description, canonical, Open Graph, JSON-LD', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of prerenderedPaths()) {
      const doc = parse(site.read(`${path}/index.html`));
      const root = doc.body;
      expect(root.querySelectorAll('h1'), path).toHaveLength(1);
      expect(root.querySelector('h1')!.textContent.trim().length, path).toBeGreaterThan(5);
      expect(root.textContent.replace(/\s+/g, ' ').length, `${path} text`).toBeGreaterThan(1000);

      expect(doc.querySelectorAll('title'), path).toHaveLength(1);
      const title = doc.title;
      expect(titles.has(title), `${path} title "${title}" is unique`).toBe(false);
      titles.add(title);
      const description = meta(doc, 'description')!;
      expect(description.length, `${path} description: ${description}`).toBeGreaterThanOrEqual(50);
      expect(description.length, `${path} description: ${description}`).toBeLessThanOrEqual(160);
      expect(descriptions.has(description), `${path} description is unique`).toBe(false);
      descriptions.add(description);

      const locale = localeOfPath(path);
      expect(doc.documentElement.getAttribute('lang'), path).toBe(locale);
      const canonical = `${siteUrl}${path}`;
      expect(doc.querySelectorAll('link[rel="canonical"]'), path).toHaveLength(1);
      expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(canonical);
      expect(meta(doc, 'og:url')).toBe(canonical);
      expect(meta(doc, 'og:title')).toBeTruthy();
      expect(meta(doc, 'og:description')).toBe(description);
      expect(meta(doc, 'og:type')).toBe('website');
      expect(meta(doc, 'og:locale'), path).toBe(locale === 'vi' ? 'vi_VN' : 'en_GB');
      expect(meta(doc, 'og:locale:alternate'), path).toBe(locale === 'vi' ? 'en_GB' : 'vi_VN');
      // Its address in each language, the same on both twins, the Vietnamese one the default.
      const routePath = locale === 'vi' ? path : prerenderedPaths().find((each) => toEnglishPath(each) === path)!;
      const alternates = [...doc.querySelectorAll('link[rel="alternate"][hreflang]:not([type])')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
      expect(alternates, path).toEqual([
        ['vi', `${siteUrl}${localizedPath(routePath, 'vi')}`],
        ['en', `${siteUrl}${localizedPath(routePath, 'en')}`],
        ['x-default', `${siteUrl}${routePath}`],
      ]);
      expect(meta(doc, 'og:site_name')).toBe('Mặt Trời Nhỏ');
      expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
      const image = meta(doc, 'og:image')!;
      // The page's language's share picture: its words are drawn in it.
      expect(image, path).toMatch(new RegExp(`^${siteUrl}/images/share/${locale === 'vi' ? '' : 'en/'}[\\w-]+\\.png$`));
      expect(pngSize(join(site.clientDir, image.slice(siteUrl.length))), image).toEqual({ width: 1200, height: 630 });

      const graph = [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap(
        (script) => (JSON.parse(script.textContent) as { '@graph': { '@type': string }[] })['@graph'],
      );
      const types = graph.map((node) => node['@type']);
      if (path === '/gioi-thieu' || path === '/en/about') expect(types, path).toContain('EducationalOrganization');
      if (path === '/cau-hoi-thuong-gap' || path === '/en/faq') expect(types, path).toContain('FAQPage');
      expect(types, path).toContain('BreadcrumbList');
      // A course's page (not the course finder's, /khoa-hoc/theo-tuoi/8).
      if (/^\/khoa-hoc\/(?!theo-tuoi\/).+\/\d+$|^\/khoa-hoc\/\d+$/.test(routePath)) expect(types, path).toContain('Course');
    }
  });

  it('shows an English page in English: Vietnamese only in names and in what is marked lang="vi"', () => {
    const found = new Map<string, Set<string>>();
    for (const path of prerenderedPaths().filter((each) => localeOfPath(each) === 'en')) {
      const doc = parse(site.read(`${path}/index.html`));
      doc.querySelectorAll('[lang="vi"], script, style').forEach((element) => element.remove());
      const walker = doc.createTreeWalker(doc.body, 4);
      const texts: string[] = [];
      while (walker.nextNode()) texts.push(walker.currentNode.nodeValue ?? '');
      const text = `${doc.title} ${meta(doc, 'description')} ${texts.join(' ')} ${[...doc.body.querySelectorAll('[alt], [aria-label], [title]')]
        .map((element) => ['alt', 'aria-label', 'title'].map((name) => element.getAttribute(name) ?? '').join(' '))
        .join(' ')}`;
      for (const word of text.match(vietnameseWords) ?? []) {
        if (!namesInVietnamese.has(word)) found.set(word, (found.get(word) ?? new Set()).add(path));
      }
    }
    expect(Object.fromEntries([...found].map(([word, paths]) => [word, [...paths].slice(0, 2).join(' ')]))).toEqual({});
  });

  it('names the centre in its structured data with the configured address and contacts', () => {
    const doc = parse(site.read('gioi-thieu/index.html'));
    const { '@graph': graph } = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent) as { '@graph': { '@type': string }[] };
    expect(graph.find((node) => node['@type'] === 'EducationalOrganization')).toMatchObject({
      '@type': 'EducationalOrganization',
      name: 'Trung tâm Anh ngữ và Kỹ năng sống Mặt Trời Nhỏ',
      url: `${siteUrl}/`,
      telephone: expect.any(String) as unknown,
      address: { '@type': 'PostalAddress', addressCountry: 'VN' },
      sameAs: expect.arrayContaining([expect.stringMatching(/^https:\/\//)]) as unknown,
    });
  });

  it('writes a 404 page with its own title, kept out of search results', () => {
    const doc = parse(site.read('404.html'));
    expect(doc.title).toBe('Không tìm thấy trang | Mặt Trời Nhỏ');
    expect(meta(doc, 'robots')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('h1')!.textContent).toBe('TRANG NÀY KHÔNG TỒN TẠI');
  });

  it('writes the English 404 page beside it, in English, for the English addresses', () => {
    const doc = parse(site.read('en/404.html'));
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.title).toBe('Page not found | Mặt Trời Nhỏ');
    expect(meta(doc, 'robots')).toBe('noindex');
    expect(doc.querySelector('a[hreflang="vi"]')?.getAttribute('href')).toBe('/404');
  });

  it('keeps an app shell for nginx to answer when the render server is down: the site around an empty page, and its code', () => {
    const doc = parse(site.read('_shell.html'));
    expect(doc.querySelector('header')).not.toBeNull();
    expect(doc.querySelector('footer')).not.toBeNull();
    expect(doc.querySelector('h1')).toBeNull();
    expect(doc.querySelector('script[type="module"][src^="/assets/"]')).not.toBeNull();
  });

  it('writes robots.txt, which names the sitemap the render server writes', () => {
    expect(site.read('robots.txt')).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});
