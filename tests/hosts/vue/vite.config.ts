// The Vue 3 demo host: built against the packed package installed in tests/hosts/node_modules
// (scripts/pack-hosts.ts). Vue's template compiler is told that fsp-* tags are custom elements.
import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('fsp-') } } })],
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
