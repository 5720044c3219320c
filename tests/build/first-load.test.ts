import { describe, expect, it } from 'vitest';
import { builtSite } from './built-site';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

const site = builtSite('production');
const manifest = JSON.parse(site.read('.vite/manifest.json')) as Record<string, ManifestChunk>;

/** The script files a manifest entry loads before it runs: itself and its static imports, deeply. */
function staticFiles(key: string, seen = new Set<string>()): string[] {
  if (!seen.has(key)) {
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) staticFiles(child, seen);
  }
  return [...seen].map((entry) => manifest[entry]!.file);
}

const code = (files: string[]) => files.map((file) => site.read(file)).join('\n');
/** The page's script (src/boot.ts) and the code it loads once the first screen is shown. */
const shellFiles = () => [...new Set([...staticFiles('index.html'), ...staticFiles('src/main.tsx')])];
const lazyKey = (source: string) => Object.keys(manifest).find((key) => key.endsWith(source))!;

// Mantine names each component in its code; these belong to parts that load on demand.
const onDemand = {
  'src/components/layout/CourseMenu.tsx': /@mantine\/core\/(Menu|Popover)\b/,
  'src/components/layout/MobileMenu.tsx': /@mantine\/core\/Drawer\b/,
  'src/components/layout/SiteSearch.tsx': /@mantine\/spotlight\/Spotlight\b/,
  'src/components/gallery/GalleryDialog.tsx': /@mantine\/core\/Modal\b/,
};

describe("every page's first load", () => {
  it('is one small script, which asks for the code (one chunk and its small helpers) later, not as the page loads', () => {
    const html = site.read('index.html');
    const scripts = [...html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual([manifest['index.html']!.file]);
    expect(manifest['index.html']!.dynamicImports).toEqual(['src/main.tsx']);

    const firstLoadChunk = /first-load-[\w-]+\.js$/;
    const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g)].map((match) => match[1]);
    expect([...staticFiles('index.html'), ...preloaded].filter((file) => firstLoadChunk.test(file!))).toEqual([]);

    const files = shellFiles();
    expect(files).toHaveLength(5);
    expect(files.filter((file) => firstLoadChunk.test(file))).toHaveLength(1);
  });

  it("has one stylesheet that starts with Mantine's styles and the site's global ones, before any component's", () => {
    const stylesheet = site.read('index.html').match(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"/)?.[1];
    const css = site.read(stylesheet ?? 'no stylesheet in index.html');
    const lastMantineRule = css.lastIndexOf('.m_');
    const globalStyles = css.indexOf('--site-header-height:');
    const firstComponentRule = css.search(/\._[A-Za-z]+_[\da-z]{5}_\d+/);
    expect(lastMantineRule).toBeGreaterThan(0);
    expect(globalStyles).toBeGreaterThan(0);
    expect(firstComponentRule).toBeGreaterThan(Math.max(lastMantineRule, globalStyles));
  });

  it('leaves out the menu, drawer, search and gallery dialog, which load when first used', () => {
    const firstLoad = code(shellFiles());
    for (const [source, component] of Object.entries(onDemand)) {
      expect(code(staticFiles(lazyKey(source))), source).toMatch(component);
      expect(firstLoad, source).not.toMatch(component);
    }
  });
});

describe("the home page's first load", () => {
  const homeFirstLoad = () => {
    const home = Object.keys(manifest).find((key) => key.startsWith('src/routes/index.tsx?tsr-split'))!;
    return new Set([...shellFiles(), ...staticFiles(home)]);
  };
  const belowTheFirstScreen: Record<string, [source: string, heading: string]> = {
    courses: ['src/features/courses/CourseCarousel.tsx', 'CHƯƠNG TRÌNH HỌC'],
    students: ['src/features/students/StudentHonours.tsx', 'VINH DANH HỌC VIÊN'],
    facilities: ['src/features/home/FacilityGallery.tsx', 'CƠ SỞ VẬT CHẤT HIỆN ĐẠI'],
    teachers: ['src/features/teachers/TeacherCarousel.tsx', 'ĐỘI NGŨ GIÁO VIÊN'],
    news: ['src/features/news/NewsHighlights.tsx', 'TIN TỨC VÀ SỰ KIỆN'],
    registration: ['src/features/registration/PageRegistration.tsx', 'ĐĂNG KÝ KIỂM TRA TRÌNH ĐỘ VÀ HỌC THỬ MIỄN PHÍ'],
  };

  it('leaves out the code of the sections below the first screen, which are in its HTML', () => {
    const firstLoad = homeFirstLoad();
    const html = site.read('index.html');
    for (const [name, [source, heading]] of Object.entries(belowTheFirstScreen)) {
      expect(firstLoad.has(manifest[lazyKey(source)]!.file), source).toBe(false);
      const section = html.slice(html.indexOf(`data-deferred="${name}"`));
      expect(section.slice(0, 20_000), name).toContain(heading);
    }
  });

  it('leaves out the content data its HTML already carries', () => {
    const firstLoad = homeFirstLoad();
    for (const source of ['src/content/courses/catalogue.ts', 'src/content/home/home.data.ts', 'src/content/teachers/teachers.data.ts']) {
      expect(firstLoad.has(manifest[lazyKey(source)]!.file), source).toBe(false);
    }
  });
});
