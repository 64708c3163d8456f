// Lint: typescript-eslint strict (type-aware), React hooks, no import cycles, and the layer boundaries of
// docs/decisions.md (ui below features, teacher and admin apart, access below the domains). `npm run lint`.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Web feature folders: `ui` sits below all of them, and below `app` (routing, layouts). */
const webFeatures = ['admin', 'content', 'graphiql', 'print', 'public', 'shop', 'teacher', 'templates'];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      '.data-*/',
      'outbox/',
      'test-results/',
      'server/generated/',
      'web/src/gql/',
      'db/types.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: {
      // import-x reads the files an import leads to (for no-cycle) only when it knows their extension and parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    plugins: { 'import-x': importX },
    rules: {
      // Template literals interpolate numbers and ids all over (messages, keys, SQL fragments); only objects are wrong.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true, allowNullish: true },
      ],
      // `void promise` marks a deliberately unawaited call; event handlers may return promises (React ignores them).
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false, arguments: false } },
      ],
      // Arrow shorthands returning a void call (`(x) => set(x)`) are house style in handlers and callbacks.
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Defensive checks on values from the network, the database and JSON are kept even where types say "never".
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // Interfaces declare methods in shorthand (`signOut(): void`) for objects of closures, never classes, so
      // destructuring them (`const { signOut } = useAuth()`) is safe; the rule would flag ~240 such uses.
      '@typescript-eslint/unbound-method': 'off',
      // `async` without `await` is how methods meet Promise-returning interfaces here (Apollo plugins, Kysely's
      // migration provider, DataLoader batches); the rule would demand `Promise.resolve` wrappers instead.
      '@typescript-eslint/require-await': 'off',
      // Input sanitizers match control characters (NUL, C0) on purpose.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.test.ts', 'test/**/*.ts'],
    rules: {
      // Tests assert on rows and answers whose shape the test itself just created.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // API and browser tests read GraphQL answers as untyped JSON (`data.order.lines[0].price`) and assert on them:
    // typing each answer would restate the query (~1,200 hits); vitest's matchers (`expect.any`) are `any` too.
    files: ['**/*.test.ts', 'test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Migrations are frozen and typed over `Kysely<any>` (they must not follow today's generated types).
    files: ['db/migrations/**/*.ts', 'db/migrate.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Layer boundaries. Tests of a layer may build the whole app (the access test walks every root field).
    files: ['server/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './web/src/ui',
              from: [...webFeatures.map((feature) => `./web/src/${feature}`), './web/src/app'],
              message: 'ui/ holds feature-free building blocks: it may not import a feature or app/ (routing).',
            },
            {
              target: './web/src/core',
              from: [...webFeatures.map((feature) => `./web/src/${feature}`), './web/src/app', './web/src/ui'],
              message:
                'core/ (Apollo, offline queue, auth, i18n) is the bottom layer: it imports no ui, app or feature.',
            },
            {
              target: webFeatures.map((feature) => `./web/src/${feature}`),
              from: './web/src/app',
              message: 'app/ is the composition (router, root shell): features are imported by it, never the reverse.',
            },
            {
              target: './web/src/teacher',
              from: './web/src/admin',
              message: 'teacher/ and admin/ share code through a folder both import.',
            },
            {
              target: './web/src/admin',
              from: './web/src/teacher',
              message: 'teacher/ and admin/ share code through a folder both import.',
            },
            {
              // Denied by default: access sees only the core layer; domains register their rules with it.
              target: './server/access',
              from: './server',
              except: ['./access', './models', './domain', './generated', './errors.ts', './context.ts', './config.ts'],
              message: 'access/ depends on no domain: domains register their rules and visibility with it.',
            },
          ],
        },
      ],
    },
  },
);
