import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { coursePath } from '@/content/courses/course-links';
import { listAllCourses } from '@/content/courses/course-queries';
import { sitePages } from '@/content/site-pages';
import { clientRenderedRoutes } from '@/prerender/prerender-paths';
import { getRouter } from '@/router';
import { testSites } from '../test-sites';
import { builtSite } from './built-site';

const site = builtSite('production');
// Not the app's default: the pages must take it from the environment.
const siteUrl = testSites.production.env.VITE_SITE_URL;

function parse(html: string) {
  const window = new Window();
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/** Every prerendered page in the build, by its path ('/gioi-thieu'), without the 404 page and the app shell. */
function prerenderedPaths(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name === 'index.html') found.push(`/${relative(site.outDir, dir)}`.replace(/\/$/, '') || '/');
    }
  };
  walk(site.outDir);
  return found.filter((path) => path !== '/app-shell' && !path.startsWith('/assets')).sort();
}

function pngSize(path: string) {
  const bytes = readFileSync(path);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const meta = (doc: Document, key: string) =>
  doc.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? undefined;

describe('the production build, prerendered', () => {
  it('renders every route without a parameter and every course under its canonical path', async () => {
    const expected = new Set<string>();
    const router = getRouter();
    const courses = await listAllCourses();
    for (const route of Object.values(router.routesByPath) as { fullPath: string }[]) {
      const path = route.fullPath.replace(/\/$/, '') || '/';
      if (!path.includes('$')) expected.add(path);
      else if (!(clientRenderedRoutes as readonly string[]).includes(path)) {
        const pages = courses.map(coursePath).filter((page) => page.startsWith(path.replace('$id', '')));
        expect(pages.length, `pages of ${path}`).toBeGreaterThan(0);
        pages.forEach((page) => expected.add(page));
      }
    }
    expect(prerenderedPaths()).toEqual([...expected].sort());
  });

  it('prerenders every page the menus, the footer and the search offer', () => {
    expect(prerenderedPaths()).toEqual(expect.arrayContaining(sitePages.map((page) => page.to)));
  });

  it('gives each page its h1, its text and its own head: title, description, canonical, Open Graph, JSON-LD', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of prerenderedPaths()) {
      const doc = parse(site.read(`${path === '/' ? '' : path}/index.html`));
      const root = doc.getElementById('root')!;
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

      const canonical = `${siteUrl}${path}`;
      expect(doc.querySelectorAll('link[rel="canonical"]'), path).toHaveLength(1);
      expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(canonical);
      expect(meta(doc, 'og:url')).toBe(canonical);
      expect(meta(doc, 'og:title')).toBeTruthy();
      expect(meta(doc, 'og:description')).toBe(description);
      expect(meta(doc, 'og:type')).toBe('website');
      expect(meta(doc, 'og:locale')).toBe('vi_VN');
      expect(meta(doc, 'og:site_name')).toBe('Mặt Trời Nhỏ');
      expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
      const image = meta(doc, 'og:image')!;
      expect(image, path).toMatch(new RegExp(`^${siteUrl}/images/share/[\\w-]+\\.png$`));
      expect(pngSize(join(site.outDir, image.slice(siteUrl.length))), image).toEqual({ width: 1200, height: 630 });

      const graph = [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap(
        (script) => (JSON.parse(script.textContent) as { '@graph': { '@type': string }[] })['@graph'],
      );
      const types = graph.map((node) => node['@type']);
      if (path === '/' || path === '/gioi-thieu') expect(types, path).toContain('EducationalOrganization');
      if (path !== '/') expect(types, path).toContain('BreadcrumbList');
      if (/^\/khoa-hoc\/.+\/\d+$|^\/khoa-hoc\/\d+$/.test(path)) expect(types, path).toContain('Course');
    }
  });

  it('names the centre in its structured data with the configured address and contacts', () => {
    const doc = parse(site.read('index.html'));
    const { '@graph': graph } = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent) as { '@graph': unknown[] };
    expect(graph[0]).toMatchObject({
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
    expect(doc.querySelector('#root h1')!.textContent).toBe('TRANG NÀY KHÔNG TỒN TẠI');
  });

  it('keeps an empty app shell for the pages the browser renders (news articles)', () => {
    const doc = parse(site.read('app-shell/index.html'));
    expect(doc.getElementById('root')!.innerHTML).toBe('');
    expect(doc.querySelector('script[type="module"]')).not.toBeNull();
  });

  it('lists every prerendered page in sitemap.xml, and robots.txt names the sitemap', () => {
    const locations = [...site.read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations.sort()).toEqual(prerenderedPaths().map((path) => `${siteUrl}${path === '/' ? '/' : path}`).sort());
    expect(site.read('robots.txt')).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  it('leaves the build-time prerender entry out of the site', () => {
    expect(existsSync(join(site.outDir, 'assets'))).toBe(true);
    expect(site.js()).not.toContain('siteServerEntry');
  });
});
