import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/.data/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A journey crosses remotes through their page objects only, so a remote's team changes its markup and its
    // page object together without breaking tests it does not own.
    files: ['e2e/tests/journeys/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(getBy[A-Z]\\w*|locator|frameLocator|goto|evaluate|evaluateAll|waitForSelector|\\$|\\$\\$)$/]',
          message: 'A journey acts on the pages through page objects only (<app>/testing/page.ts).',
        },
      ],
    },
  },
  {
    // Every spec takes `test` from the suite's own fixture, which keeps a failing test's browser console.
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Import test from './support/test.js' (it keeps the browser console of a failing test).",
            },
          ],
        },
      ],
    },
  },
);
