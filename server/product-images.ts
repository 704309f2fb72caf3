/**
 * The product pictures the reference server serves, one per item class (server/seed/world.ts
 * ITEM_CLASSES names each product's picture after its class): a flat pictogram of a typical aid of
 * the class on a soft background, one accent colour per class, dark rounded strokes. Drawn here as
 * SVG so the server needs no image files and every preset (spec 1 §9) is the same drawing at another
 * width. No text in the drawing (the <title> carries the class's Swedish label), no scripts, no
 * external references: the documents are safe to serve as image/svg+xml from the API's origin.
 */
import { ITEM_CLASSES } from './seed/world.ts';

type Slug = (typeof ITEM_CLASSES)[number]['slug'];

/** The eight picture names (without `.svg`), in item class order. */
export const PRODUCT_IMAGE_SLUGS: readonly Slug[] = ITEM_CLASSES.map((c) => c.slug);

/** The dark of every outline: on each background it is well above 7:1. */
const INK = '#1f2d3a';

/** An outlined bar: a thick dark stroke with a narrower coloured one on top. */
const bar = (d: string, fill: string, width = 22) =>
  `<path d="${d}" stroke-width="${width + 18}"/><path d="${d}" stroke="${fill}" stroke-width="${width}"/>`;

/** A water drop with its tip at (x, y). */
const drop = (x: number, y: number, fill: string) =>
  `<path d="M${x} ${y}c10 14 16 23 16 31a16 16 0 0 1-32 0c0-8 6-17 16-31z" fill="${fill}" stroke-width="8"/>`;

/** A shoe seen from above, toe towards the viewer, centred on (x, y) and turned by `angle` degrees. */
const shoe = (x: number, y: number, angle: number) =>
  `<path transform="translate(${x} ${y}) rotate(${angle}) scale(1.2)" d="M0-34c12 0 16 12 16 26s6 26 4 36c-2 10-38 10-40 0s4-22 4-36 4-26 16-26z"/>`;

/** Five air cells of a cushion in a row centred on x 256, seen in perspective. */
const cellRow = (y: number, rx: number, ry: number, step: number) =>
  [-2, -1, 0, 1, 2].map((k) => `<ellipse cx="${256 + k * step}" cy="${y}" rx="${rx}" ry="${ry}"/>`).join('');

type Drawing = { accent: string; background: string; body: (accent: string) => string };

const DRAWINGS: Record<Slug, Drawing> = {
  // A rollator from the side: wheels, seat, basket, handle with brake lever.
  ganghjalpmedel: {
    accent: '#1f9e89',
    background: '#dff3ee',
    body: (a) =>
      `<path d="M324 140L136 398M326 128l22 270"/>` +
      `<path d="M236 272h100l-10 62h-80z" fill="#fff"/><path d="M269 276v54M303 276v54" stroke-width="8"/>` +
      `<rect x="204" y="228" width="164" height="28" rx="14" fill="${a}"/>` +
      bar('M326 128h64', a) +
      `<path d="M338 156q34 8 54-6" stroke-width="10"/>` +
      `<circle cx="136" cy="398" r="38" fill="#fff"/><circle cx="348" cy="398" r="38" fill="#fff"/>` +
      `<circle cx="136" cy="398" r="9" fill="${INK}"/><circle cx="348" cy="398" r="9" fill="${INK}"/>`,
  },
  // A manual wheelchair from the side: big rear wheel, caster, seat, backrest, armrest, footrest.
  rullstolar: {
    accent: '#3d6fd1',
    background: '#e2eafa',
    body: (a) =>
      `<path d="M176 120h-40M176 120l14 142M352 262l40 132M344 268l70 104h34"/>` +
      `<circle cx="212" cy="328" r="104" fill="#fff"/>` +
      `<circle cx="212" cy="328" r="80" stroke="${a}" stroke-width="10"/>` +
      `<path d="M212 248v160M132 328h160" stroke-width="6"/>` +
      `<circle cx="212" cy="328" r="14" fill="${INK}"/>` +
      bar('M182 146l8 90', a) +
      `<rect x="178" y="244" width="190" height="30" rx="15" fill="${a}"/>` +
      `<path d="M306 206v38"/>` + bar('M212 200h104', a, 16) +
      `<circle cx="392" cy="410" r="22" fill="#fff"/><circle cx="392" cy="410" r="5" fill="${INK}"/>`,
  },
  // A shower chair with backrest and drain holes, water drops above.
  hygien: {
    accent: '#1b9fc6',
    background: '#dcf2f9',
    body: (a) =>
      `<path d="M186 204l-8 58M326 204l8 58M170 298l-28 122M342 298l28 122M212 298l-8 104M300 298l8 104M156 360h200"/>` +
      `<rect x="156" y="134" width="200" height="70" rx="28" fill="${a}"/>` +
      `<rect x="132" y="260" width="248" height="38" rx="19" fill="${a}"/>` +
      `<g fill="#fff" stroke="none"><circle cx="196" cy="279" r="8"/><circle cx="256" cy="279" r="8"/><circle cx="316" cy="279" r="8"/></g>` +
      `<path d="M126 422h32M354 422h32" stroke-width="22"/>` +
      drop(96, 84, a) + drop(416, 110, a) + drop(110, 180, a),
  },
  // A care bed from the side: head section raised, side rail, head- and footboard, castors.
  sangar: {
    accent: '#e07a32',
    background: '#fcede1',
    body: (a) =>
      `<path d="M104 318h310M132 318v74M386 318v74"/>` +
      `<rect x="196" y="270" width="216" height="40" rx="14" fill="${a}"/>` +
      `<g transform="rotate(30 208 290)"><rect x="96" y="270" width="118" height="40" rx="14" fill="${a}"/>` +
      `<rect x="112" y="244" width="64" height="26" rx="13" fill="#fff"/></g>` +
      `<path d="M250 244v26M368 244v26" stroke-width="10"/><rect x="236" y="226" width="146" height="20" rx="10" fill="#fff" stroke-width="10"/>` +
      `<rect x="70" y="150" width="32" height="244" rx="14" fill="${a}"/>` +
      `<rect x="412" y="218" width="32" height="176" rx="14" fill="${a}"/>` +
      `<circle cx="132" cy="412" r="18" fill="#fff"/><circle cx="386" cy="412" r="18" fill="#fff"/>`,
  },
  // A mobile patient lift: base on castors, mast, boom with actuator, spreader bar and sling.
  lyftar: {
    accent: '#8a5cc7',
    background: '#efe7fa',
    body: (a) =>
      `<path d="M120 406h290" stroke-width="22"/>` +
      `<path d="M176 296l76-170" stroke-width="22"/>` +
      bar('M162 398V132l196-18', a) +
      `<path d="M162 176h-44" stroke-width="18"/>` +
      `<path d="M352 118v68M300 190h108" stroke-width="12"/>` +
      `<path d="M306 194c-14 70-4 136 50 142c56-6 66-72 50-142" fill="${a}"/>` +
      `<circle cx="136" cy="420" r="14" fill="#fff"/><circle cx="394" cy="420" r="14" fill="#fff"/>`,
  },
  // A reacher (grabber): pistol grip with trigger, long shaft, jaws holding a ball.
  vardagshjalpmedel: {
    accent: '#4b9a2c',
    background: '#e6f4dd',
    body: (a) =>
      `<circle cx="398" cy="134" r="34" fill="${a}"/>` +
      `<path d="M350 164q-8-60 44-72M350 164q60 16 84-26" stroke-width="14"/>` +
      `<path d="M176 346L350 164" stroke-width="32"/><path d="M176 346L350 164" stroke="#fff" stroke-width="14"/>` +
      bar('M180 340l-34 86', a, 28) +
      `<path d="M202 366q12 30-8 48" stroke-width="12"/>`,
  },
  // A turning disc: the disc in perspective, two footprints, a turning arrow.
  forflyttning: {
    accent: '#c98d0c',
    background: '#fbf1d6',
    body: (a) =>
      `<path d="M80 326v24a176 62 0 0 0 352 0v-24" fill="${a}"/>` +
      `<ellipse cx="256" cy="326" rx="176" ry="62" fill="#fff"/>` +
      `<ellipse cx="256" cy="326" rx="150" ry="50" stroke="${a}" stroke-width="8"/>` +
      `<g fill="${INK}" stroke="none">${shoe(222, 322, 10)}${shoe(290, 322, -10)}</g>` +
      bar('M112 216a160 76 0 0 1 270-44', a, 16) +
      `<path d="M362 134l46 50-66 14z" fill="${a}" stroke-width="12"/>`,
  },
  // A seat cushion with air cells, in perspective.
  sittdynor: {
    accent: '#d24f76',
    background: '#fbe6ec',
    body: (a) =>
      `<path d="M104 300h304v36q0 24-24 24H128q-24 0-24-24z" fill="${a}"/>` +
      `<path d="M172 198h168q14 0 21 12l41 76q7 14-9 14H111q-16 0-9-14l41-76q7-12 21-12z" fill="#fff"/>` +
      `<g fill="${a}" stroke-width="6">${cellRow(222, 15, 9, 39)}${cellRow(250, 18, 11, 46)}${cellRow(279, 21, 12, 54)}</g>`,
  },
};

const escapeXml = (s: string): string => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The picture named `slug` as a complete SVG document, `pixelWidth` wide and high (the preset's
 * pixel width; anything not a positive number gives 512), or null for a name that is not a picture.
 * The same slug always gives the same drawing.
 */
export function productImageSvg(slug: string, pixelWidth: number): string | null {
  const itemClass = ITEM_CLASSES.find((c) => c.slug === slug);
  if (!itemClass) return null;
  const { accent, background, body } = DRAWINGS[itemClass.slug];
  const px = Number.isFinite(pixelWidth) && pixelWidth >= 1 ? Math.round(pixelWidth) : 512;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 512 512" role="img">` +
    `<title>${escapeXml(itemClass.label)}</title>` +
    `<rect width="512" height="512" fill="${background}"/>` +
    `<circle cx="256" cy="244" r="200" fill="#fff" fill-opacity=".5"/>` +
    `<ellipse cx="256" cy="440" rx="180" ry="14" fill="${INK}" fill-opacity=".12"/>` +
    `<g fill="none" stroke="${INK}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round">${body(accent)}</g>` +
    `</svg>\n`
  );
}
