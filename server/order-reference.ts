/**
 * Ordering's reference data, in code (it changes with releases, not with use): the labels of the
 * order and content statuses, the sub content types of each content type with their priorities
 * (GET …/sub-content-types and …/categories), the functions of a function order with their types
 * (GET /web-orders/functions/categories), each labelled in Swedish and English. The ids of the
 * product lines' sub content types are the contract's SUB_CONTENT_TYPE_IDS.
 */
import { SUB_CONTENT_TYPE_IDS, type ContentType } from '../src/contract/constants.ts';
import type { Lang } from './errors.ts';

type Labels = Record<Lang, string>;

export const ORDER_STATUS_LABELS: Record<number, Labels> = {
  10: { sv: 'Preliminär', en: 'Preliminary' },
  20: { sv: 'Beställd', en: 'Ordered' },
  30: { sv: 'Behandlad', en: 'Processed' },
  80: { sv: 'Under behandling', en: 'In process' },
  90: { sv: 'Slutförd', en: 'Completed' },
  99: { sv: 'Makulerad', en: 'Cancelled' },
};

export const CONTENT_STATUS_LABELS: Record<number, Labels> = {
  5: { sv: 'Utkast', en: 'Draft' },
  10: { sv: 'I varukorgen', en: 'In the cart' },
  20: { sv: 'Beställd', en: 'Ordered' },
  30: { sv: 'Behandlad', en: 'Processed' },
  80: { sv: 'Under behandling', en: 'In process' },
  90: { sv: 'Levererad', en: 'Delivered' },
  99: { sv: 'Makulerad', en: 'Cancelled' },
};

export const statusLabel = (labels: Record<number, Labels>, value: number, lang: Lang) => ({ value, label: labels[value]?.[lang] ?? String(value) });

type Priority = { id: number; value: string; label: Labels };
type SubType = { id: number; value: string; label: Labels; contentTypes: readonly ContentType[]; priorities: readonly Priority[] };

const WORK_PRIORITIES = (base: number): Priority[] => [
  { id: base + 1, value: 'URGENT', label: { sv: 'Akut (inom 24 timmar)', en: 'Urgent (within 24 hours)' } },
  { id: base + 2, value: 'HIGH', label: { sv: 'Hög (inom 3 dagar)', en: 'High (within 3 days)' } },
  { id: base + 3, value: 'NORMAL', label: { sv: 'Normal (inom 10 dagar)', en: 'Normal (within 10 days)' } },
];

export const SUB_CONTENT_TYPES: readonly SubType[] = [
  { id: SUB_CONTENT_TYPE_IDS.INSTALLATION, value: 'INSTALLATION', label: { sv: 'Installation', en: 'Installation' }, contentTypes: ['PRODUCT_DELIVERY', 'FUNCTION'], priorities: [] },
  { id: SUB_CONTENT_TYPE_IDS.ASSEMBLY, value: 'ASSEMBLY', label: { sv: 'Montering', en: 'Assembly' }, contentTypes: ['PRODUCT_DELIVERY', 'FUNCTION'], priorities: [] },
  { id: 10, value: 'REPAIR', label: { sv: 'Reparation', en: 'Repair' }, contentTypes: ['WORK'], priorities: WORK_PRIORITIES(100) },
  { id: 11, value: 'SERVICE', label: { sv: 'Service', en: 'Service' }, contentTypes: ['WORK'], priorities: WORK_PRIORITIES(110) },
  { id: 12, value: 'ADJUSTMENT', label: { sv: 'Anpassning', en: 'Adjustment' }, contentTypes: ['WORK'], priorities: WORK_PRIORITIES(120).slice(1) },
  { id: 20, value: 'HOME_VISIT', label: { sv: 'Hembesök', en: 'Home visit' }, contentTypes: ['FITTING'], priorities: [] },
  { id: 21, value: 'AT_CENTRE', label: { sv: 'På hjälpmedelscentralen', en: 'At the aid centre' }, contentTypes: ['FITTING'], priorities: [] },
];

export const subContentTypeById = (id: number) => SUB_CONTENT_TYPES.find((s) => s.id === id) ?? null;
export const priorityById = (id: number) => SUB_CONTENT_TYPES.flatMap((s) => s.priorities).find((p) => p.id === id) ?? null;

export function subContentTypesOf(contentType: string, lang: Lang) {
  return SUB_CONTENT_TYPES.filter((s) => (s.contentTypes as readonly string[]).includes(contentType)).map((s) => ({
    id: s.id,
    value: s.value,
    label: s.label[lang],
    priorities: s.priorities.map((p) => ({ id: p.id, value: p.value, label: p.label[lang] })),
  }));
}

type FunctionType = { id: number; value: string; label: Labels };
/** A customization a function order may ask for (the function order's makes step): one value, chosen or not. */
type FunctionMake = { id: number; label: Labels; value: Labels };
/**
 * The functions a function order asks for (GET /web-orders/functions/categories), each with its
 * types and its customizations (the makes of a FUNCTION line: GET/PUT …/makes); make ids are apart
 * from the products' (9000 and up).
 */
export const FUNCTIONS: readonly { id: number; value: string; label: Labels; types: readonly FunctionType[]; makes: readonly FunctionMake[] }[] = [
  {
    id: 1,
    value: 'TRANSFER',
    label: { sv: 'Förflyttning', en: 'Transfer' },
    types: [
      { id: 11, value: 'LIFT', label: { sv: 'Lyft', en: 'Lift' } },
      { id: 12, value: 'TURN', label: { sv: 'Vridning', en: 'Turning' } },
    ],
    makes: [
      { id: 9001, label: { sv: 'Sele', en: 'Sling' }, value: { sv: 'Storlek M', en: 'Size M' } },
      { id: 9002, label: { sv: 'Sele', en: 'Sling' }, value: { sv: 'Storlek L', en: 'Size L' } },
      { id: 9003, label: { sv: 'Manövrering', en: 'Control' }, value: { sv: 'Handkontroll med sladd', en: 'Corded hand control' } },
    ],
  },
  {
    id: 2,
    value: 'SLEEP',
    label: { sv: 'Sömn och vila', en: 'Sleep and rest' },
    types: [],
    makes: [{ id: 9011, label: { sv: 'Madrass', en: 'Mattress' }, value: { sv: 'Tryckavlastande', en: 'Pressure relieving' } }],
  },
  {
    id: 3,
    value: 'MOBILITY',
    label: { sv: 'Förflyttning utomhus', en: 'Outdoor mobility' },
    types: [
      { id: 31, value: 'MANUAL', label: { sv: 'Manuell', en: 'Manual' } },
      { id: 32, value: 'POWERED', label: { sv: 'Eldriven', en: 'Powered' } },
    ],
    makes: [
      { id: 9021, label: { sv: 'Sittbredd', en: 'Seat width' }, value: { sv: '45 cm', en: '45 cm' } },
      { id: 9022, label: { sv: 'Sittbredd', en: 'Seat width' }, value: { sv: '50 cm', en: '50 cm' } },
      { id: 9023, label: { sv: 'Tillval', en: 'Option' }, value: { sv: 'Punkteringsfria däck', en: 'Puncture-proof tyres' } },
    ],
  },
  { id: 4, value: 'HYGIENE', label: { sv: 'Personlig hygien', en: 'Personal hygiene' }, types: [], makes: [] },
];

/** A FUNCTION line's offered makes, as a product's are stored (id, label, value) in the caller's language. */
export function functionMakes(functionId: number | null, lang: Lang): { id: number; label: string; value: string }[] {
  const fn = FUNCTIONS.find((f) => f.id === functionId);
  return (fn?.makes ?? []).map((m) => ({ id: m.id, label: m.label[lang], value: m.value[lang] }));
}
