/**
 * Storybook for the fsp elements: React + Vite, stories under stories/<area>/, tested with the
 * Vitest addon (`npm run test:stories`) and checked by axe (addon-a11y, violations fail).
 */
import type { StorybookConfig } from '@storybook/react-vite';
import { productImages } from './product-images.ts';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Stories render custom elements, not React components with props to document: no docgen
  // (it was half of the build's time).
  typescript: { reactDocgen: false },
  // Storybook's Vite builder keeps the plugins and defines of vite.config.ts but not its layout
  // (it sets its own root and drops `build`), so the library inputs need no undoing here.
  viteFinal(config) {
    // PGlite (the in-browser reference server) loads its WASM and data files relative to its own
    // module: it must not be pre-bundled.
    config.optimizeDeps = { ...config.optimizeDeps, exclude: [...(config.optimizeDeps?.exclude ?? []), '@electric-sql/pglite'] };
    // PGlite's Emscripten glue has a Node branch (`node:module`) and direct `eval`s: known, harmless
    // in the browser, and only noise in the build output. Every other warning still shows.
    const rolldown = (config.build ??= {}).rolldownOptions ??= {};
    const previous = rolldown.onwarn;
    rolldown.onwarn = (warning, warn) => {
      if (warning.message.includes('@electric-sql/pglite')) return;
      if (previous) previous(warning, warn);
      else warn(warning);
    };
    // Storybook's own runtime and the in-page server (PGlite, Hono, zod, Drizzle) are each over a
    // megabyte; the static Storybook is a demo and test harness, not what host pages load.
    config.build.chunkSizeWarningLimit = 2048;
    config.plugins = [...(config.plugins ?? []), productImages()];
    return config;
  },
};

export default config;
