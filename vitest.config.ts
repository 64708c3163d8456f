import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Node loads graphql's CommonJS build for every package; Vite would pick the ESM one for our own imports,
  // and two copies of graphql refuse to work together. A deep import (`graphql/language/parser`) takes the
  // CommonJS file too: an alias by prefix would turn it into `graphql/index.js/language/parser`.
  resolve: {
    alias: [
      { find: /^graphql$/, replacement: 'graphql/index.js' },
      { find: /^graphql\/(.+?)(\.m?js)?$/, replacement: 'graphql/$1.js' },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['server/**/*.test.ts', 'db/**/*.test.ts', 'web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          // API and browser tests share one server and database (see the global setup).
          name: 'integration',
          include: ['test/api/**/*.test.ts', 'test/e2e/**/*.test.ts'],
          globalSetup: ['test/helpers/global-server.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // expect.poll waits for a real condition (a screen re-rendered, a row written). Its own default of one
          // second is shorter than a re-render takes on a shared CI machine with both cores busy.
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
