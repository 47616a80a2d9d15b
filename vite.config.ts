import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { shipAssets } from './scripts/vite/precompress';
import { prerenderPages } from './scripts/vite/prerender';

const API_TARGET = 'http://127.0.0.1:8080';

/** zod without its eval probe, which the page's CSP reports (src/lib/zod-jitless.ts). */
const zodJitless = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)),
};

/** The service worker bundles the scheduler: no import() in a classic worker script. */
const bundledScheduler = {
  find: /^\.\/scheduler-source$/,
  replacement: fileURLToPath(new URL('./src/data/reviews/scheduler-bundled.ts', import.meta.url)),
};

export default defineConfig({
  plugins: [
    react(),
    prerenderPages(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'workers',
      filename: 'sw.ts',
      registerType: 'autoUpdate',
      injectRegister: false,
      injectManifest: {
        // wasm: sql.js, which writes Anki packages, so export works offline.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,webmanifest,wasm}'],
        // The install sheet's pictures are for the browser's install prompt, not for offline use.
        globIgnores: ['screenshots/**'],
        // The pdf.js worker is large; precache it so PDFs open offline.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // The service worker reads the Firebase session through the SDK's web-worker build.
        buildPlugins: {
          vite: [
            {
              name: 'sw-webworker-exports',
              config: () => ({
                resolve: { conditions: ['webworker'], alias: [zodJitless, bundledScheduler] },
              }),
            },
          ],
        },
      },
      devOptions: { enabled: false },
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        // A stable identity for the installed app, whatever start_url becomes.
        id: '/',
        name: 'Mnemo',
        short_name: 'Mnemo',
        description:
          'Study assistant: your documents become key concepts, flashcards and quizzes. Works offline.',
        theme_color: '#4338ca',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: './',
        scope: './',
        // The richer install sheet (Android, desktop Chrome): real screens, made by
        // tests/bench/web/screenshots.ts (tests/fixtures/README.md says how).
        screenshots: [
          {
            src: 'screenshots/phone-home.png',
            sizes: '412x823',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Mnemo turns your documents into key concepts, flashcards and quizzes',
          },
          {
            src: 'screenshots/phone-library.png',
            sizes: '412x823',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Your files, on your phone, also offline',
          },
          {
            src: 'screenshots/phone-flashcards.png',
            sizes: '412x823',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Flashcards made from your own lecture',
          },
          {
            src: 'screenshots/desktop-flashcards.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Your library, the chat and your flashcards side by side',
          },
        ],
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          {
            src: 'maskable-icon-512x512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
    }),
    shipAssets(),
  ],
  resolve: { alias: [zodJitless] },
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    // Built for error reporting, moved out of dist by shipAssets(): no browser ever gets them.
    sourcemap: 'hidden',
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        // Our own pdf.js viewer page, framed by the file viewer (obeys goto-page messages).
        'pdf-viewer': fileURLToPath(new URL('./src/pdf-viewer/index.html', import.meta.url)),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/ws': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
});
