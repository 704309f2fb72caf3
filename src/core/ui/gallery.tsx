/**
 * A product's pictures: the one shown large (ProductImage, preset `medium`: 512 px, 400 px on a
 * narrow screen) and, when there are two or more, previous/next buttons, the position ("Bild 2 av
 * 3", announced politely as it changes) and a row of thumbnails (preset `icon`). The thumbnails are
 * one tab stop (roving tabindex, as a toolbar): Left/Right (Up/Down too) move the focus between
 * them, wrapping, Home/End to the first/last, Enter/Space (or a click) show the focused one, which
 * is marked `aria-current`. Thumbnails wider than the gallery scroll sideways, with arrows at the
 * row's ends (scroll-arrow.tsx). Previous/next wrap too, so the focus is never left on a disabled button.
 * One picture: the picture alone; none: the preset's box saying there is no picture. A product that
 * cannot be ordered carries NOT_ORDERABLE_SINGULAR on the large picture.
 *
 * The texts are the caller's (`labels`): the gallery is loaded with the element that uses it, and
 * its words stay out of the shared runtime's core texts.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import css from './gallery.css?inline';
import { ProductImage, type ProductImageData } from './product-image.tsx';
import { ScrollArrow } from './scroll-arrow-part.ts';
import { useSheet } from './sheet.ts';

export type GalleryLabels = {
  /** Name of the thumbnails' group ("Bilder på Rollator 1"). */
  thumbnails: string;
  /** The previous-picture button ("Föregående bild"). */
  previous: string;
  /** The next-picture button ("Nästa bild"). */
  next: string;
  /** The position of a picture, from 1 ("Bild 2 av 3"): the status and each thumbnail's name. */
  position: (index: number, count: number) => string;
};

export type GalleryProps = {
  images: readonly ProductImageData[];
  /** The text alternative of the large picture: the product's name. */
  alt: string;
  labels: GalleryLabels;
  /** Shows NOT_ORDERABLE_SINGULAR on the large picture. @default false */
  notOrderable?: boolean;
  /** The `part` of the gallery's outer element, for hosts to restyle. @default 'gallery' */
  part?: string;
};

export function Gallery({ images, alt, labels, notOrderable = false, part = 'gallery' }: GalleryProps) {
  useSheet(css);
  const [chosen, setChosen] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const thumbs = useRef<HTMLDivElement>(null);
  const statusId = useId();
  const count = images.length;
  const index = count ? Math.min(chosen, count - 1) : 0;
  // The thumbnail with the tab stop: the one shown, until the arrows move it.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const stop = focusIndex !== null && focusIndex < count ? focusIndex : index;

  const show = (i: number) => {
    setChosen(((i % count) + count) % count);
    setFocusIndex(null);
  };
  const focusAt = (i: number) => {
    const next = ((i % count) + count) % count;
    setFocusIndex(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    switch (e.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        focusAt(i + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        focusAt(i - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(count - 1);
        break;
      default:
        // Enter and Space are the button's own click.
        return;
    }
    e.preventDefault();
  };

  return (
    <div className="fsp-gallery" part={part} data-count={count}>
      <ProductImage image={images[index] ?? null} preset="medium" alt={alt} notOrderable={notOrderable} eager className="fsp-gallery-main" />
      {count > 1 ? (
        <>
          <div className="fsp-gallery-controls">
            <div className="fsp-gallery-bar">
              <button type="button" className="fsp-button" data-variant="secondary" aria-describedby={statusId} onClick={() => show(index - 1)}>
                <span aria-hidden="true">‹</span> {labels.previous}
              </button>
              <p id={statusId} className="fsp-gallery-status" aria-live="polite">
                {labels.position(index + 1, count)}
              </p>
              <button type="button" className="fsp-button" data-variant="secondary" aria-describedby={statusId} onClick={() => show(index + 1)}>
                {labels.next} <span aria-hidden="true">›</span>
              </button>
            </div>
          </div>
          {/* A thumbnail is named by its position (the text), not by its picture (hidden), whose
              text ("no picture") would otherwise be part of the name. */}
          <div className="fsp-gallery-thumbs-row">
            <ScrollArrow way="back" row={thumbs} />
            <div ref={thumbs} className="fsp-gallery-thumbs" role="toolbar" aria-label={labels.thumbnails} aria-orientation="horizontal">
              {images.map((image, i) => (
                <button
                  key={`${i}-${image.url}`}
                  ref={(el) => {
                    refs.current[i] = el;
                  }}
                  type="button"
                  className="fsp-gallery-thumb"
                  aria-current={i === index ? 'true' : undefined}
                  tabIndex={i === stop ? 0 : -1}
                  onFocus={() => setFocusIndex(i)}
                  onKeyDown={(e) => onKeyDown(e, i)}
                  onClick={() => show(i)}
                >
                  <span className="fsp-visually-hidden">{labels.position(i + 1, count)}</span>
                  <span aria-hidden="true" className="fsp-gallery-thumb-picture">
                    <ProductImage image={image} preset="icon" alt="" />
                  </span>
                </button>
              ))}
            </div>
            <ScrollArrow way="forward" row={thumbs} />
          </div>
        </>
      ) : null}
    </div>
  );
}
