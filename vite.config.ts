import './scripts/require-node24.ts';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = import.meta.dirname;

/** Element entries: one bundle per area, stable names so host pages can point at them. */
export const elementEntries = {
  'fsp-documents': resolve(here, 'src/elements/documents/documents.element.ts'),
  'fsp-profile': resolve(here, 'src/elements/profile/profile.element.ts'),
  'fsp-mobile-id': resolve(here, 'src/elements/mobile-id/mobile-id.element.ts'),
};

export default defineConfig({
  root: resolve(here, 'src/standalone'),
  publicDir: false,
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  server: { proxy: { '/rs': 'http://localhost:8080', '/demo': 'http://localhost:8080' } },
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      input: {
        portal: resolve(here, 'src/standalone/index.html'),
        loader: resolve(here, 'src/loader.ts'),
        ...elementEntries,
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'portal' ? 'assets/[name]-[hash].js' : 'elements/[name].js'),
        chunkFileNames: 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            {
              // The shared runtime: React, the state, HTTP and i18n libraries and the core of
              // src/core, loaded once and shared by every element and the standalone.
              name: 'runtime',
              // Only the core every element needs; other core modules (dialogs, checklists, …) go
              // into shared chunks that just the elements using them load.
              test: /node_modules[\\/](react|react-dom|scheduler|zustand|ky|i18next|react-i18next|@r2wc|use-sync-external-store|html-parse-stringify|void-elements)[\\/]|src[\\/]core[\\/](element|session[\\/]store|http|i18n|styles|routes|ui[\\/](components|feedback|feedback-host|error-boundary))/,
            },
          ],
        },
      },
    },
  },
});
