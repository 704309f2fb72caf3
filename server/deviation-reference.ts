/**
 * Deviations' reference data, in code (it changes with releases, not with use; spec 3 §2, §3
 * Deviation): the categories (GET /deviations/categories), each with its types (deviation codes)
 * and the reference types a deviation of it may refer to (GET …/categories/{category}/references),
 * each labelled in Swedish and English.
 *
 * Ids: categories 1–5; a type's id is its category's id times 100 plus its place (101, 102, …), so
 * type ids are unique across categories; reference types 1 inventory number, 2 order number,
 * 3 product number ("no reference", id 0, is the client's own and never listed:
 * NO_DEVIATION_REFERENCE). A category lists its reference types in the order the wizard offers them.
 */
import type { DeviationReferenceKind } from '../src/contract/constants.ts';
import type { Lang } from './errors.ts';

type Labels = Record<Lang, string>;

export type DeviationReferenceTypeDef = { id: number; value: DeviationReferenceKind; label: Labels };
export type DeviationTypeDef = { id: number; label: Labels };
export type DeviationCategoryDef = { id: number; value: string; label: Labels; types: readonly DeviationTypeDef[]; referenceTypeIds: readonly number[] };

export const DEVIATION_REFERENCE_TYPES: readonly DeviationReferenceTypeDef[] = [
  { id: 1, value: 'INVENTORY_NUMBER', label: { sv: 'Inventarienummer', en: 'Inventory number' } },
  { id: 2, value: 'ORDER_NUMBER', label: { sv: 'Ordernummer', en: 'Order number' } },
  { id: 3, value: 'PRODUCT_NUMBER', label: { sv: 'Artikelnummer', en: 'Product number' } },
];

const INVENTORY = 1;
const ORDER = 2;
const PRODUCT = 3;

export const DEVIATION_CATEGORIES: readonly DeviationCategoryDef[] = [
  {
    id: 1,
    value: 'PRODUCT',
    label: { sv: 'Produkt', en: 'Product' },
    types: [
      { id: 101, label: { sv: 'Trasig vid leverans', en: 'Broken on delivery' } },
      { id: 102, label: { sv: 'Saknar delar', en: 'Parts missing' } },
      { id: 103, label: { sv: 'Fel produkt levererad', en: 'Wrong product delivered' } },
      { id: 104, label: { sv: 'Funktionsfel', en: 'Malfunction' } },
    ],
    referenceTypeIds: [INVENTORY, PRODUCT, ORDER],
  },
  {
    id: 2,
    value: 'DELIVERY',
    label: { sv: 'Leverans', en: 'Delivery' },
    types: [
      { id: 201, label: { sv: 'Försenad leverans', en: 'Late delivery' } },
      { id: 202, label: { sv: 'Fel leveransadress', en: 'Wrong delivery address' } },
      { id: 203, label: { sv: 'Skadat gods', en: 'Damaged goods' } },
    ],
    referenceTypeIds: [ORDER],
  },
  {
    id: 3,
    value: 'SERVICE_AND_REPAIR',
    label: { sv: 'Service och reparation', en: 'Service and repair' },
    types: [
      { id: 301, label: { sv: 'Utebliven service', en: 'Missed service' } },
      { id: 302, label: { sv: 'Reparation ej utförd', en: 'Repair not carried out' } },
      { id: 303, label: { sv: 'Återkommande fel', en: 'Recurring fault' } },
    ],
    referenceTypeIds: [INVENTORY, ORDER],
  },
  {
    id: 4,
    value: 'CLEANING_AND_HYGIENE',
    label: { sv: 'Rengöring och hygien', en: 'Cleaning and hygiene' },
    types: [
      { id: 401, label: { sv: 'Ej rengjord vid leverans', en: 'Not cleaned on delivery' } },
      { id: 402, label: { sv: 'Saknar rengöringsmärkning', en: 'Cleaning label missing' } },
    ],
    referenceTypeIds: [INVENTORY],
  },
  {
    id: 5,
    value: 'CONDUCT_AND_INFORMATION',
    label: { sv: 'Bemötande och information', en: 'Conduct and information' },
    types: [
      { id: 501, label: { sv: 'Bristande information', en: 'Insufficient information' } },
      { id: 502, label: { sv: 'Bemötande', en: 'Conduct' } },
    ],
    referenceTypeIds: [],
  },
];

export const deviationCategoryById = (id: number): DeviationCategoryDef | null => DEVIATION_CATEGORIES.find((c) => c.id === id) ?? null;
export const deviationReferenceTypeById = (id: number): DeviationReferenceTypeDef | null => DEVIATION_REFERENCE_TYPES.find((r) => r.id === id) ?? null;

/** A category's type, or null when the type is not the category's. */
export const deviationTypeOf = (category: DeviationCategoryDef, typeId: number): DeviationTypeDef | null => category.types.find((t) => t.id === typeId) ?? null;

/** A category's reference type, or null when the category allows no such reference. */
export function deviationReferenceTypeOf(category: DeviationCategoryDef, referenceTypeId: number): DeviationReferenceTypeDef | null {
  return category.referenceTypeIds.includes(referenceTypeId) ? deviationReferenceTypeById(referenceTypeId) : null;
}

/** The ids of the categories and of the types whose label in the language contains the (lower-case) word. */
export function deviationLabelMatches(word: string, lang: Lang): { categoryIds: number[]; typeIds: number[] } {
  const has = (label: Labels) => label[lang].toLocaleLowerCase('sv').includes(word);
  return {
    categoryIds: DEVIATION_CATEGORIES.filter((c) => has(c.label)).map((c) => c.id),
    typeIds: DEVIATION_CATEGORIES.flatMap((c) => c.types).filter((t) => has(t.label)).map((t) => t.id),
  };
}

/** A deviation's number (deviationNumber): derived from its id, never stored. */
export const DEVIATION_NUMBER_BASE = 300_000;
export const deviationNumber = (id: number): string => String(DEVIATION_NUMBER_BASE + id);
