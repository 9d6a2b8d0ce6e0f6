// One lint configuration for the whole monorepo (`npm run lint`). Syntax-level typescript-eslint
// rules only: the type-aware ones would re-run the compiler, which `npm run typecheck` already does;
// the one exception is the site's promise rules (web/src, below).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Packages meet through their names (`@arena/<svc>` and what its index exports): no tool, seed,
// test, site file or other service reaches into another package's src/ by a relative path.
const PACKAGE_BY_NAME = {
  regex: '^(\\.\\./)+(services/)?[a-z-]+/src(/|$)',
  message: 'Import another package by its name (`@arena/<svc>`), exporting what is needed from its src/index.ts.',
};

// The site calls the API through `api` (src/api/api.ts), never the HTTP client underneath.
const SITE_HTTP_CLIENT = {
  regex: '/api/http-client$',
  message: 'Call the API through `api` (src/api/api.ts), typed from the OpenAPI document.',
};

// The site's layers: app/ (shell, layout, router) and pages/ (one per route) put the features
// together, and the features use the API client; nothing reaches up into what uses it.
const siteLayer = (layer, message) => ({ regex: `^(\\.\\./)+${layer}(/|$)`, message });
const FROM_APP = siteLayer(
  'app',
  'app/ puts the site together: move what is shared to config/, ui/ or the feature, or have app/ pass it in.',
);
const FROM_PAGES = siteLayer(
  'pages',
  'A page puts features together: move what is shared into the feature (or config/, ui/).',
);
const FROM_FEATURES = siteLayer('features', 'The API client serves the features: it never imports one.');

export default tseslint.config(
  {
    // Generated or built output, third-party code and local state: nothing written by hand.
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/coverage/**',
      'services/shared/src/generated/**',
      'var/**',
      'web/build/**',
      'web/public/**',
      'web/src/api/generated/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // `_name` marks a parameter or binding that must exist but is deliberately unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Everything outside the site runs on Node.
    files: ['services/**', 'tools/**', 'test/**', 'prisma/**', '*.{js,mjs,cjs,ts}', 'docker/**'],
    languageOptions: { globals: globals.node },
  },
  {
    // Every setting of a service is read in one place: `fromEnv` in services/shared/src/config
    // (from <service>.config.ts or the shared loadConfig()), never by a stray process.env.
    files: ['services/*/src/**/*.ts'],
    ignores: ['services/shared/src/config/**', '**/*.spec.ts', '**/*.e2e.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings with fromEnv in a <service>.config.ts (or loadConfig()), not process.env.',
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [PACKAGE_BY_NAME],
        },
      ],
    },
  },
  {
    // The site has one way to the API: `api` (src/api/api.ts), typed from the edge's OpenAPI
    // document. Outside src/api/ nothing reaches the HTTP client underneath, fetches an /api/ path,
    // or names the answer's type at the call (it is the document's, or the path is not catalogued).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [PACKAGE_BY_NAME, SITE_HTTP_CLIENT],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='fetch'] Literal[value=/^\\/api\\//]",
          message: 'Call the API through `api` (src/api/api.ts), typed from the OpenAPI document, not fetch.',
        },
        {
          selector: "CallExpression[callee.name='fetch'] TemplateElement[value.raw=/^\\/api\\//]",
          message: 'Call the API through `api` (src/api/api.ts), typed from the OpenAPI document, not fetch.',
        },
        {
          selector: "CallExpression[callee.object.name='api'][typeArguments]",
          message: "An answer's type is the OpenAPI document's (`DataOf<path, method>`), never written at the call.",
        },
      ],
    },
  },
  {
    // The site's layers (held by web/src/app/layers.test.ts).
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [PACKAGE_BY_NAME, SITE_HTTP_CLIENT, FROM_APP, FROM_PAGES] }],
    },
  },
  {
    files: ['web/src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PACKAGE_BY_NAME, FROM_APP, FROM_PAGES, FROM_FEATURES] }] },
  },
  {
    files: ['**/*.cjs', 'jest.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx,js,jsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['web/*.config.{ts,js,mjs}', 'web/e2e/**', 'web/tests/**'],
    languageOptions: { globals: globals.node },
  },
  {
    // The Rules of React: hooks' rules and the React Compiler's checks, on the site's code. Not on the
    // Playwright specs and configs, which hold no React and whose helpers may be named use<Something>.
    ...reactHooks.configs.flat.recommended,
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/e2e/**', 'web/*.config.ts'],
    rules: { ...reactHooks.configs.flat.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Promises are awaited, handled, or let go on purpose (`void`), and none is handed to what expects
    // a plain function: an unhandled rejection stops a Node process. Type-aware (each file's tsconfig),
    // so on the production sources only, where a lost rejection costs most.
    files: ['web/src/**/*.{ts,tsx}', 'services/*/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
);
