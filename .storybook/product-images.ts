/**
 * The product pictures in Storybook. The in-page server (server/browser.ts) answers the elements'
 * fetch calls, but an <img> asks the page's own server: this plugin answers
 * /rs/fsp/v1/product-images/<name>.svg from the same drawings (server/product-images.ts) in the dev
 * server and the story tests, and writes them into the static build (one size: SVG scales).
 */
import type { Plugin } from 'vite';
import { IMAGE_PRESETS, type ImagePreset } from '../src/contract/constants.ts';
import { PRODUCT_IMAGE_SLUGS, productImageSvg } from '../server/product-images.ts';

const PREFIX = '/rs/fsp/v1/product-images/';

export function productImages(): Plugin {
  return {
    name: 'fsp-product-images',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://storybook.invalid');
        const slug = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length).replace(/\.svg$/, '') : null;
        const preset = (url.searchParams.get('preset') ?? 'medium') as ImagePreset;
        const body = slug === null ? null : productImageSvg(slug, (IMAGE_PRESETS[preset] ?? IMAGE_PRESETS.medium).scale);
        if (body === null) return next();
        res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
        res.end(body);
      });
    },
    generateBundle() {
      for (const slug of PRODUCT_IMAGE_SLUGS) {
        this.emitFile({ type: 'asset', fileName: `${PREFIX.slice(1)}${slug}.svg`, source: productImageSvg(slug, IMAGE_PRESETS.medium.scale) ?? '' });
      }
    },
  };
}
