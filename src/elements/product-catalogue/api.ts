/**
 * The catalogue's server state (spec 2 §7 Products): one page of products (GET /products) and the
 * filter values with their counts (GET /products/filters), each an entry of the shared cache under
 * core's `productKeys` (src/areas/products/products.ts), so the product detail and later the ordering
 * areas share them. The two are independent and load side by side; the grid or list view is a
 * user setting (areas/profile/settings.ts).
 *
 * Both keep what they showed while the next answer loads (`keepPreviousData`): a new page, filter
 * or search leaves the current cards in place, marked busy, until the new ones arrive, so nothing
 * flashes and every change reaches the screen in the same frame. Their failures are shown where
 * they happen (`notify: false`), not in the snackbar as well.
 */
import { keepPreviousData } from '@tanstack/react-query';
import type { ProductFilterQuery, ProductListQuery } from '../../contract/products.ts';
import { productKeys } from '../../areas/products/products.ts';
import { apiQuery, type AnswerOf, type ApiScope } from '../../core/http/query.ts';

export type ProductPage = AnswerOf<'get', 'fsp/v1/products'>;
export type Product = ProductPage['page'][number];
export type Filters = AnswerOf<'get', 'fsp/v1/products/filters'>;

/** One page of the catalogue (productListRequest()). */
export const productListQuery = (scope: ApiScope, request: ProductListQuery) => ({
  ...apiQuery(scope, productKeys.list(request), 'fsp/v1/products', { query: request }, { notify: false }),
  placeholderData: keepPreviousData,
});

/** Every filter's values with their counts under the search and the other filters (productFilterRequest()). */
export const productFiltersQuery = (scope: ApiScope, request: ProductFilterQuery) => ({
  ...apiQuery(scope, productKeys.filters(request), 'fsp/v1/products/filters', { query: request }, { notify: false }),
  placeholderData: keepPreviousData,
});
