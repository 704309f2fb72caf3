/**
 * The catalogue's filters as the panel and the chips see them (no React): the six groups in the
 * order they are shown, what is chosen in each, and how a choice changes the catalogue's state.
 * A change of filter starts again at page 1; the search, the storage and the page size stay.
 */
import { CATALOGUE_ID_FILTERS, type CatalogueFilter, type CatalogueQuery, type ProductStatus } from '../../../areas/products/products.ts';
import type { ProductFilterName } from '../../../contract/products.ts';

/** The groups of GET /products/filters, in the order of the panel; each named as the URL names it. */
export const FILTER_GROUPS = ['facilities', 'baseStorages', 'itemClasses', 'isoCodes', 'suppliers', 'productStatuses'] as const satisfies readonly (ProductFilterName & CatalogueFilter)[];
export type FilterGroup = (typeof FILTER_GROUPS)[number];

export type FilterValueId = number | string;

/** Whether a value is chosen in its group. */
export function isChosen(query: CatalogueQuery, group: FilterGroup, id: FilterValueId): boolean {
  return group === 'productStatuses' ? (query.productStatuses as readonly string[]).includes(String(id)) : query[group].includes(Number(id));
}

/** The state with a value chosen or not (page 1). */
export function toggled(query: CatalogueQuery, group: FilterGroup, id: FilterValueId, on: boolean): CatalogueQuery {
  if (group === 'productStatuses') {
    const rest = query.productStatuses.filter((s) => s !== id);
    return { ...query, productStatuses: on ? [...rest, id as ProductStatus] : rest, page: 1 };
  }
  const n = Number(id);
  const rest = query[group].filter((v) => v !== n);
  return { ...query, [group]: on ? [...rest, n].sort((a, b) => a - b) : rest, page: 1 };
}

/** How many values are chosen, the show-not-orderable toggle counted as one. */
export function chosenCount(query: CatalogueQuery): number {
  return CATALOGUE_ID_FILTERS.reduce((n, f) => n + query[f].length, 0) + query.productStatuses.length + (query.includeNotOrderable ? 1 : 0);
}

/** Every filter off (page 1); the search, the storage and the page size stay. */
export function cleared(query: CatalogueQuery): CatalogueQuery {
  return { ...query, facilities: [], baseStorages: [], itemClasses: [], isoCodes: [], suppliers: [], productStatuses: [], includeNotOrderable: false, page: 1 };
}

/** The values chosen, group by group, in the order of the panel. */
export function chosenValues(query: CatalogueQuery): { group: FilterGroup; id: FilterValueId }[] {
  return FILTER_GROUPS.flatMap((group) => (query[group] as readonly FilterValueId[]).map((id) => ({ group, id })));
}
