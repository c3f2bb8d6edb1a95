import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Dev server proxies the API and /ws to the Fastify server on :8080. */
export default defineConfig({
  plugins: [react()],
  base: './',
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
  build: { target: 'es2022', sourcemap: false },
});
