import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** The six remotes; each is deployed on its own, so none may lean on the shell's or another remote's code. */
const remotes = [
  'mfe-budgets',
  'mfe-data-management',
  'mfe-discounts',
  'mfe-personal-area',
  'mfe-records',
  'mfe-statistics',
];
const uiPackages = ['shell', 'shared-auth', ...remotes];
const tsFiles = (folders) => folders.flatMap((folder) => [`${folder}/**/*.ts`, `${folder}/**/*.tsx`]);

const shellImports = {
  group: ['@kaspit/shell', '@kaspit/shell/*'],
  message:
    'A remote never imports the shell: it talks to it through @kaspit/shared-auth (session, month, navigation).',
};
const remoteImports = {
  group: ['@kaspit/mfe-*'],
  message:
    'A remote never imports another remote: each deploys on its own. Shared code goes to @kaspit/shared-auth (UI) or @kaspit/domain (rules).',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/test-results/**',
      // Seeded violations the lint-check workspace feeds to ESLint on purpose.
      'lint-check/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Import graph: no circles (a circle makes start-up order decide what is undefined), and no reaching into another
    // workspace by a relative path (that would slip past the package-name boundaries below).
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [`${import.meta.dirname}/*/tsconfig.json`],
          noWarnOnMultipleProjects: true,
          symlinks: false,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-relative-packages': 'error',
    },
  },
  {
    // Hook dependency arrays are checked, not kept by hand: a missing dependency is a stale value on screen.
    files: tsFiles(uiPackages),
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: tsFiles(remotes),
    rules: { 'no-restricted-imports': ['error', { patterns: [shellImports, remoteImports] }] },
  },
  {
    // The API contract reaches the browser as types only: its zod schemas (and zod) would otherwise be bundled into
    // every page that reads a reply, for nothing the page checks.
    files: tsFiles(uiPackages),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@kaspit/api-contract',
              allowTypeImports: true,
              message: 'The front end imports only types from @kaspit/api-contract (`import type`).',
            },
          ],
        },
      ],
    },
  },
  {
    // The shared layer sits below the shell and the remotes; it cannot know them.
    files: tsFiles(['shared-auth']),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { ...shellImports, message: 'shared-auth sits below the shell and never imports it.' },
            { ...remoteImports, message: 'shared-auth sits below the remotes and never imports them.' },
          ],
        },
      ],
    },
  },
  {
    // The product's rules are plain functions over plain data, imported by the API and the UI alike; so is the
    // schema of remotes.json, read by the server (to refuse a broken file) and by the shell (to load remotes).
    files: tsFiles(['domain', 'remotes-manifest']),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kaspit/*'],
              message:
                'domain and remotes-manifest import nothing of ours: the API and the UI import them, never the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API runs on Node; browser and UI packages would drag a page into the server (or the server into a page).
    files: tsFiles(['api']),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@kaspit/shell',
                '@kaspit/shell/*',
                '@kaspit/mfe-*',
                '@kaspit/shared-auth',
                '@kaspit/shared-auth/*',
                '@kaspit/mf-config',
                'react',
                'react-dom',
                'react-dom/*',
                'react-router-dom',
                'single-spa',
                'single-spa-react',
                'chart.js',
                'chart.js/*',
                '@module-federation/*',
              ],
              message: 'The API imports no UI package; shared rules live in @kaspit/domain.',
            },
          ],
        },
      ],
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
        {
          // The page's own selector-taking shortcuts (page.click('…'), page.fill('…'), …) reach into markup too.
          selector:
            'CallExpression[callee.object.name="page"][callee.property.name=/^(click|dblclick|fill|check|uncheck|hover|focus|press|type|tap|selectOption|setInputFiles|textContent|innerText|innerHTML|inputValue|getAttribute|isVisible|isHidden|isChecked|isEnabled|isDisabled|isEditable|dispatchEvent|dragAndDrop|waitForFunction)$/]',
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
