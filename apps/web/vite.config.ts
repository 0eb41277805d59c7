import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The customer site. In development the API and uploaded files come from the server on :3000. */
const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/files': { target: api, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});
