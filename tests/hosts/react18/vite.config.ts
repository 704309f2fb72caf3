// The React 18 demo host: built against the packed package installed in tests/hosts/node_modules
// (scripts/pack-hosts.ts), with its own React 18 from this workspace's node_modules.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
