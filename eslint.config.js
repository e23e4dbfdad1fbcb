import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import layers from './eslint/feature-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'contracts/pacts/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.artifacts/**',
      'screenshots/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Features never import each other; lib/, components/ and the rest import no feature; only app/
    // composes them (eslint/feature-boundaries.js; its proof: scripts/lib/feature-boundaries.test.ts).
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { layers },
    rules: {
      'layers/feature-boundaries': 'error',
      // one level up at most: farther is @/ (web/src) or @test/ (web/test), web/tsconfig.json's paths
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./',
              message:
                "Import through '@/' (web/src) or '@test/' (web/test), not two or more '../'.",
            },
          ],
        },
      ],
    },
  },
  {
    // The tester console runs in the browser (mock-server/console/src, bundled by esbuild).
    files: ['mock-server/console/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Every journey fails on an uncaught page error or an unexpected console error: e2e/support.ts.
    files: ['e2e/**/*.e2e.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './support' (it fails on uncaught page errors).",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
