import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { graphqlDocumentsPlugin } from './graphqlDocumentsPlugin.ts';
import { serviceWorkerPlugin } from './serviceWorkerPlugin.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://localhost:4000';

const proxy: Record<string, ProxyOptions> = {
  '/graphql': { target: apiTarget, ws: true },
  '/files': { target: apiTarget },
  '/healthz': { target: apiTarget },
  '/readyz': { target: apiTarget },
  '/payments': { target: apiTarget },
};

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [
    graphqlDocumentsPlugin({ generatedDir: fileURLToPath(new URL('./src/gql', import.meta.url)) }),
    react(),
    // The GraphQL IDE is a developer page: it is not precached for offline use.
    serviceWorkerPlugin({ source: 'src/sw/serviceWorker.ts', html: 'index.html' }),
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
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
      },
      // GraphiQL's packages carry React-compiler directives ("use no memo") that bundling drops harmlessly.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.id?.includes('node_modules')) return;
        handler(level, log);
      },
    },
  },
});
