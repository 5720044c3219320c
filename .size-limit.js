// Byte budgets (gzip) for what a first visit downloads, from the production build's manifest:
// `npm run size` builds and checks them; CI fails when one is exceeded. Speed itself is measured
// by `npm run bench`, never here.
import { readFileSync } from 'node:fs';

// The browser's side of the production build every suite tests (tests/test-sites.ts): `npm run size` builds it.
const dist = 'dist-production/client';
// Beside the site's files, never published with them (scripts/vite/site-files.ts).
const manifest = JSON.parse(readFileSync('dist-production/meta/manifest.json', 'utf8'));

/** The files of these manifest entries and of everything they import statically. */
function filesOf(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    filesOf(manifest[key]?.imports ?? [], seen);
  }
  return [...new Set([...seen].map((key) => `${dist}/${manifest[key].file}`))];
}

const routeChunk = (source) => Object.keys(manifest).find((key) => key.startsWith(`${source}?tsr-split`));
const homeRoute = routeChunk('src/routes/index.tsx');
// The page's script (src/client.tsx) and the code it loads once the first screen is shown.
const shell = ['src/client.tsx', 'src/hydrate.tsx'];

export default [
  // The router with TanStack Start's client, the root route, every page's address, search rules and
  // head in the route tree, the language switch and the router's rewrite of English addresses, a
  // part's and a page's retry without a reload (docs/performance.md#byte-budgets). The English part
  // loaders written shorter and the English address rules moved into the English words took it from
  // 148.24 to 147.83 kB, and the limit from 148.5 to 148.2 kB (issue 52). The code in two chunks
  // (React's, then the rest: docs/performance.md#the-first-screen-before-the-code) compresses
  // better apart: 147.55 kB, the limit to 147.9 kB.
  { name: 'shell: JavaScript every page loads', path: filesOf(shell), gzip: true, limit: '147.9 kB' },
  {
    name: 'home: first-load JavaScript (shell and home route)',
    path: filesOf([...shell, homeRoute]),
    gzip: true,
    // The centre's facts in home's structured data (map position, opening hours, founding date, map
    // link: issue 35) added 0.27 kB, and the shell's three new pages 0.8 kB; the English version
    // 2.14 kB (163.74 to 165.88 kB: the shell's 1.45, home's words and its content queries' English
    // loading 0.69). A home section whose code could not load saying so in its place: 0.33 kB (166.21).
    // The shell's cuts of issue 52: 165.86 kB, the limit from 166.5 to 166.4 kB; the code in two
    // chunks: 165.63 kB, the limit to 166.0 kB.
    limit: '166.0 kB',
  },
  // Its questions, scoring and steps, loaded with its route only (tests/build/first-load.test.ts).
  {
    name: 'level check: its route chunk',
    path: filesOf([routeChunk('src/routes/kiem-tra-trinh-do.tsx')]).filter((file) => file.includes('kiem-tra-trinh-do')),
    gzip: true,
    limit: '9 kB',
  },
  // Every page's styles, so that a prerendered page's first paint has all of its own (vite.config.ts's
  // cssCodeSplit). The level check and the course finder brought 1.04 kB (issue 34).
  // The brochure link's '(in Vietnamese)' line on English pages and the contact bar's items kept on
  // one line added 30 B (issue 46). The styles of Mantine components the site does not use (Burger,
  // Tabs, Menu, Drawer, Popover, Tooltip) came out: 25.10 → 23.00 kB (issue 52); mantine-styles.test.ts
  // keeps them out.
  { name: 'every page: the one stylesheet', path: `${dist}/assets/style-*.css`, gzip: true, limit: '23.3 kB' },
];
