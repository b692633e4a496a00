import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { checkBundleBudget } from './scripts/bundle-budget.ts';

/** The API (and its Socket.IO gateway) listens here in development; `npm start` serves dist itself. */
const API_TARGET = 'http://127.0.0.1:7001';

/** After dist is written: prints the first load's size of `/` and fails the build over budget. */
function bundleBudget(): Plugin {
  let outDir = '';
  return {
    name: 'fanhub:bundle-budget',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const verdict = checkBundleBudget(outDir);
      if (!verdict.ok) this.error(verdict.message);
      console.log(verdict.message);
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    // Compressed once, at build time, at the strongest settings (Brotli 11, gzip 9): the server and
    // nginx (gzip_static) send these files as they are, never compressing an asset per request.
    compression({
      include: /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
    }),
    bundleBudget(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The admin area's chunk carries recharts (~430 KB raw, ~125 KB gzip) and loads on /admin only;
    // what every visitor loads first has its own, stricter budget (bundleBudget above).
    chunkSizeWarningLimit: 480,
    rolldownOptions: {
      // @fanhub/shared is plain declarations (constants, zod schemas, types): what the web client
      // does not import must not reach the bundle (zod alone would add ~26 KB gzip to the first load).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]shared[\\/]src[\\/]/.test(id) && !/[\\/]web[\\/]src[\\/].*\.tsx?$/.test(id) },
      output: {
        // Split by route: a library goes into the chunk of the code that uses it (recharts and its d3
        // packages only into the admin area's). The realtime client is its own chunk, imported lazily
        // after the first render. A catch-all `vendor` group here put every package into the first
        // load of `/` (issue 17: 240 KB gzip); web/scripts/bundle-budget.ts fails a build over 150 KB.
        codeSplitting: {
          groups: [{ name: 'realtime', test: /[\\/]node_modules[\\/](socket\.io-|engine\.io-|@socket\.io[\\/]|xmlhttprequest-ssl)/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
});
