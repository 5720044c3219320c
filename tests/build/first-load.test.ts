import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from './build-site';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

let site: ReturnType<typeof buildSite>;
let manifest: Record<string, ManifestChunk>;

beforeAll(() => {
  site = buildSite('production');
  manifest = JSON.parse(site.read('.vite/manifest.json')) as Record<string, ManifestChunk>;
});
afterAll(() => site.remove());

/** The script files a manifest entry loads before it runs: itself and its static imports, deeply. */
function staticFiles(key: string, seen = new Set<string>()): string[] {
  if (!seen.has(key)) {
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) staticFiles(child, seen);
  }
  return [...seen].map((entry) => manifest[entry]!.file);
}

const code = (files: string[]) => files.map((file) => site.read(file)).join('\n');
const lazyKey = (source: string) => Object.keys(manifest).find((key) => key.endsWith(source))!;

// Mantine names each component in its code; these belong to parts that load on demand.
const onDemand = {
  'src/components/layout/CourseMenu.tsx': /@mantine\/core\/(Menu|Popover)\b/,
  'src/components/layout/MobileMenu.tsx': /@mantine\/core\/Drawer\b/,
  'src/components/layout/SiteSearch.tsx': /@mantine\/spotlight\/Spotlight\b/,
  'src/components/gallery/GalleryDialog.tsx': /@mantine\/core\/Modal\b/,
};

describe("every page's first load", () => {
  it('is one script and its two small helpers, not dozens of chunks', () => {
    const scripts = [...site.read('index.html').matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual([manifest['index.html']!.file]);
    const files = staticFiles('index.html');
    expect(files).toHaveLength(3);
    expect(files.some((file) => /first-load-[\w-]+\.js$/.test(file))).toBe(true);
  });

  it('leaves out the menu, drawer, search and gallery dialog, which load when first used', () => {
    const firstLoad = code(staticFiles('index.html'));
    for (const [source, component] of Object.entries(onDemand)) {
      expect(code(staticFiles(lazyKey(source))), source).toMatch(component);
      expect(firstLoad, source).not.toMatch(component);
    }
  });
});
