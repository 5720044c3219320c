import { describe, expect, it } from 'vitest';
import { courseTranslations } from '@/content/courses/catalogue.en';
import { registration as registrationEnglish } from '@/i18n/en/registration';
import { shell as shellEnglish } from '@/i18n/en/shell';
import { builtSite } from './built-site';

const englishCourse = courseTranslations['1']!;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const site = builtSite('production');
const manifest = site.manifest() as Record<string, ManifestChunk>;
const entryKey = 'src/client.tsx';
const codeKey = 'src/hydrate.tsx';

/** The script files a manifest entry loads before it runs: itself and its static imports, deeply. */
function staticFiles(key: string, seen = new Set<string>()): string[] {
  if (!seen.has(key)) {
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) staticFiles(child, seen);
  }
  return [...seen].map((entry) => manifest[entry]!.file);
}

const code = (files: string[]) => files.map((file) => site.read(file)).join('\n');
/** The page's script (src/client.tsx) and the code it loads once the first screen is shown. */
const shellFiles = () => [...new Set([...staticFiles(entryKey), ...staticFiles(codeKey)])];
const lazyKey = (source: string) => Object.keys(manifest).find((key) => key.endsWith(source))!;
/** A prerendered page, as nginx serves it. */
const page = 'gioi-thieu/index.html';

// Mantine names each component in its code; these belong to parts that load on demand.
const onDemand = {
  'src/components/layout/SiteSearch.tsx': /@mantine\/spotlight\/Spotlight\b/,
  'src/components/gallery/GalleryDialog.tsx': /@mantine\/core\/Modal\b/,
};

describe("every page's first load", () => {
  it('is one small script with its preloaded helper, which asks for the code (two chunks and the bundler runtime) later, not as the page loads', () => {
    const html = site.read(page);
    const scripts = [...html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)].map((match) => match[1]);
    expect(manifest[entryKey]?.isEntry).toBe(true);
    expect(scripts).toEqual([manifest[entryKey]!.file]);
    // The page's script and its helpers (the bundler's preload helper): a couple of kB, no code of the site's.
    const pageScript = staticFiles(entryKey);
    expect(pageScript.filter((file) => /first-load-[\w-]+\.js$/.test(file))).toEqual([]);
    expect(pageScript.reduce((bytes, file) => bytes + site.read(file).length, 0)).toBeLessThan(4000);
    expect(manifest[entryKey]!.dynamicImports).toEqual([codeKey]);
    // Only its helper is preloaded (it comes beside the script instead of after it), none of the code.
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="\/([^"]+)"/g)].map((match) => match[1]);
    expect(preloads).toEqual(pageScript.filter((file) => file !== manifest[entryKey]!.file));
    expect(preloads).toHaveLength(1);

    const code = staticFiles(codeKey);
    expect(code.filter((file) => /first-load-[\w-]+\.js$/.test(file))).toHaveLength(2);
    // Besides: its facade, the bundler's runtime and the helpers it shares with the page's script.
    const others = code.filter(
      (file) => !/(first-load|hydrate|rolldown-runtime)-[\w-]+\.js$/.test(file) && !pageScript.includes(file),
    );
    expect(others).toEqual([]);
  });

  it("runs React's chunk first, then gives the browser a turn before the rest of the code runs", () => {
    const code = staticFiles(codeKey);
    const react = code.find((file) => /first-load-react-[\w-]+\.js$/.test(file))!;
    const rest = code.find((file) => /first-load-(?!react-)[\w-]+\.js$/.test(file))!;
    expect(site.read(react)).toContain('__REACT_DEVTOOLS_GLOBAL_HOOK__');
    expect(site.read(rest)).not.toContain('__REACT_DEVTOOLS_GLOBAL_HOOK__');
    // The rest imports React's chunk, whose last statement waits for a new task.
    expect(site.read(rest)).toContain(`from"./${react.replace(/^.*\//, '')}"`);
    expect(site.read(react)).toMatch(/;await new Promise\((\w+)=>setTimeout\(\1\)\);export\{[^}]*\};?\s*$/);
  });

  it("has one stylesheet that starts with Mantine's styles and the site's global ones, before any component's", () => {
    const stylesheets = [...site.read(page).matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"/g)].map(
      (match) => match[1],
    );
    expect(stylesheets).toHaveLength(1);
    const css = site.read(stylesheets[0]!);
    const lastMantineRule = css.lastIndexOf('.m_');
    const globalStyles = css.indexOf('--site-header-height:');
    const firstComponentRule = css.search(/\._[A-Za-z]+_[\da-z]{5}_\d+/);
    expect(lastMantineRule).toBeGreaterThan(0);
    expect(globalStyles).toBeGreaterThan(0);
    expect(firstComponentRule).toBeGreaterThan(Math.max(lastMantineRule, globalStyles));
  });

  it('leaves out the search and gallery dialog, which load when first used', () => {
    const firstLoad = code(shellFiles());
    for (const [source, component] of Object.entries(onDemand)) {
      expect(code(staticFiles(lazyKey(source))), source).toMatch(component);
      expect(firstLoad, source).not.toMatch(component);
    }
  });

  it("leaves out the service worker's registration, a chunk the page asks for once it has hydrated", () => {
    // workbox-window's Workbox, made for the worker's script.
    const registers = (files: string[]) => /new \w+\(`\/sw\.js`\)/.test(code(files));
    expect(registers(staticFiles(lazyKey('src/features/offline/register-service-worker.ts')))).toBe(true);
    expect(registers(shellFiles())).toBe(false);
  });

  it('carries no English: the English words are chunks of their own, a part each, loaded by the English pages that show them', () => {
    // A line of each kind of English words: the shell's, the registration form's, the catalogue's.
    const english = [shellEnglish.head.tagline, registrationEnglish.submit, englishCourse.title!];
    const englishKeys = Object.keys(manifest).filter((key) => /^src\/i18n\/en\/|\.en\.ts$/.test(key));
    expect(englishKeys).toEqual(expect.arrayContaining(['src/i18n/en/shell.ts', 'src/i18n/en/registration.ts', 'src/content/courses/catalogue.en.ts']));
    const routeKeys = Object.keys(manifest).filter((key) => key.startsWith('src/routes/'));
    expect(routeKeys.length).toBeGreaterThan(10);
    for (const key of [entryKey, codeKey, ...routeKeys]) {
      const files = staticFiles(key);
      expect(files.filter((file) => englishKeys.some((englishKey) => manifest[englishKey]!.file === file)), key).toEqual([]);
      for (const words of english) expect(code(files).includes(words), `${key}: "${words}"`).toBe(false);
    }
    expect(code([manifest['src/i18n/en/shell.ts']!.file])).toContain(english[0]);
    expect(code([manifest['src/i18n/en/shell.ts']!.file])).not.toContain(english[1]);
  });

  it("has no menu or drawer code: the header's menus are the browser's popovers", () => {
    expect(code(shellFiles())).not.toMatch(/@mantine\/core\/(Menu|Drawer|Burger)\b/);
    const html = site.read(page);
    expect(html).toMatch(/<button[^>]*popovertarget="course-menu"/i);
    expect(html).toMatch(/<ul[^>]*id="course-menu"[^>]*popover="auto"/);
    expect(html).toMatch(/<button[^>]*popovertarget="mobile-menu"/i);
    expect(html).toMatch(/<div[^>]*id="mobile-menu"[^>]*popover="auto"/);
  });
});

describe("the home page's first load", () => {
  const homeFirstLoad = () => {
    const home = Object.keys(manifest).find((key) => key.startsWith('src/routes/index.tsx?tsr-split'))!;
    return new Set([...shellFiles(), ...staticFiles(home)]);
  };
  // Each section's heading, a string of its own code.
  const belowTheFirstScreen: Record<string, string> = {
    courses: 'CHƯƠNG TRÌNH HỌC',
    students: 'VINH DANH HỌC VIÊN',
    facilities: 'CƠ SỞ VẬT CHẤT HIỆN ĐẠI',
    teachers: 'ĐỘI NGŨ GIÁO VIÊN',
    news: 'TIN TỨC VÀ SỰ KIỆN',
    registration: 'ĐĂNG KÝ KIỂM TRA TRÌNH ĐỘ VÀ HỌC THỬ MIỄN PHÍ',
  };

  it('leaves out the code of the sections below the first screen, which are in its HTML', async () => {
    const firstLoad = homeFirstLoad();
    // TanStack Start's <Hydrate> boundaries: one chunk each, none of them loaded first.
    const boundaries = Object.keys(manifest).filter((key) => key.startsWith('src/pages/HomePage.tsx?tss-hydrate='));
    expect(boundaries).toHaveLength(Object.keys(belowTheFirstScreen).length);
    const sectionsCode = code([...new Set(boundaries.flatMap((key) => staticFiles(key)))]);
    const firstLoadCode = code([...firstLoad]);
    const html = await (await site.render('/')).text();
    for (const [name, heading] of Object.entries(belowTheFirstScreen)) {
      expect(sectionsCode, name).toContain(heading);
      expect(firstLoadCode, name).not.toContain(heading);
      const section = html.slice(html.indexOf(`data-deferred="${name}"`));
      expect(section.slice(0, 20_000), name).toContain(heading);
    }
  });

  it('leaves out the content data its HTML already carries', () => {
    const firstLoad = homeFirstLoad();
    for (const source of [
      'src/content/courses/catalogue.ts',
      'src/content/home/home.data.ts',
      'src/content/teachers/teachers.data.ts',
    ]) {
      expect(firstLoad.has(manifest[lazyKey(source)]!.file), source).toBe(false);
    }
  });
});

describe("the level check's code", () => {
  it('loads with its route only: its questions are in no other page', () => {
    const route = Object.keys(manifest).find((key) => key.startsWith('src/routes/kiem-tra-trinh-do.tsx?tsr-split'))!;
    const routeFiles = new Set(staticFiles(route));
    const question = 'The dog is under the table.';
    expect(code([...routeFiles])).toContain(question);
    const elsewhere = Object.entries(manifest).filter(
      ([key, chunk]) => key !== route && chunk.file.endsWith('.js') && !routeFiles.has(chunk.file),
    );
    expect(elsewhere.filter(([, chunk]) => site.read(chunk.file).includes(question)).map(([key]) => key)).toEqual([]);
  });
});
