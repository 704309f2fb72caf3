/**
 * Builds the demo host applications as their developers would: the package packed and installed
 * (scripts/pack-hosts.ts, after the portal's build), then each application's own Vite build into
 * its dist/ (tests/hosts/react18, tests/hosts/vue). The e2e run calls it before serving the hosts.
 */
import { join } from 'node:path';
import { build } from 'vite';
import { packHosts } from '../../scripts/pack-hosts.ts';

packHosts();
for (const app of ['react18', 'vue']) {
  await build({ configFile: join(import.meta.dirname, app, 'vite.config.ts') });
}
console.log('demo host applications built');
