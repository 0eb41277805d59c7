import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressedAssets } from '../../vite.precompress';
import { landingScreenChunk } from '../../vite.landing-screen-chunk';

/** The customer site. In development the API and uploaded files come from the server on :3000. */
const api = 'http://127.0.0.1:3000';

const campaignShared = landingScreenChunk(
  'campaign-shared',
  resolve(import.meta.dirname, 'src/routes/campaign.tsx'),
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    !isSsrBuild && campaignShared.plugin,
    // Scripts and stylesheets also as .br and .gz, sent as they are (ADR 047).
    !isSsrBuild && precompressedAssets(),
    // The offline wallet's service worker (ADR 011, ADR 022): src/sw.ts with Workbox, built to
    // dist/sw.js with the list of built files to precache. Registered by src/app/update-prompt.tsx,
    // which offers a reload when a new version waits. The web manifest is the server's
    // (/api/site/manifest.webmanifest, from the branding), so none is generated here.
    // The server-rendering build (entry-server.tsx, ADR 043) has no service worker. The pages the
    // server rendered start their scripts with public/start-after-paint.js, put inline by the
    // server (ADR 047); the file is precached too, for a page kept offline that still names it.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          globPatterns: [
            'assets/**/*.{js,css,woff2,svg,png,webp}',
            'icons/*.{svg,png}',
            'start-after-paint.js',
          ],
        },
      }),
  ],
  // The browser's build in dist/ (served as is); the server renderer in dist-ssr/ (never served),
  // with the workspace's own packages bundled in and the npm dependencies loaded from node_modules.
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : // The manifest tells the server renderer which stylesheets a lazy screen needs (ADR 043).
      {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        // zod in a chunk of its own: left to itself the bundler puts it together with small
        // modules its users share with pages that need no zod (the campaign page), which then
        // download it on their first load (ADR 047). React, the router, TanStack Query and the
        // API client's context in one chunk, which every page loads: left to itself the bundler
        // split them over four files by which lazy screens share which parts, each one more
        // request (about 1 KB of headers) and compressed on its own (3 KB more in all). Then the
        // campaign screen's modules that other screens share, in one chunk (campaignShared).
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 2 },
                {
                  name: 'framework',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]|[\\/]packages[\\/]ui[\\/]src[\\/]api-client/,
                  priority: 2,
                },
                { ...campaignShared.group, priority: 1 },
              ],
            },
          },
        },
      },
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
