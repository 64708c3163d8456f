import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleStatsPlugin } from './bundleStatsPlugin.ts';
import { graphqlDocumentsPlugin } from './graphqlDocumentsPlugin.ts';
import { antdImports } from './antdImports.ts';
import { i18nNamespaces } from './i18nNamespaces.ts';
import { notPrecached } from './precachePlan.ts';
import { appShellChunk, siteChunk } from './siteChunk.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const nodeModule = (path: string) => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));
const distDir = fileURLToPath(new URL('../dist', import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://localhost:4000';

const proxy: Record<string, ProxyOptions> = {
  '/graphql': { target: apiTarget, ws: true },
  '/files': { target: apiTarget },
  '/healthz': { target: apiTarget },
  '/readyz': { target: apiTarget },
  '/payments': { target: apiTarget },
};

export default defineConfig(({ command }) => ({
  root: webRoot,
  resolve: {
    // React Router's package exports only its development build (warnings and checks included) to bundlers; the
    // production build it ships beside it is the one users should download.
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: nodeModule('react-router/dist/production/index.mjs') }]
        : [],
  },
  // Apollo Client's development mode (its checks and warnings, its memory reports) off in the built app, and its code
  // dropped with it: Apollo's "Reducing bundle size". The dev server and the tests keep it.
  define: command === 'build' ? { 'globalThis.__DEV__': JSON.stringify(false) } : {},
  publicDir: 'public',
  plugins: [
    antdImports(),
    i18nNamespaces(webRoot),
    graphqlDocumentsPlugin({ generatedDir: fileURLToPath(new URL('./src/gql', import.meta.url)) }),
    react(),
    bundleStatsPlugin(),
    // The service worker on Workbox: our worker (src/sw/sw.ts) with the precache list of the build put in.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        // Not the admin area nor the GraphQL IDE: cached when visited (sw.ts), not on every teacher's phone.
        manifestTransforms: [
          (entries) => {
            const skipped = notPrecached(distDir);
            return { manifest: entries.filter((entry) => !skipped.has(entry.url)), warnings: [] };
          },
        ],
      },
    }),
  ],
  // The IDE's worker setup imports Monaco workers with `?worker`, which only Vite's own pipeline (not the
  // dependency pre-bundler) can load.
  optimizeDeps: { exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'] },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          // A group takes only the modules it names: the icons and helpers antd uses stay with the screens that use them.
          includeDependenciesRecursively: false,
          groups: [
            {
              // What every page runs (React, the router, i18next, the icons' base) in one file: one request and one
              // compression window instead of a dozen small files on a phone's connection.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|clsx|@ant-design[\\/]icons[\\/]es[\\/](components|utils|cssUtils|renderUtils))[\\/.]/,
              priority: 20,
            },
            // What the public site's light pages share (their layout, landing grid, product page), in one file.
            { name: siteChunk(webRoot), priority: 15 },
            // The signed-in app's frame (providers, Apollo, antd's base, shell, menu), libraries included, in one file.
            { name: appShellChunk(webRoot), priority: 12 },
            {
              // antd's parts that most screens use (its style engine, theme, buttons, pop-ups): one file, not dozens
              // of small ones each compressed on its own. Not its form and input code (rc-form and its validator,
              // about 20 KB gzipped): a screen that only needs a form context (a radio, a select) would fetch it all.
              name: 'antd-common',
              test: /node_modules[\\/](?!antd[\\/]es[\\/](input[\\/]|form[\\/](?!context|hooks[\\/]useVariants|validateMessagesContext))|@rc-component[\\/](input[\\/]|async-validator[\\/]|form[\\/](?!es[\\/]FormContext)))(antd|@rc-component|@ant-design[\\/](?!icons)[^\\/]+|stylis|@emotion|dayjs|throttle-debounce|compute-scroll-into-view|scroll-into-view-if-needed)[\\/]/,
              minShareCount: 40,
              priority: 10,
            },
            {
              // The app's data layer (Apollo, its cache and utilities, the saved cache, sockets): always loaded together.
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql-ws|zen-observable|zen-observable-ts|optimism|@wry|ts-invariant|symbol-observable|graphql-tag|apollo3-cache-persist|idb-keyval|tslib|rehackt)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
      // GraphiQL's packages carry React-compiler directives ("use no memo") that bundling drops harmlessly.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.id?.includes('node_modules')) return;
        handler(level, log);
      },
    },
  },
}));
