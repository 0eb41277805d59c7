import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressedAssets } from '../../vite.precompress';

/** The business site. In development the API and uploaded files come from the server on :3001. */
const api = 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [
    react(),
    // Scripts and stylesheets also as .br and .gz, sent as they are (ADR 047).
    precompressedAssets(),
    // The installable till (ADR 039): src/sw.ts with Workbox, built to dist/sw.js with the list of
    // built files to precache, and a web manifest opening at /redeem. Registered by
    // src/app/update-prompt.tsx, which offers a reload when a new version waits (as on the
    // customer site, ADR 022).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/redeem',
        lang: 'en-GB',
        name: 'Vouchers & Gifting Business',
        short_name: 'Till',
        description: 'Redeem vouchers at the till: type or scan a code, then mark it as used.',
        start_url: '/redeem',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#fafaf7',
        theme_color: '#0f766e',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      injectManifest: {
        globPatterns: ['assets/**/*.{js,css,woff2,svg,png,webp}', 'icons/*.{svg,png}'],
      },
    }),
  ],
  // The brand's icons are the customer site's (apps/web/public/icons): one set for both sites.
  publicDir: '../web/public',
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
