import './scripts/require-node24.ts';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';
import { manifestAsset } from './scripts/elements.ts';
import { elementChunks } from './scripts/element-chunks.ts';

const here = import.meta.dirname;

/**
 * Element entries: one bundle per area with a stable name (`elements/fsp-<area>.js`), so a host may
 * import one element directly. The tag is `fsp-` and the area's folder name (one word everywhere).
 */
export const elementEntries = Object.fromEntries(
  readdirSync(resolve(here, 'src/elements'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => [`fsp-${d.name}`, resolve(here, 'src/elements', d.name, `${d.name}.element.ts`)]),
);

const normalized = (id: string) => id.replaceAll('\\', '/');
/** The element class and the catalog: all the loader needs, shared with the runtime and the portal. */
const isCatalog = (id: string) => /\/src\/(catalog\.ts|core\/element\/base\.ts)$/.test(normalized(id));
/** Stylesheets linked into a document (the standalone's); `?inline` ones are strings in the JS. */
const isDocumentCss = (id: string) => /\.css$/.test(normalized(id));

/**
 * The portal's first paint waits for the texts of its language (each language's texts are a chunk,
 * loaded when used): Swedish, the default, the standalone's and core's, is preloaded with the
 * scripts (`<link rel=modulepreload>` in index.html) instead of being asked for once they have run.
 * A session in English fetches its own after them, as before.
 */
function preloadDefaultTexts(): Plugin {
  return {
    name: 'fsp-preload-default-texts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) =>
        Object.keys(ctx.bundle ?? {})
          .filter((file) => /^assets\/texts-(standalone|i18n)-sv-[\w-]{8}\.js$/.test(file))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
    },
  };
}

/**
 * Vite wraps every `import()` of the build in its preload helper, which adds `<link rel=modulepreload>`
 * elements for the imported chunk's dependencies. No `import()` of ours is given any (see
 * `modulePreload.resolveDependencies` below: the catalog imports an element's chunks itself, and an
 * element adds nothing to a host's document), so the helper only ever calls the import: it is that
 * call here, and the 0.7 KB helper is no longer in the catalog every element loads. Vite's helper
 * also dispatched `vite:preloadError` on a failed import; nothing here listens for it (a chunk
 * that fails is the element's load failure: the catalog logs it, and the next connection tries again).
 */
function plainPreload(): Plugin {
  const id = '\0vite/preload-helper.js';
  return {
    name: 'fsp-plain-preload',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === id ? id : null),
    load: (source) => (source === id ? 'export const __vitePreload = (load) => load();' : null),
  };
}

export default defineConfig({
  root: resolve(here, 'src/standalone'),
  publicDir: resolve(here, 'src/standalone/public'),
  // manifestAsset: custom-elements.json served beside the elements (/elements/custom-elements.json).
  // elementChunks: every chunk an element needs, listed in the catalog, which imports them at once.
  plugins: [plainPreload(), react(), manifestAsset(), elementChunks(), preloadDefaultTexts(), precompress()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  server: { proxy: { '/rs': 'http://localhost:8080', '/demo': 'http://localhost:8080' } },
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    modulePreload: {
      // The catalog's lazy imports, and an element's own (the cart's dialogs, loaded when first
      // opened), run in host pages: preloading would add <link> elements to the host's document,
      // and the elements add nothing there: the catalog imports every chunk of an element at once
      // instead (scripts/element-chunks.ts). The portal's index.html keeps its preload links (its
      // entry's chunks and the default language's texts); none of its own `import()`s has
      // dependencies to preload (its screens are the elements).
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      input: {
        portal: resolve(here, 'src/standalone/index.html'),
        loader: resolve(here, 'src/loader.ts'),
        ...elementEntries,
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'portal' ? 'assets/[name]-[hash].js' : 'elements/[name].js'),
        // A chunk of shared area code is named with its area too (areas/stock/items.tsx: stock-items).
        chunkFileNames: (chunk) => {
          // A language's texts (a sv.json or en.json, loaded when that language is in use): named
          // with whose they are and the language (texts-cart-dialogs-sv), which scripts/size.ts reads.
          const json = chunk.moduleIds.length === 1 ? /[\\/]([^\\/]+)[\\/]([^\\/]*?)\.?(sv|en)\.json$/.exec(chunk.moduleIds[0] ?? '') : null;
          if (json) return `assets/texts-${json[1]}-${json[2] ? `${json[2]}-` : ''}${json[3]}-[hash].js`;
          // The portal's own lazy parts (its logged-in part, its embedded mode) are the portal's, named so:
          // the package for hosts leaves out portal-* (package.json "files").
          if (/[\\/]src[\\/]standalone[\\/]/.test(chunk.facadeModuleId ?? '')) return 'assets/portal-[name]-[hash].js';
          const named = [chunk.facadeModuleId ?? '', ...chunk.moduleIds].find((id) => new RegExp(`[\\\\/]${chunk.name}\\.[a-z]+(\\?|$)`).test(id));
          const area = /src[\\/]areas[\\/]([^\\/]+)[\\/]/.exec(named ?? '')?.[1];
          return area && !chunk.name.startsWith(area) ? `assets/${area}-[name]-[hash].js` : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          groups: [
            {
              // The tag classes and the catalog: a few KB, loaded by the loader before anything else.
              name: 'catalog',
              priority: 2,
              test: isCatalog,
            },
            {
              // The widget kit's small pieces most elements use (buttons, fields, states, the dialog,
              // the failure card, formats, routes, links, the stylesheet hook, the URL id parser):
              // one shared chunk rather than a chunk each. The larger widgets (combobox, virtual list, file upload, …)
              // stay with the elements using them, and so does the GS1 parser (format/gs1.ts), which
              // the scanner fetches with the first scan (core/ui/scanner/scan-field.tsx).
              name: 'ui',
              priority: 0,
              test: (id: string) => /src[\\/](core[\\/](ui[\\/](components|dialog|confirm-dialog|query-failure|links|sheet)\.|format[\\/](?!gs1\.)|routes\.)|contract[\\/]shared[\\/]query-id\.)/.test(normalized(id)),
            },
            {
              // A field that takes a scanned code (issue 40): the scan button, the page's support check,
              // the hand scanner's wedge and the field's text that follows the search (its only users
              // scan): one chunk rather than a chunk of a few hundred bytes beside it.
              name: 'scan-field',
              priority: 0,
              test: (id: string) => /src[\\/]core[\\/]ui[\\/](scanner[\\/](scan-field|scan-button|scan-support|wedge)\.|following-text\.)/.test(normalized(id)),
            },
            {
              // Ordering's rules and the `orders` texts they register (areas/orders/texts.ts): one
              // chunk, so the order list, which reads those texts but not the rules, does not make
              // the texts' registration a chunk more for every element that orders.
              name: 'orders-rules',
              priority: 0,
              test: (id: string) => /src[\\/]areas[\\/]orders[\\/](rules|texts)\.ts$/.test(normalized(id)),
            },
            {
              // The base storages' reference data and the balance's cache keys (a few hundred bytes
              // together): the storage pages load both, so one chunk rather than two.
              name: 'stock-reference',
              priority: 0,
              test: (id: string) => /src[\\/]areas[\\/]stock[\\/](reference|balance-keys)\.ts$/.test(normalized(id)),
            },
            {
              // The list itself (its rows, whole or virtualized, and what loads its virtualizer): a
              // chunk of its own, beside the one of TanStack Virtual it loads for a long list.
              name: 'virtual-list',
              priority: 0,
              test: (id: string) => /src[\\/]core[\\/]ui[\\/]virtual-list\.(tsx|css)/.test(normalized(id)),
            },
            {
              // A long list's virtualizer (virtual-rows.ts) and TanStack Virtual (its only user): one
              // chunk, not two, loaded when a list first passes PLAIN_ROWS_MAX rows (core/ui/virtual-list.tsx).
              name: 'virtual-rows',
              priority: 0,
              test: (id: string) => /(src[\\/]core[\\/]ui[\\/]virtual-rows\.|node_modules[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/])/.test(normalized(id)),
            },
            {
              // The shared runtime: React, the state, HTTP, query cache and i18n libraries and the
              // core every element needs before it renders: core/element, http, session, i18n (its
              // loaders: the texts themselves are chunks of their own, one a language), the
              // styles, the feedback store and host and the error boundary. Widgets (core/ui), formats,
              // routes and the areas' queries go into chunks shared by the elements that use them:
              // an element fetches them with the runtime, all at once (the catalog lists them).
              name: 'runtime',
              priority: 1,
              // A stylesheet linked into a document is the standalone's, never the runtime's: the
              // runtime adds no CSS to a host.
              test: (id: string) =>
                !isCatalog(id) &&
                !isDocumentCss(id) &&
                !/\.json$/.test(id) &&
                // Uploads (a few elements have a file field) go with the elements that use them.
                !/src[\\/]core[\\/]http[\\/]upload\./.test(id) &&
                // The infinite query (the stock balance's rows), useQueries (the product, the
                // wizard's delivery step) and the prefetch hooks go with the elements that use them;
                // but usePrefetchInfiniteQuery, a few lines three elements use (the fixed asset's, the
                // stock balance's, the count's), a chunk of 0.2 KB fetched with each of them otherwise
                // (an import more in a move to a fixed asset's page, issue 41).
                (/@tanstack[\\/]react-query[\\/].*[\\/]usePrefetchInfiniteQuery\.js$/.test(id) ||
                  !/@tanstack[\\/](query-core|react-query)[\\/].*([iI]nfinite|useQueries|queriesObserver|usePrefetch)/.test(id)) &&
                /node_modules[\\/](react|react-dom|scheduler|zustand|ky|i18next|use-sync-external-store|@tanstack[\\/](query-core|react-query))[\\/]|src[\\/]core[\\/](element|session[\\/](store|app-data|bootstrap)|http|i18n|styles|ui[\\/](feedback|feedback-host|error-boundary|state-message)\.)/.test(id),
            },
          ],
        },
      },
    },
  },
});
