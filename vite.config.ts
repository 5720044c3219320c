/// <reference types="vitest/config" />
import './scripts/require-node-24.mjs';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import react from '@vitejs/plugin-react';
import { createLogger, defineConfig, loadEnv, type Plugin } from 'vite';
import { directIconImports } from './scripts/vite/direct-icon-imports.ts';
import { directMantineImports } from './scripts/vite/direct-mantine-imports.ts';
import { firstLoadChunks } from './scripts/vite/first-load-chunk.ts';
import { refuseSampleFacts } from './scripts/vite/launch-guard.ts';
import { isPrerendered } from './scripts/vite/prerendered-pages.ts';
import { serviceWorker } from './scripts/vite/service-worker.ts';
import { siteFiles } from './scripts/vite/site-files.ts';
import { warmFirstPage } from './scripts/vite/warm-first-page.ts';
import { envDefaults } from './src/lib/env-defaults.ts';

const fromRoot = (path: string) => resolve(import.meta.dirname, path);

/** The msw worker lives in public/ for dev; a build with mocking off must not ship it. */
function dropMockWorker(enabled: boolean): Plugin {
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async closeBundle() {
      if (enabled) await rm(resolve(this.environment.config.build.outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/** A production build with the placeholder e-mail ids would turn away every registration. */
function warnAboutPlaceholderEmailIds(env: Record<string, string>, enabled: boolean): Plugin {
  return {
    name: 'warn-placeholder-email-ids',
    apply: 'build',
    // The browser sends the registrations: said once, in its build, not again in the server's.
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      if (!enabled) return;
      const missing = ['VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID', 'VITE_EMAILJS_PUBLIC_KEY'].filter(
        (key) => !env[key] || env[key] === '{key}',
      );
      if (missing.length) {
        this.warn(
          `Production build without real e-mail service ids (${missing.join(', ')}): registrations will fail. See README, "Before launch".`,
        );
      }
    },
  };
}

/**
 * Vite's own CSS Modules step copies a file composed from (`composes: lane from './notice-lane.module.css'`)
 * into the composing file without its name, and Vite then warns once per build and dev start that "A
 * PostCSS plugin did not pass the `from` option" (vitejs/vite#10079; our PostCSS plugins are not the
 * cause). Without the name Vite could not rewrite a relative url() in that copy: the composed files
 * hold none (docs/architecture.md#css-modules-composed-from-another-file). Only that message is dropped.
 */
function withoutComposedFromWarning() {
  const logger = createLogger();
  const warnOnce = logger.warnOnce.bind(logger);
  logger.warnOnce = (message, options) => {
    if (!message.includes('A PostCSS plugin did not pass the `from` option to `postcss.parse`')) warnOnce(message, options);
  };
  return logger;
}

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, import.meta.dirname, '');
  const mocksOn = env.VITE_ENABLE_MOCKS === 'true';
  return {
    base: env.BASE_PATH || '/',
    customLogger: withoutComposedFromWarning(),
    // The day of the build (src/lib/build-date.ts): the centre's years and the next class openings
    // count from it, so the prerendered pages, the render server and the browser all say the same.
    define: { __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)) },
    plugins: [
      // `npm run build:launch` refuses sample facts (src/content/facts/, docs/launch.md).
      refuseSampleFacts(env, process.env.SITE_LAUNCH === 'true'),
      // TanStack Start: the router's plugin (route-tree options in tsr.config.json, shared with
      // `tsr generate`), the browser and server builds, and the static pages prerendered at build
      // time. The pages that show news are rendered on request by the server (npm start).
      tanstackStart({
        router: {
          quoteStyle: 'single',
          // Not through Prettier: seconds of CPU at every dev start and build (6 s in a profile on a
          // busy machine), for a generated file nobody edits (tsr.config.json says the same to `npm run routes`).
          enableRouteTreeFormatting: false,
          // One chunk per route with its loader and views, so the first load does not carry every
          // page's code and a page is one request, not five.
          codeSplittingOptions: {
            defaultBehavior: [['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
          },
        },
        prerender: { enabled: true, crawlLinks: true, filter: isPrerendered },
        // sitemap.xml lists the articles too: the render server writes it from the API.
        sitemap: { enabled: false },
      }),
      react(),
      // Mantine's components from their own files, so a lazy part's components stay in its chunk.
      directMantineImports(),
      // In development, Tabler's icons from their own files.
      directIconImports(),
      // After the pages are prerendered: the not-found page, the app shell (a demo's index.html too),
      // robots.txt, and the build's metadata beside the site's files: Vite's manifest and what nginx
      // must know of the build (its pages' inline scripts, its CSP, whether it is a demo).
      siteFiles({
        siteUrl: env.VITE_SITE_URL?.trim() || envDefaults.VITE_SITE_URL,
        apiBaseUrl: env.VITE_API_BASE_URL?.trim() || envDefaults.VITE_API_BASE_URL,
        emailUrl: env.VITE_EMAILJS_URL?.trim() || envDefaults.VITE_EMAILJS_URL,
        mocks: mocksOn,
      }),
      // Production's service worker, over the files above (a demo keeps msw's, which holds the scope).
      serviceWorker({ enabled: !mocksOn }),
      dropMockWorker(!mocksOn),
      // `npm run dev`: the first page is rendered as soon as the server listens, and the terminal says so.
      warmFirstPage(),
      warnAboutPlaceholderEmailIds(env, !mocksOn && mode === 'production'),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fromRoot('src') },
        { find: '@mocks', replacement: fromRoot('mocks') },
        // The fake backend's database library requires these two whole for one function each, and
        // graphql for a feature it does not use.
        { find: /^date-fns$/, replacement: fromRoot('mocks/shims/date-fns.ts') },
        { find: /^lodash$/, replacement: fromRoot('mocks/shims/lodash.ts') },
        { find: /^graphql$/, replacement: fromRoot('mocks/shims/graphql.ts') },
        // Its package points bundlers at its ES5 build (2.3 kB gzip): the same code for today's
        // browsers is 1.4 kB.
        { find: /^workbox-window$/, replacement: fromRoot('node_modules/workbox-window/build/workbox-window.prod.mjs') },
      ],
    },
    build: {
      // dist/client and dist/server. Set in the environment, not with --outDir: Start's prerender
      // loads this config again to serve the built server, without the command line.
      outDir: process.env.SITE_OUT_DIR || 'dist',
      target: 'es2022',
      assetsInlineLimit: 0,
      // One stylesheet for the whole site, linked from every prerendered page: a page's first paint
      // has all its styles (route chunks' CSS would otherwise arrive only with their JavaScript).
      cssCodeSplit: false,
      // The page's script (src/client.tsx) fetches the code in parallel: the first-load chunk and what
      // it imports. Elsewhere a chunk's imports load as they are found (listing every dynamic
      // import's dependencies would add 3.4 kB gzip to the first load).
      modulePreload: {
        polyfill: false,
        resolveDependencies: (file, deps, { hostType }) => (hostType === 'html' || /(^|\/)first-load-[\w-]+\.js$/.test(file) ? deps : []),
      },
      // Moved to dist/meta/manifest.json (scripts/vite/site-files.ts): the byte budgets, the build
      // tests and scripts/bundle-report.mjs read what each route loads.
      manifest: true,
      // Vite warns of a chunk over this many kB, before compression. The limits are the byte budgets
      // (.size-limit.js, gzip, checked by `npm run size`); this says the same at build time. The
      // largest chunk, first-load (the code besides React's chunk), has what the shell's budget of
      // 147.9 kB gzip leaves: 78.3 kB after React's 67.6 and the page's script's 2.0; it compresses
      // about 3.05 to 1, so 78.3 × 3.05 ≈ 240 kB is where it is over the budget. Demo builds carry
      // the fake backend (msw and the written articles) in lazy chunks of about 500 and 60 kB (181
      // and 20 kB gzip), and the `many` scenario's generator with faker in one of about 490 kB (178
      // kB gzip), fetched only in that scenario: no budget.
      chunkSizeWarningLimit: mocksOn ? 800 : 240,
    },
    environments: {
      // The built render server in one folder, its packages bundled in: a production server needs
      // dist/ alone. A demo's fake backend (msw, a development package) stays outside: it reads
      // files of its own. (The development server loads packages from node_modules.)
      ...(command === 'build' ? { ssr: { resolve: { noExternal: true, external: ['msw'] } } } : {}),
      // The code every page hydrates with, in two files instead of ~60: React's, then the rest
      // (scripts/vite/first-load-chunk.ts).
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: firstLoadChunks({ boot: fromRoot('src/client.tsx'), code: fromRoot('src/hydrate.tsx'), react: fromRoot('src/hydrate-react.ts') }),
              },
            },
          },
        },
      },
    },
    // In development its icons are imported from their own files (directIconImports): served as they
    // are, not pre-bundled with the other 6,000.
    optimizeDeps: { exclude: ['@tabler/icons-react'] },
    server: {
      port: 5173,
      strictPort: false,
      // The test builds (dist-*: thousands of files) and reports are no source: watching them slowed
      // every start, and a build beside the dev server reloaded its page.
      watch: { ignored: ['**/dist/**', '**/dist-*/**', '**/test-results/**', '**/contracts/pacts/**'] },
    },
    preview: { port: 4173 },
    test: {
      projects: [
        {
          test: {
            name: 'unit',
            environment: 'happy-dom',
            // Relative API URLs resolve against this origin, as they would on the site. happy-dom's
            // CORS preflights reach msw 3 as unhandled OPTIONS requests: the in-process fake backend
            // answers what the page asks; CORS is tested on the fake backend over HTTP
            // (mocks/http.test.ts) and in the browser tests.
            environmentOptions: { happyDOM: { url: 'http://localhost:3000/', settings: { fetch: { disableSameOriginPolicy: true } } } },
            include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
            setupFiles: ['tests/setup/vitest.setup.ts'],
            // A worker's test files share the libraries it has loaded (React, Mantine, the router,
            // msw, happy-dom's window): loaded again for each file they were over half the run's time.
            // Each file still starts on a new page: tests/setup/vitest.setup.ts.
            isolate: false,
            // Worker threads rather than processes: about a tenth less time and CPU for the same tests.
            pool: 'threads',
            restoreMocks: true,
            // A test that renders the whole site or starts a process takes 1-3 s alone, and several
            // times that when the two cores are busy (CI's browser lane beside it, or a second run):
            // at Vitest's 5 s they failed there. A test that hangs still fails, after 20 s.
            testTimeout: 20_000,
          },
        },
        {
          test: {
            name: 'build',
            environment: 'node',
            // They read the builds of `npm run build:test-sites` (tests/test-sites.ts), and ask their
            // render servers for pages.
            include: ['tests/build/**/*.test.ts'],
            setupFiles: ['tests/setup/render-server.setup.ts'],
            // A file's first page loads the built render server's whole bundle (about 800 kB).
            testTimeout: 20_000,
          },
        },
        {
          test: {
            name: 'contracts-consumer',
            environment: 'node',
            include: ['contracts/consumer/**/*.pact.test.ts'],
            // One pact file is written by all consumer tests: never in parallel.
            fileParallelism: false,
            testTimeout: 30_000,
          },
        },
        {
          test: {
            name: 'contracts-provider',
            environment: 'node',
            include: ['contracts/provider/**/*.test.ts'],
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
