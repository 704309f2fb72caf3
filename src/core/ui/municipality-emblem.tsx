/**
 * The municipalities' emblems (spec 1 §1, §3 Municipality logo entries; spec 2 §3 Order receiver's
 * municipality): the municipalities of the two regional groups of the partnership, six and eleven,
 * the same as the customers the server seeds (server/seed/world.ts, GROUP_1 and GROUP_2;
 * tests/unit/education.test.ts holds the two lists to each other). The standalone's logged-out home
 * shows them all (src/standalone/municipality-logos.tsx); `<fsp-order>` shows the receiver's.
 * Not in the shared runtime: it loads with what shows an emblem.
 *
 * There are no real logos to show (they are the municipalities' own marks, not ours to copy), so
 * each entry's image is a simple emblem drawn here: the municipality's name on a shape with a
 * motif, in colours of its own. They are inline SVG in the page's DOM: no image files, no `data:`
 * addresses (the portal's CSP allows neither) and no markup from a string.
 *
 * Decided: the groups are named after their regions. The first six are all in south-west Skåne;
 * of the eleven, six are in Halland and five (Borås, Ulricehamn, Mark, Svenljunga, Tranemo) in
 * Sjuhärad, so the second group is "Halland och Sjuhärad".
 */
import type { Language } from '../i18n/index.ts';

export type EmblemShape = 'shield' | 'circle' | 'hexagon' | 'square';
export type EmblemMotif = 'star' | 'wave' | 'crown' | 'tower';

/** The drawn image of a logo entry: a shape in `fill` with a motif and the name in `ink`. */
export type Emblem = { shape: EmblemShape; motif: EmblemMotif; fill: string; ink: string };

/** A municipality logo entry (spec 1 §3): its alt text in each language and its image. */
export type LogoEntry = { alt: Record<Language, string>; image: Emblem };

/** The regional groups, in the order they are shown; the key names the group in the texts. */
export const MUNICIPALITY_GROUPS = [
  { key: 'skane', municipalities: ['Malmö', 'Lund', 'Trelleborg', 'Vellinge', 'Svedala', 'Staffanstorp'] },
  {
    key: 'hallandSjuharad',
    municipalities: ['Halmstad', 'Laholm', 'Falkenberg', 'Varberg', 'Kungsbacka', 'Hylte', 'Borås', 'Ulricehamn', 'Mark', 'Svenljunga', 'Tranemo'],
  },
] as const;

export type Municipality = (typeof MUNICIPALITY_GROUPS)[number]['municipalities'][number];

// Ink on fill: every pair has a contrast of at least 4.5:1.
const TEAL = { fill: '#005f73', ink: '#ffffff' };
const RED = { fill: '#9b2226', ink: '#ffffff' };
const NAVY = { fill: '#0a3d62', ink: '#f6d55c' };
const GREEN = { fill: '#1e6b35', ink: '#ffffff' };
const YELLOW = { fill: '#f6d55c', ink: '#1b1f23' };
const PURPLE = { fill: '#5b2a86', ink: '#ffffff' };
const ORANGE = { fill: '#e07a1f', ink: '#1b1f23' };
const SLATE = { fill: '#264653', ink: '#e9c46a' };
const OLIVE = { fill: '#606c38', ink: '#fefae0' };

/** The logo entries, keyed by municipality name: the alt text is the municipality's own name. */
export const MUNICIPALITY_LOGOS: Record<Municipality, LogoEntry> = {
  Malmö: { alt: { sv: 'Malmö stad', en: 'City of Malmö' }, image: { shape: 'shield', motif: 'crown', ...TEAL } },
  Lund: { alt: { sv: 'Lunds kommun', en: 'Lund Municipality' }, image: { shape: 'circle', motif: 'tower', ...RED } },
  Trelleborg: { alt: { sv: 'Trelleborgs kommun', en: 'Trelleborg Municipality' }, image: { shape: 'hexagon', motif: 'wave', ...NAVY } },
  Vellinge: { alt: { sv: 'Vellinge kommun', en: 'Vellinge Municipality' }, image: { shape: 'square', motif: 'star', ...GREEN } },
  Svedala: { alt: { sv: 'Svedala kommun', en: 'Svedala Municipality' }, image: { shape: 'shield', motif: 'star', ...YELLOW } },
  Staffanstorp: { alt: { sv: 'Staffanstorps kommun', en: 'Staffanstorp Municipality' }, image: { shape: 'circle', motif: 'crown', ...PURPLE } },
  Halmstad: { alt: { sv: 'Halmstads kommun', en: 'Halmstad Municipality' }, image: { shape: 'shield', motif: 'tower', ...NAVY } },
  Laholm: { alt: { sv: 'Laholms kommun', en: 'Laholm Municipality' }, image: { shape: 'hexagon', motif: 'crown', ...ORANGE } },
  Falkenberg: { alt: { sv: 'Falkenbergs kommun', en: 'Falkenberg Municipality' }, image: { shape: 'circle', motif: 'wave', ...TEAL } },
  Varberg: { alt: { sv: 'Varbergs kommun', en: 'Varberg Municipality' }, image: { shape: 'square', motif: 'tower', ...SLATE } },
  Kungsbacka: { alt: { sv: 'Kungsbacka kommun', en: 'Kungsbacka Municipality' }, image: { shape: 'shield', motif: 'crown', ...RED } },
  Hylte: { alt: { sv: 'Hylte kommun', en: 'Hylte Municipality' }, image: { shape: 'circle', motif: 'star', ...OLIVE } },
  Borås: { alt: { sv: 'Borås stad', en: 'City of Borås' }, image: { shape: 'hexagon', motif: 'tower', ...GREEN } },
  Ulricehamn: { alt: { sv: 'Ulricehamns kommun', en: 'Ulricehamn Municipality' }, image: { shape: 'square', motif: 'wave', ...PURPLE } },
  Mark: { alt: { sv: 'Marks kommun', en: 'Mark Municipality' }, image: { shape: 'shield', motif: 'star', ...SLATE } },
  Svenljunga: { alt: { sv: 'Svenljunga kommun', en: 'Svenljunga Municipality' }, image: { shape: 'circle', motif: 'tower', ...YELLOW } },
  Tranemo: { alt: { sv: 'Tranemo kommun', en: 'Tranemo Municipality' }, image: { shape: 'hexagon', motif: 'wave', ...TEAL } },
};

// The emblems are drawn in a 120 × 140 box: the motif at the top, the name across the middle
// (where every shape is at its widest: the name's baseline is at 76), a rule under it.
const SHIELD = 'M10 8H110V66C110 102 88 122 60 134C32 122 10 102 10 66Z';
const HEXAGON = 'M60 6L115 38V102L60 134L5 102V38Z';

function Shape({ shape, fill, ink, inset = false }: { shape: EmblemShape; fill: string; ink: string; inset?: boolean }) {
  const paint = inset ? { fill: 'none', stroke: ink, strokeWidth: 2, strokeOpacity: 0.7 } : { fill };
  const common = inset ? { transform: 'translate(60 70) scale(0.88) translate(-60 -70)', ...paint } : paint;
  if (shape === 'shield') return <path d={SHIELD} {...common} />;
  if (shape === 'hexagon') return <path d={HEXAGON} {...common} />;
  if (shape === 'circle') return <circle cx="60" cy="70" r="58" {...common} />;
  return <rect x="6" y="12" width="108" height="116" rx="18" {...common} />;
}

function Motif({ motif, ink }: { motif: EmblemMotif; ink: string }) {
  if (motif === 'star') return <path d="M60 22L64.7 34.5H78L67.2 42.3L71.3 55L60 47.2L48.7 55L52.8 42.3L42 34.5H55.3Z" fill={ink} />;
  if (motif === 'crown') return <path d="M42 54L39 30L50 40L60 25L70 40L81 30L78 54Z" fill={ink} />;
  if (motif === 'tower') return <path d="M47 56V34H51V28H56V34H64V28H69V34H73V56H64V47A4 4 0 0 0 56 47V56Z" fill={ink} />;
  return (
    <g fill="none" stroke={ink} strokeWidth="3.5" strokeLinecap="round">
      <path d="M40 34Q45 28 50 34T60 34T70 34T80 34" />
      <path d="M40 44Q45 38 50 44T60 44T70 44T80 44" />
      <path d="M40 54Q45 48 50 54T60 54T70 54T80 54" />
    </g>
  );
}

/** The widest the name may be: inside the inner outline of every shape at the name's height. */
const NAME_WIDTH = 84;

/**
 * The name's size: as large as fits NAME_WIDTH, at most 18 units. 0.72 em is the average width of
 * the glyphs of a wide bold sans-serif (DejaVu Sans Bold, a usual fallback font), so the name fits
 * in any font the page may have.
 */
export function nameSize(name: string): number {
  return Math.min(18, Math.floor((NAME_WIDTH / (name.length * 0.72)) * 10) / 10);
}

/** One logo: an image (role img) whose accessible name is the entry's alt text. */
export function MunicipalityEmblem({ name, entry, lang }: { name: string; entry: LogoEntry; lang: Language }) {
  const { shape, motif, fill, ink } = entry.image;
  return (
    <svg className="municipality-logo" role="img" aria-label={entry.alt[lang]} viewBox="0 0 120 140" focusable="false">
      <Shape shape={shape} fill={fill} ink={ink} />
      <Shape shape={shape} fill={fill} ink={ink} inset />
      <g transform="translate(60 38) scale(0.8) translate(-60 -40)">
        <Motif motif={motif} ink={ink} />
      </g>
      <text x="60" y="76" textAnchor="middle" fontSize={nameSize(name)} fontWeight="700" fill={ink}>
        {name}
      </text>
      <path d="M42 90H78" stroke={ink} strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The emblem entry of a municipality by the name an API answers (`Malmö`, `Malmö kommun`,
 * `Borås stad`), or null for one without an entry.
 */
export function municipalityOf(name: string | null | undefined): Municipality | null {
  const bare = (name ?? '').trim().replace(/\s+(kommun|stad)$/i, '');
  return Object.hasOwn(MUNICIPALITY_LOGOS, bare) ? (bare as Municipality) : null;
}
