/**
 * A product's picture in one of the image presets of spec 1 §9 (icon 50, tiny 100, small 250 or
 * 130 on a narrow screen, medium 512 or 400): a square box of the preset's width, so the layout does
 * not move when the picture arrives; the picture is asked for at the preset's pixel width (`scale`)
 * and loaded lazily. A product that cannot be ordered carries the NOT_ORDERABLE_SINGULAR label on
 * its picture (spec 2 §2). Used by the catalogue, the product detail and every later list of
 * products.
 */
import { useState, type CSSProperties } from 'react';
import { IMAGE_PRESETS, type ImagePreset } from '../../contract/constants.ts';
import { absoluteUrl } from '../http/client.ts';
import { useApiBase } from '../http/query.ts';
import { useTexts } from '../i18n/index.ts';
import css from './product-image.css?inline';
import { prepareSheet, useSheet } from './sheet.ts';

// Parsed as the module runs, before the first render that shows it (sheet.ts prepareSheet).
prepareSheet(css);

export type ProductImageData = { name: string; url: string };

/** The picture's address for a preset: the image's url (on the API's origin) with `?preset=`. */
export function productImageUrl(image: ProductImageData, preset: ImagePreset, apiBase: string): string {
  const url = new URL(absoluteUrl(image.url, apiBase));
  url.searchParams.set('preset', preset);
  return url.href;
}

export type ProductImageProps = {
  /** The picture; absent or null: a box saying there is no picture. */
  image: ProductImageData | null | undefined;
  preset: ImagePreset;
  /** The text alternative: the product's name (the picture shows the product). */
  alt: string;
  /** Shows the NOT_ORDERABLE_SINGULAR label on the picture. @default false */
  notOrderable?: boolean;
  /** The picture is the page's main content: load it at once rather than lazily. @default false */
  eager?: boolean;
  className?: string;
};

export function ProductImage({ image, preset, alt, notOrderable = false, eager = false, className }: ProductImageProps) {
  useSheet(css);
  const { t } = useTexts();
  const apiBase = useApiBase();
  const [failed, setFailed] = useState<string | null>(null);
  const spec: { width: number; mobile?: number } = IMAGE_PRESETS[preset];
  const style = { '--_fsp-image-width': `${spec.width}px`, '--_fsp-image-mobile-width': `${spec.mobile ?? spec.width}px` } as CSSProperties;
  const src = image ? productImageUrl(image, preset, apiBase) : null;
  return (
    <figure className={`fsp-product-image ${className ?? ''}`.trim()} data-preset={preset} data-mobile={spec.mobile ? '' : undefined} style={style}>
      {src && failed !== src ? (
        <img src={src} alt={alt} width={spec.width} height={spec.width} loading={eager ? 'eager' : 'lazy'} decoding="async" onError={() => setFailed(src)} />
      ) : (
        <span className="fsp-product-image-missing" role="img" aria-label={alt}>
          {t('productImage.missing')}
        </span>
      )}
      {notOrderable ? <figcaption className="fsp-product-image-label">{t('labels.NOT_ORDERABLE_SINGULAR')}</figcaption> : null}
    </figure>
  );
}
