import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API (and its Socket.IO gateway) listens here in development; `npm start` serves dist itself. */
const API_TARGET = 'http://127.0.0.1:7001';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // @fanhub/shared is plain declarations (constants, zod schemas, types): what the web client
      // does not import must not reach the bundle (zod alone would add ~26 KB gzip to the first load).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]shared[\\/]src[\\/]/.test(id) },
      output: {
        // Libraries change less often than the app: a separate, long-cached chunk. The realtime
        // client stays out of it: it is imported lazily, after the first render.
        codeSplitting: {
          groups: [
            { name: 'realtime', test: /[\\/]node_modules[\\/](socket\.io-|engine\.io-|@socket\.io[\\/]|xmlhttprequest-ssl)/ },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/ },
          ],
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
