import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The business site. In development the API and uploaded files come from the server on :3001. */
const api = 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5174,
    proxy: {
      // Only /api/… is the API: the client route /api (Website Connection) stays with the app.
      '^/api/': { target: api, changeOrigin: false },
      '/files': { target: api, changeOrigin: false },
    },
  },
  preview: { port: 4174 },
});
