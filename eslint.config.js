import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// Import boundaries and cycles are checked by dependency-cruiser (.dependency-cruiser.cjs, `npm run lint`).

/** A string that starts an SQL statement (as an esquery regular expression). */
const sqlStart =
  '/^\\s*(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|DROP|ALTER|LOCK|TRUNCATE|COPY|BEGIN|COMMIT|ROLLBACK|SET|VACUUM|ANALYZE|DO|CALL|NOTIFY|LISTEN)\\b/i';

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
  // SQL lives in a capability's `*.repository.ts` (or the database layer, `server/db/`): a service,
  // route module or job asks its repository (issue 23 §2, CONTRIBUTING.md).
  {
    files: ['server/**/*.ts'],
    // Besides the tests (the backup's catalogue statements are in its own repository too).
    ignores: ['server/**/*.repository.ts', 'server/db/**', 'server/**/*.test.ts', 'server/**/test-*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `TaggedTemplateExpression[tag.name='sql']`,
          message: 'SQL lives in a *.repository.ts (or server/db/): ask the repository.',
        },
        {
          selector: `CallExpression[callee.property.name=/^(query|exec)$/] > :matches(Literal[value=${sqlStart}], TemplateLiteral[quasis.0.value.raw=${sqlStart}]):first-child`,
          message: 'SQL lives in a *.repository.ts (or server/db/): ask the repository.',
        },
      ],
    },
  },
  // The client calls the API through the endpoint declarations (ADR 0111): no path is written at a
  // call site.
  {
    files: ['src/**/*.{ts,tsx}'],
    // The fake sync server of the component tests answers the wire paths.
    ignores: ['src/**/*.test.{ts,tsx}', 'src/offline/fake-sync-server.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `:matches(Literal[value=/^\\/api\\/v1\\//], TemplateLiteral[quasis.0.value.raw=/^\\/api\\/v1\\//])`,
          message:
            'Call the API through its declaration in domain/contracts (callApi, uploadTo, endpointUrl).',
        },
      ],
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
);
