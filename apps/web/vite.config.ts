import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

/** The customer site. In development the API and uploaded files come from the server on :3000. */
const api = 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // Every built script and stylesheet also as .br and .gz at the highest settings, sent as they
    // are (the server's preCompressed static files, ADR 047): smaller than compressing per request.
    !isSsrBuild &&
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
          }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        include: /\.(js|css|svg|json)$/,
        threshold: 1024,
      }),
    // The offline wallet's service worker (ADR 011, ADR 022): src/sw.ts with Workbox, built to
    // dist/sw.js with the list of built files to precache. Registered by src/app/update-prompt.tsx,
    // which offers a reload when a new version waits. The web manifest is the server's
    // (/api/site/manifest.webmanifest, from the branding), so none is generated here.
    // The server-rendering build (entry-server.tsx, ADR 043) has no service worker.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          globPatterns: ['assets/**/*.{js,css,woff2,svg,png,webp}', 'icons/*.{svg,png}'],
        },
      }),
  ],
  // The browser's build in dist/ (served as is); the server renderer in dist-ssr/ (never served),
  // with the workspace's own packages bundled in and the npm dependencies loaded from node_modules.
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : // The manifest tells the server renderer which stylesheets a lazy screen needs (ADR 043).
      { outDir: 'dist', emptyOutDir: true, manifest: true },
  ssr: { noExternal: [/^@stepup\//] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/files': { target: api, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
}));
