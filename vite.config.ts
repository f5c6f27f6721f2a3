import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const apiPort = process.env.PORT ?? '8080';

const brotliMax = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };

/**
 * The service worker is written by vite-plugin-pwa after the bundle (its precache manifest is
 * injected last), so its twins are made here, after that plugin's closeBundle.
 */
function compressServiceWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'wakeline:compress-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const file = join(outDir, 'sw.js');
        const source = await readFile(file).catch(() => null);
        if (!source) return;
        await writeFile(`${file}.br`, brotliCompressSync(source, brotliMax));
        await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
      },
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'workers',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Wakeline',
        short_name: 'Wakeline',
        description: 'Vessel performance monitoring and emission reporting',
        theme_color: '#0b3d5c',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }),
    // Brotli and gzip twins of every text asset (x.js.br, x.js.gz beside x.js), served by
    // server/http/static-files.ts per Accept-Encoding (ADR 0065). Source maps are left out (only
    // DevTools fetch them); the precache manifest keeps listing the original names.
    compression({
      include: /\.(html|css|js|mjs|json|svg|webmanifest|txt)$/,
      exclude: /\.map$/,
      threshold: 256,
      algorithms: [defineAlgorithm('brotliCompress', brotliMax), defineAlgorithm('gzip', { level: 9 })],
      logLevel: 'silent',
    }),
    compressServiceWorker(),
  ],
  worker: { format: 'es' },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // The automatic split cut Mantine, React and TanStack into one file per component they share
    // between pages: the login page alone loaded 104 files (on a ship's link, a request each). Each
    // library the shell needs is one file (ADR 0095, sixth step); the rest stays split per page.
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/ },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'data', test: /node_modules[\\/](dexie|dexie-react-hooks|valibot|comlink)[\\/]/ },
            // The rules, contracts and helpers the pages share.
            { name: 'shared', test: /[\\/](domain|src[\\/]lib|src[\\/]offline)[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
