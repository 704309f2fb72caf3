/**
 * The core Gallery (src/core/ui/gallery.tsx) on its own: the large picture, previous/next (both
 * wrapping) with "Bild 2 av 3", and the thumbnails as one tab stop (arrows move the focus, Home/End,
 * Enter/Space show the focused one, marked aria-current); one picture alone without controls; no
 * picture at all; NOT_ORDERABLE_SINGULAR on the large picture; at 375 px; more thumbnails than
 * the width holds, with the scroll arrows.
 *
 * The pictures are one-pixel GIFs of a colour each, as data: URLs (a picture box is filled with
 * its colour): they need no server, and the `?preset=` the gallery adds comes after the GIF's end,
 * where the decoder stops reading.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Gallery, type GalleryLabels } from '../../src/core/ui/gallery.tsx';
import type { ProductImageData } from '../../src/core/ui/product-image.tsx';
import { VIEWPORTS } from '../helpers.ts';
import { focused, press, Styled } from './core-helpers.tsx';

/** A 1×1 GIF of one colour (`rrggbb`), percent-encoded. */
function pixel(hex: string): string {
  const rgb = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const bytes = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0, ...rgb, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b];
  return `data:image/gif,${bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')}`;
}

const PICTURES: ProductImageData[] = [
  { name: 'Framifrån', url: pixel('1f9e89') },
  { name: 'Från sidan', url: pixel('e07a1f') },
  { name: 'Hopfälld', url: pixel('5b5fc7') },
];

const LABELS: GalleryLabels = {
  thumbnails: 'Bilder på Rollator Etac',
  previous: 'Föregående bild',
  next: 'Nästa bild',
  position: (index, count) => `Bild ${index} av ${count}`,
};

/** Nine pictures: more thumbnails than a phone's width holds. */
const MANY: ProductImageData[] = ['1f9e89', 'e07a1f', '5b5fc7', 'c2185b', '455a64', '7cb342', 'f9a825', '00838f', '6d4c41'].map((hex, i) => ({ name: `Bild ${i + 1}`, url: pixel(hex) }));

type Args = { count?: number; notOrderable?: boolean; width?: number };

function Demo({ count = 3, notOrderable = false, width = 560 }: Args) {
  return (
    <Styled width={width}>
      <Gallery images={count > PICTURES.length ? MANY.slice(0, count) : PICTURES.slice(0, count)} alt="Rollator Etac" labels={LABELS} notOrderable={notOrderable} />
    </Styled>
  );
}

const meta = {
  title: 'Core/Gallery',
  render: (args) => <Demo {...args} />,
  args: {},
  parameters: { persona: null, viewport: VIEWPORTS },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The position shown under the large picture ("Bild 2 av 3"). */
function position(canvasElement: HTMLElement): HTMLElement | null {
  return canvasElement.querySelector<HTMLElement>('.fsp-gallery-status');
}

/** The large picture's address (without the preset). */
function mainSource(canvasElement: HTMLElement): string {
  const img = canvasElement.querySelector<HTMLImageElement>('.fsp-gallery-main img');
  return img ? img.src.replace(/\?preset=\w+$/, '') : '';
}

/** Three pictures: the first shown, its position, the thumbnails with the first current. */
export const Several: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('img', { name: 'Rollator Etac' })).toBeVisible();
    await expect(mainSource(canvasElement)).toBe(PICTURES[0]?.url);
    await expect(canvasElement.querySelector('.fsp-gallery-main img')).toHaveAttribute('src', expect.stringContaining('preset=medium'));
    await expect(position(canvasElement)).toHaveTextContent('Bild 1 av 3');
    const thumbs = within(ui.getByRole('toolbar', { name: 'Bilder på Rollator Etac' })).getAllByRole('button');
    await expect(thumbs[0]).toHaveAccessibleName('Bild 1 av 3');
    await expect(thumbs[1]).toHaveAccessibleName('Bild 2 av 3');
    await expect(thumbs[2]).toHaveAccessibleName('Bild 3 av 3');
    await expect(thumbs.map((b) => b.getAttribute('aria-current'))).toEqual(['true', null, null]);
    // one tab stop for the thumbnails
    await expect(thumbs.map((b) => b.tabIndex)).toEqual([0, -1, -1]);
    await expect(ui.getByRole('button', { name: 'Föregående bild' })).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Nästa bild' })).toBeVisible();
  },
};

/** Next and previous step through the pictures and wrap at both ends. */
export const PreviousNext: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const next = ui.getByRole('button', { name: 'Nästa bild' });
    await userEvent.click(next);
    await expect(position(canvasElement)).toHaveTextContent('Bild 2 av 3');
    await expect(mainSource(canvasElement)).toBe(PICTURES[1]?.url);
    await expect(ui.getByRole('button', { name: 'Bild 2 av 3' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(position(canvasElement)).toHaveTextContent('Bild 1 av 3');
    await userEvent.click(ui.getByRole('button', { name: 'Föregående bild' }));
    await expect(position(canvasElement)).toHaveTextContent('Bild 3 av 3');
    await expect(mainSource(canvasElement)).toBe(PICTURES[2]?.url);
    // the position is a polite live region, and the buttons are described by it
    await expect(position(canvasElement)).toHaveAttribute('aria-live', 'polite');
    await expect(next).toHaveAccessibleDescription('Bild 3 av 3');
  },
};

/** Arrows move the focus among the thumbnails (wrapping), Home/End jump, Enter and Space show one. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const thumb = (n: number) => ui.getByRole('button', { name: `Bild ${n} av 3` });
    thumb(1).focus();
    await press(thumb(1), 'ArrowRight');
    await expect(focused(canvasElement)).toBe(thumb(2));
    // moving the focus shows nothing yet, but the tab stop moves with it
    await expect(thumb(1)).toHaveAttribute('aria-current', 'true');
    await expect(thumb(2).tabIndex).toBe(0);
    await expect(thumb(1).tabIndex).toBe(-1);
    await userEvent.keyboard('{Enter}');
    await expect(thumb(2)).toHaveAttribute('aria-current', 'true');
    await expect(position(canvasElement)).toHaveTextContent('Bild 2 av 3');
    await expect(mainSource(canvasElement)).toBe(PICTURES[1]?.url);
    await press(thumb(2), 'End');
    await expect(focused(canvasElement)).toBe(thumb(3));
    await press(thumb(3), 'ArrowRight');
    await expect(focused(canvasElement)).toBe(thumb(1));
    await press(thumb(1), 'ArrowLeft');
    await expect(focused(canvasElement)).toBe(thumb(3));
    await press(thumb(3), 'Home');
    await expect(focused(canvasElement)).toBe(thumb(1));
    await press(thumb(1), 'ArrowDown');
    await expect(focused(canvasElement)).toBe(thumb(2));
    await press(thumb(2), 'ArrowDown');
    await userEvent.keyboard(' ');
    await expect(thumb(3)).toHaveAttribute('aria-current', 'true');
    await expect(position(canvasElement)).toHaveTextContent('Bild 3 av 3');
    await expect(focused(canvasElement)).toBe(thumb(3));
    // Tab leaves the thumbnails (one tab stop)
    await userEvent.tab();
    await expect(canvasElement.querySelector('.fsp-gallery-thumbs')?.contains(focused(canvasElement))).toBe(false);
  },
};

/** One picture: the picture alone, no controls, no position. */
export const OnePicture: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('img', { name: 'Rollator Etac' })).toBeVisible();
    await expect(ui.queryByRole('button')).toBeNull();
    await expect(ui.queryByRole('toolbar')).toBeNull();
    await expect(ui.queryByText(/^Bild \d/)).toBeNull();
  },
};

/** No picture: the box says so, named by the product. */
export const NoPicture: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('img', { name: 'Rollator Etac' })).toHaveTextContent('Bild saknas');
    await expect(ui.queryByRole('button')).toBeNull();
  },
};

/** A product that cannot be ordered: NOT_ORDERABLE_SINGULAR on the large picture only. */
export const NotOrderable: Story = {
  args: { notOrderable: true },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const labels = ui.getAllByText('Ej beställningsbar');
    await expect(labels).toHaveLength(1);
    await expect(canvasElement.querySelector('.fsp-gallery-main')?.contains(labels[0] ?? null)).toBe(true);
  },
};

/** At 375 px the large picture is 400 px by its preset, and shrinks to the width it has. */
export const Narrow: Story = {
  args: { width: 343 },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const main = canvasElement.querySelector<HTMLElement>('.fsp-gallery-main');
    await expect(main?.getBoundingClientRect().width).toBeLessThanOrEqual(343);
    const wrap = canvasElement.querySelector<HTMLElement>('.fsp-root');
    await expect(wrap && wrap.scrollWidth <= wrap.clientWidth).toBe(true);
  },
};

/** Nine thumbnails in 343 px: the row scrolls 100 px a click of an arrow, each arrow only while there is more its way. */
export const ManyThumbnails: Story = {
  args: { width: 343, count: 9 },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const row = ui.getByRole('toolbar', { name: 'Bilder på Rollator Etac' });
    await expect(within(row).getAllByRole('button')).toHaveLength(9);
    const forward = await ui.findByRole('button', { name: 'Rulla framåt' });
    await expect(ui.queryByRole('button', { name: 'Rulla bakåt' })).toBeNull();
    await expect(row.contains(forward)).toBe(false);
    await userEvent.click(forward);
    await waitFor(() => expect(row.scrollLeft).toBe(100));
    await userEvent.click(await ui.findByRole('button', { name: 'Rulla bakåt' }));
    await waitFor(() => expect(row.scrollLeft).toBe(0));
    await waitFor(() => expect(ui.queryByRole('button', { name: 'Rulla bakåt' })).toBeNull());
    // Nothing of the page scrolls sideways: only the row.
    const wrap = canvasElement.querySelector<HTMLElement>('.fsp-root');
    await expect(wrap && wrap.scrollWidth <= wrap.clientWidth).toBe(true);
  },
};
