/**
 * The number of rows a page of a list (spec 1 §9: "default paging from 0, amount 10; a 'show items
 * per page' option exists"). The catalogue has its own sizes (24, 52, 100: spec 1 §9, spec 3 §9);
 * the other lists that page by ten offer these (decided, the specs give no numbers: src/core/README.md).
 * The URL models of the lists read and write it as `pageSize` (the default left out), as the
 * catalogue does; plain functions, so the route table can use them without the widget.
 */

/** The choices a list paged by ten offers. */
export const LIST_PAGE_SIZES = [10, 25, 50] as const;
export type ListPageSize = (typeof LIST_PAGE_SIZES)[number];
/** Spec 1 §9: amount 10. */
export const DEFAULT_LIST_PAGE_SIZE: ListPageSize = 10;

/** A page size of the URL or an attribute: one of the choices, else the default. */
export function parseListPageSize(value: string | number | null | undefined): ListPageSize {
  const n = typeof value === 'number' ? value : Number((value ?? '').trim() || Number.NaN);
  return LIST_PAGE_SIZES.find((size) => size === n) ?? DEFAULT_LIST_PAGE_SIZE;
}

/** The pages `count` rows take at `size` a page (at least 1). */
export function pagesOf(count: number, size: number): number {
  return Math.max(1, Math.ceil(Math.max(0, count) / Math.max(1, size)));
}

/** The page that holds the first row of `page` at `from` a page once the list has `to` a page, so a change of size keeps that row in view. */
export function pageAfterResize(page: number, from: number, to: number): number {
  return Math.floor(((Math.max(1, page) - 1) * from) / to) + 1;
}
