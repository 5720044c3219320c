import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layers of src (docs/architecture.md#dependencies-point-one-way), checked by
// eslint-plugin-boundaries on resolved paths: `@/...`, `@mocks/...` and relative imports all resolve
// through the TypeScript resolver (tsconfig.base.json's paths) before the plugin decides which
// element a file belongs to.
// The app's root files are classified as files, not elements (the plugin's elements are folders).
const layers = ['routes', 'pages', 'feature', 'components', 'content', 'seo', 'i18n', 'lib', 'theme'];
const fakeBackendPackages = ['msw', '@mswjs/*', '@faker-js/*', '@noble/*'];
// A component loaded later is a lazyPart (src/components/lazy-part.tsx), which says so where the
// parent looks when its code cannot load; pages and home's server-rendered sections are split by
// the router and Start's <Hydrate> (docs/performance.md#code-loaded-later).
const componentLoadedLater = {
  name: 'react',
  importNames: ['lazy'],
  message: 'Load a component later with lazyPart (docs/performance.md#code-loaded-later).',
};

// The API's one client is src/lib/api/ (docs/architecture.md#the-api-client); the registration
// posts to the e-mail service, another service, with its own.
const ownHttpClients = ['src/lib/api/**', 'src/features/registration/**'];
const httpClient = {
  name: 'ky',
  message: "Call the API through src/lib/api/ (its client, errors and size limit: docs/architecture.md#the-api-client).",
};

export default defineConfig(
  {
    ignores: ['dist', 'dist-*', 'coverage', 'test-results', 'playwright-report', 'public', 'src/routeTree.gen.ts', 'contracts/pacts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    // Plain JS (this file, postcss.config.cjs, .size-limit.js, scripts/*.mjs) is in no tsconfig.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // The router's `notFound()` and `redirect()` are thrown on purpose: that is its API for loaders.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['NotFoundError', 'Redirect'] }] },
      ],
    },
  },
  {
    // Inline scripts of the page, kept as plain script text (src/components/inline-script.js).
    files: ['src/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The content queries are async on purpose, though they return typed data today: they are the
    // seam where a backend can replace the data later without changing a caller.
    files: ['src/content/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/setup/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A module that exports a component exports only components, or a save reloads the whole page
    // instead of the component. Route files are left to the rule below, tests export nothing.
    files: ['src/**/*.tsx'],
    ignores: ['src/routes/**', '**/*.test.tsx'],
    ...reactRefresh.configs.vite(),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', ...ownHttpClients],
    rules: { 'no-restricted-imports': ['error', { paths: [componentLoadedLater, httpClient] }] },
  },
  {
    // content/ holds the centre's data, its English twins and the queries that read them: rules and
    // hooks live in the feature that owns them, or in components/ when two share them
    // (docs/architecture.md#folders).
    files: ['src/content/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [httpClient],
          patterns: [{ group: ['react', 'react-dom', '@mantine/*'], message: 'content/ holds data, twins and queries: a hook or component lives in its feature.' }],
        },
      ],
    },
  },
  {
    files: ownHttpClients,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [componentLoadedLater] }] },
  },
  {
    // A language is data (src/i18n/locale.ts: `locales`, `siteLocale`, `otherLocales`): code that
    // treats languages differently takes a `Record<Locale, …>`, which a new language cannot skip
    // unnoticed, not a comparison with one of them. Route files have their own rule below.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/i18n/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator=/^[!=]==?$/] > Literal[value=/^(vi|en)$/]",
          message: 'Compare with siteLocale, or take a Record<Locale, …> (src/i18n/locale.ts).',
        },
        {
          selector: "ConditionalExpression > Literal[value=/^(vi|en)$/]",
          message: 'Take a Record<Locale, …> or otherLocales() (src/i18n/locale.ts).',
        },
      ],
    },
  },
  {
    // Route files stay thin and export only `Route`, or automatic code splitting skips them.
    files: ['src/routes/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportNamedDeclaration[declaration.type="FunctionDeclaration"]',
          message: 'Route files must not export components (it breaks automatic code splitting).',
        },
        {
          selector: 'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name!="Route"]',
          message: 'Route files export only `Route` (anything else breaks automatic code splitting).',
        },
        {
          selector: 'ExportDefaultDeclaration, ExportSpecifier[exported.name="default"]',
          message: 'Route files have no default export: they export only `Route`.',
        },
      ],
    },
  },
  {
    // Dependencies point one way: routes -> pages -> features -> components, content, lib, theme.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        // The aliases live in tsconfig.base.json, which every part of tsconfig.json extends.
        typescript: { project: `${import.meta.dirname}/tsconfig.base.json` },
      },
      'boundaries/root-path': import.meta.dirname,
      'boundaries/legacy-templates': false,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'routes', pattern: 'src/routes', partialMatch: false },
        { type: 'pages', pattern: 'src/pages', partialMatch: false },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'content', pattern: 'src/content', partialMatch: false },
        { type: 'components', pattern: 'src/components', partialMatch: false },
        { type: 'seo', pattern: 'src/seo', partialMatch: false },
        { type: 'i18n', pattern: 'src/i18n', partialMatch: false },
        { type: 'lib', pattern: 'src/lib', partialMatch: false },
        { type: 'theme', pattern: 'src/theme', partialMatch: false },
        { type: 'mocks', pattern: 'mocks', partialMatch: false },
        // The render server's own code: its headers, and a demo build's fake backend in Node.
        { type: 'server', pattern: 'src/server', partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'entry', pattern: ['src/client.tsx', 'src/hydrate.tsx', 'src/hydrate-react.ts'] },
        { category: 'server-entry', pattern: 'src/server.ts' },
        { category: 'app', pattern: ['src/app.tsx', 'src/router.tsx', 'src/routeTree.gen.ts'] },
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
      ],
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Packages too, so one policy below bans the fake backend's packages with its code.
          checkAllOrigins: true,
          policies: [
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            {
              // An alias the resolver missed would pass as a package: fail instead of checking nothing.
              disallow: { to: { module: { origin: 'external', source: ['@/*', '@mocks/*'] } } },
              message: 'The linter could not resolve this alias, so it cannot check the layers: see settings["import/resolver"].',
            },
            {
              // The page's script (src/client.tsx) loads the code (src/hydrate.tsx) once the first screen is shown.
              from: { file: { categories: ['entry', 'app'] } },
              allow: { to: [{ element: { type: layers } }, { file: { categories: ['app', 'entry'] } }] },
            },
            { from: { file: { categories: 'server-entry' } }, allow: { to: { element: { type: 'server' } } } },
            { from: { element: { type: 'server' } }, allow: { to: { element: { type: ['server', 'i18n', 'lib', 'mocks'] } } } },
            {
              // The root route renders the document, inside the app's providers.
              from: { element: { type: 'routes' } },
              allow: { to: [{ element: { type: ['pages', 'feature', 'components', 'content', 'seo', 'i18n', 'lib', 'theme'] } }, { file: { categories: 'app' } }] },
            },
            {
              from: { element: { type: 'pages' } },
              allow: { to: { element: { type: ['feature', 'components', 'content', 'seo', 'i18n', 'lib', 'theme'] } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: [
                  { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
                  { element: { type: ['components', 'content', 'seo', 'i18n', 'lib', 'theme'] } },
                ],
              },
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { type: ['components', 'content', 'i18n', 'lib', 'theme'] } } },
            },
            { from: { element: { type: 'content' } }, allow: { to: { element: { type: ['content', 'i18n', 'lib'] } } } },
            { from: { element: { type: 'seo' } }, allow: { to: { element: { type: ['i18n', 'lib'] } } } },
            // The words of the site in both languages, the language of an address, and the hook that picks.
            { from: { element: { type: 'i18n' } }, allow: { to: { element: { type: 'i18n' } } } },
            { from: { element: { type: 'lib' } }, allow: { to: { element: { type: ['lib', 'i18n'] } } } },
            { from: { element: { type: 'theme' } }, allow: { to: { element: { type: 'theme' } } } },
            { from: { file: { categories: 'entry' } }, allow: { to: { element: { type: 'mocks' } } } },
            { from: { element: { type: 'mocks' } }, allow: { to: { element: { type: 'mocks' } } } },
            {
              // Nothing in src loads the fake backend but the two entries' dynamic imports behind the
              // flag: src/hydrate.tsx's, and src/server.ts's of src/server/fake-backend.ts.
              from: [{ element: { type: layers } }, { file: { categories: ['app', 'server-entry'] } }],
              disallow: { to: [{ element: { type: 'mocks' } }, { module: { source: fakeBackendPackages } }] },
              message: 'Only src/hydrate.tsx and src/server/fake-backend.ts (and tests) may load the fake backend (mocks/, msw, @mswjs, @faker-js).',
            },
            {
              // Tests (next to the code, and the fake backend's own) may import anything.
              from: { file: { categories: 'test' } },
              allow: { to: { module: { origin: '*' } } },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', 'mocks/**/*.ts', 'contracts/**/*.ts', 'tests/**/*.ts', '*.config.{js,ts,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
