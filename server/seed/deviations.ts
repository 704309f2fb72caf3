/**
 * Deviations' seeded data (spec 3 §3 Deviation, §4 Deviation status; docs/world.md "Deviations"),
 * seeded after the world and the orders, whose stock items and orders they refer to.
 *
 * - Demo (and large): Frida Förskrivare (user 1) has DEMO_DEVIATIONS' fifteen deviations of the
 *   last five months, in every category: eleven open (six 10 registered, five 20 not fixed: more
 *   than a page of ten) and four closed (two 30 fix not needed, two 40 fixed); some refer to an
 *   inventory number (DEVIATION_FIXTURES.flaggedInventoryNumbers: those stock items get
 *   hasDeviation), to an order number of hers or to a product number; three have a file (two PNGs,
 *   a PDF). Kalle Konsulent (user 2) has two; the other personas none.
 * - Large: LARGE_DEVIATIONS more of Frida's over the last two years (no inventory numbers, so no
 *   other stock item is flagged), for the list on thousands.
 *
 * Ids follow the creation time (the oldest first), so the deviation number (300000 + id) grows with
 * it. Every date is before the seed's `now`; times of day come from the seed's random sequence.
 */
import { inArray } from 'drizzle-orm';
import { DEVIATION_STATUS, type DeviationReferenceKind } from '../../src/contract/constants.ts';
import type { Db } from '../db/index.ts';
import { deviationFiles, deviations, stockItems } from '../db/schema.ts';
import { DEVIATION_CATEGORIES, DEVIATION_REFERENCE_TYPES, deviationCategoryById, deviationReferenceTypeOf, deviationTypeOf } from '../deviation-reference.ts';
import { DEVIATION_FIXTURES } from './fixtures.ts';
import { PNG_1X1 } from './messages.ts';
import { makePdf } from './pdf.ts';
import { rng } from './random.ts';
import { insertRows, syncIdentity } from './world.ts';

/** Frida's deviations besides the demo's in the large seed. */
export const LARGE_DEVIATIONS = 3_000;

const DAY = 86_400_000;
const S = DEVIATION_STATUS;
const [HMC_ELRULLSTOL, HMC_RETURNED_ROLLATOR, HMC_HELD_ELRULLSTOL] = DEVIATION_FIXTURES.flaggedInventoryNumbers;

type Reference = { kind: DeviationReferenceKind; value: string } | null;
type DeviationSpec = {
  userId: number;
  daysAgo: number;
  categoryId: number;
  typeId: number;
  reference: Reference;
  status: number;
  description: string;
  file?: { name: string; kind: 'png' | 'pdf' };
};

const inventory = (value: string): Reference => ({ kind: 'INVENTORY_NUMBER', value });
const order = (value: string): Reference => ({ kind: 'ORDER_NUMBER', value });
const product = (value: string): Reference => ({ kind: 'PRODUCT_NUMBER', value });

/** The demo's deviations (docs/world.md lists them), oldest first. */
export const DEMO_DEVIATIONS: readonly DeviationSpec[] = [
  { userId: 1, daysAgo: 150, categoryId: 1, typeId: 101, reference: product('100000'), status: S.fixed, description: 'Rollatorns handbroms var av när den packades upp. Brukaren kunde inte använda den.' },
  { userId: 1, daysAgo: 130, categoryId: 2, typeId: 201, reference: order('7001000'), status: S.fixNotNeeded, description: 'Leveransen kom fyra dagar efter utlovat datum. Brukaren fick låna en rollator under tiden.' },
  { userId: 1, daysAgo: 110, categoryId: 3, typeId: 301, reference: inventory(HMC_HELD_ELRULLSTOL), status: S.fixed, description: 'Den årliga servicen av elrullstolen blev inte av. Ingen hörde av sig till brukaren.' },
  { userId: 1, daysAgo: 95, categoryId: 5, typeId: 502, reference: null, status: S.fixNotNeeded, description: 'Chauffören var otrevlig mot brukarens dotter vid leveransen.' },
  {
    userId: 1, daysAgo: 80, categoryId: 4, typeId: 401, reference: inventory(HMC_RETURNED_ROLLATOR), status: S.notFixed,
    description: 'Rollatorn var inte rengjord: smuts på handtagen och i korgen.', file: { name: 'Smutsiga handtag.png', kind: 'png' },
  },
  { userId: 1, daysAgo: 70, categoryId: 1, typeId: 102, reference: product('100014'), status: S.notFixed, description: 'Rollatorkorgen saknade fästen. Korgen går inte att montera.' },
  { userId: 1, daysAgo: 60, categoryId: 2, typeId: 202, reference: order('7001001'), status: S.registered, description: 'Sängen levererades till folkbokföringsadressen i stället för till vårdboendet.' },
  {
    userId: 1, daysAgo: 50, categoryId: 1, typeId: 104, reference: inventory(HMC_ELRULLSTOL), status: S.notFixed,
    description: 'Elrullstolen stannar efter några minuters körning. Felkod E12 visas på manöverboxen.', file: { name: 'Felrapport elrullstol.pdf', kind: 'pdf' },
  },
  { userId: 1, daysAgo: 40, categoryId: 5, typeId: 501, reference: null, status: S.registered, description: 'Brukaren fick ingen information om hur madrassen ska skötas.' },
  { userId: 1, daysAgo: 32, categoryId: 3, typeId: 302, reference: order('7001002'), status: S.registered, description: 'Toalettförhöjningen skulle justeras vid leveransen men det gjordes inte.' },
  { userId: 1, daysAgo: 25, categoryId: 1, typeId: 103, reference: order('7001003'), status: S.registered, description: 'Stödhandtagen som kom är för korta, inte de som beställdes.' },
  {
    userId: 1, daysAgo: 18, categoryId: 2, typeId: 203, reference: order('7001004'), status: S.notFixed,
    description: 'Två kartonger var skadade vid ankomsten till baslagret.', file: { name: 'Skadad kartong.png', kind: 'png' },
  },
  { userId: 1, daysAgo: 11, categoryId: 4, typeId: 402, reference: null, status: S.registered, description: 'Duschstolen saknade märkning om när den rengjordes.' },
  { userId: 1, daysAgo: 5, categoryId: 1, typeId: 104, reference: product('100002'), status: S.notFixed, description: 'Laddaren till elrullstolen blir mycket varm under laddning.' },
  { userId: 1, daysAgo: 2, categoryId: 1, typeId: 101, reference: null, status: S.registered, description: 'Griptången var böjd när den packades upp.' },
  // Kalle Konsulent's (an order of Frida's he sees: Malmö, one of his municipalities).
  { userId: 2, daysAgo: 45, categoryId: 2, typeId: 203, reference: order('7001000'), status: S.fixed, description: 'Emballaget var trasigt och rollatorn repig.' },
  { userId: 2, daysAgo: 8, categoryId: 5, typeId: 501, reference: null, status: S.registered, description: 'Kundtjänsten kunde inte svara på när utprovningen blir av.' },
];

const LARGE_TEXTS = [
  'Hjälpmedlet fungerar inte som det ska.',
  'Leveransen blev försenad utan att brukaren meddelades.',
  'Delar saknades vid leveransen.',
  'Hjälpmedlet var inte rengjort.',
  'Brukaren fick bristfällig information vid leveransen.',
  'Servicen blev inte utförd vid utlovad tid.',
];

/** Frida's deviations of the large seed: any category and type, a product or an order number of hers or none; older ones mostly closed. */
function largeDeviations(r: ReturnType<typeof rng>): DeviationSpec[] {
  const out: DeviationSpec[] = [];
  const fridasOrders = ['7001000', '7001001', '7001002', '7001003', '7001004', '7001005'];
  for (let n = 0; n < LARGE_DEVIATIONS; n++) {
    const category = r.pick(DEVIATION_CATEGORIES);
    const type = r.pick(category.types);
    const kinds = category.referenceTypeIds
      .map((id) => DEVIATION_REFERENCE_TYPES.find((t) => t.id === id)?.value)
      .filter((k): k is 'ORDER_NUMBER' | 'PRODUCT_NUMBER' => k === 'ORDER_NUMBER' || k === 'PRODUCT_NUMBER');
    const kind = r.next() < 0.3 || kinds.length === 0 ? null : r.pick(kinds);
    const daysAgo = r.int(1, 730);
    const closed = r.next() < (daysAgo > 60 ? 0.85 : 0.2);
    out.push({
      userId: 1,
      daysAgo,
      categoryId: category.id,
      typeId: type.id,
      reference: kind === 'ORDER_NUMBER' ? order(r.pick(fridasOrders)) : kind === 'PRODUCT_NUMBER' ? product(String(100_000 + r.int(0, 239))) : null,
      status: closed ? r.pick([S.fixNotNeeded, S.fixed]) : r.pick([S.registered, S.notFixed]),
      description: r.pick(LARGE_TEXTS),
    });
  }
  return out;
}

export async function seedDeviations(db: Db, options: { scale: 'demo' | 'large'; now: Date }): Promise<void> {
  const r = rng(16_016);
  const now = options.now.getTime();
  const specs = [...DEMO_DEVIATIONS, ...(options.scale === 'large' ? largeDeviations(r) : [])];
  // Office hours of the day (07:00-15:59 UTC: 8 or 9 to 16 or 17 in Sweden; at least a day ago, so
  // before now), then oldest first.
  const atOfficeHours = (daysAgo: number) => {
    const day = new Date(now - daysAgo * DAY);
    return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), r.int(7, 15), r.int(0, 59)));
  };
  const timed = specs.map((spec, index) => ({ spec, index, at: atOfficeHours(spec.daysAgo) }));
  timed.sort((a, b) => a.at.getTime() - b.at.getTime() || a.index - b.index);

  const inventoryNumbers = [...new Set(specs.flatMap((s) => (s.reference?.kind === 'INVENTORY_NUMBER' ? [s.reference.value] : [])))];
  const items = inventoryNumbers.length
    ? await db.select({ id: stockItems.id, inventoryNumber: stockItems.inventoryNumber }).from(stockItems).where(inArray(stockItems.inventoryNumber, inventoryNumbers))
    : [];
  const itemOf = new Map(items.map((i) => [i.inventoryNumber, i.id]));

  const rows: (typeof deviations.$inferInsert & { id: number })[] = [];
  const files: (typeof deviationFiles.$inferInsert)[] = [];
  timed.forEach(({ spec, at }, i) => {
    const id = i + 1;
    // The seed keeps to the reference data, as the API does.
    const category = deviationCategoryById(spec.categoryId);
    if (!category || !deviationTypeOf(category, spec.typeId)) throw new Error(`deviation type ${spec.typeId} is not of category ${spec.categoryId}`);
    const referenceType = spec.reference && DEVIATION_REFERENCE_TYPES.find((t) => t.value === spec.reference?.kind);
    if (spec.reference && (!referenceType || !deviationReferenceTypeOf(category, referenceType.id))) throw new Error(`category ${category.id} allows no ${spec.reference.kind}`);
    const stockItemId = spec.reference?.kind === 'INVENTORY_NUMBER' ? itemOf.get(spec.reference.value) : null;
    if (stockItemId === undefined) throw new Error(`no stock item ${spec.reference?.value ?? ''}`);
    rows.push({
      id,
      userId: spec.userId,
      categoryId: spec.categoryId,
      typeId: spec.typeId,
      referenceTypeId: referenceType?.id ?? null,
      referenceValue: spec.reference?.value ?? null,
      stockItemId,
      description: spec.description,
      status: spec.status,
      createdAt: at,
    });
    if (spec.file) {
      const content = spec.file.kind === 'png' ? PNG_1X1 : makePdf('Felrapport', [spec.description, 'Rapporterad av Frida Förskrivare.']);
      files.push({ deviationId: id, userId: spec.userId, at: new Date(at.getTime() + 10 * 60_000), name: spec.file.name, contentType: spec.file.kind === 'png' ? 'image/png' : 'application/pdf', content });
    }
  });

  await insertRows(db, deviations, rows);
  if (files.length) await db.insert(deviationFiles).values(files);
  if (items.length) await db.update(stockItems).set({ hasDeviation: true }).where(inArray(stockItems.id, items.map((i) => i.id)));
  await syncIdentity(db, 'deviations');
  await syncIdentity(db, 'deviation_files');
}
