import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', 'coverage', 'test-results', 'playwright-report', 'public', 'src/routeTree.gen.ts', 'contracts/pacts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.tsx', 'tests/setup/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: reactHooks.configs.recommended.rules,
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
      ],
    },
  },
  {
    // Dependencies point one way: nothing in src imports the fake backend except main.tsx.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mocks/*', '**/mocks/*', '@faker-js/*', 'msw', 'msw/*', '@mswjs/*'], message: 'Only src/main.tsx may load the fake backend.' },
          ],
        },
      ],
    },
  },
  {
    // Flat config replaces a rule's options, so this block repeats the fake-backend ban above.
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/theme/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mocks/*', '**/mocks/*', '@faker-js/*', 'msw', 'msw/*', '@mswjs/*'], message: 'Only src/main.tsx may load the fake backend.' },
            { group: ['@/features/*', '@/routes/*'], message: 'Shared code must not depend on features or routes.' },
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
