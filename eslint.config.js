import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';

// Import boundaries (ARCHITECTURE.md §1): domain imports nothing from the other tiers, and
// features under src/features/ do not import each other; routes compose them.
const features = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const tierPatterns = (tiers) =>
  tiers.map((tier) => ({
    group: [`**/${tier}/**`, `../${tier}/**`, `../../${tier}/**`, `../../../${tier}/**`],
    message: `This tier may not import from ${tier}/ (see docs/ARCHITECTURE.md).`,
  }));

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'src/routeTree.gen.ts',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: tierPatterns(['src', 'server', 'workers']) }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: tierPatterns(['src', 'workers']) }],
    },
  },
  {
    files: ['workers/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: tierPatterns(['src', 'server']) }],
    },
  },
  {
    // The sync worker runs the offline engine of src/offline/ over the one Dexie database the page
    // also uses (docs/adr/0022-offline-engine.md): that folder, and nothing else from src/.
    files: ['workers/sync.worker.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...tierPatterns(['server']),
            {
              group: ['../src/*', '!../src/offline'],
              message: 'The sync worker may import only src/offline/.',
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...tierPatterns(['server']),
            {
              group: features
                .filter((f) => f !== feature)
                .flatMap((f) => [`**/features/${f}`, `**/features/${f}/**`]),
              message: 'Features do not import each other; compose them in a route (docs/ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  })),
);
