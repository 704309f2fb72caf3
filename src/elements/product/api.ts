/**
 * The product detail's server state (spec 2 §7 Products): GET /products/{product} and, for each
 * category of linked content, GET /products/{product}/page-contents with `sort=publishDate:desc`
 * and `amount=1` (only the newest page content of a category is shown). The keys are the shared
 * `productKeys` (src/areas/products/products.ts): one product under `['products', id]`, its content
 * under it, so a later change of the product (ordering) invalidates them together.
 *
 * Neither notifies (`notify: false`): the element shows a failure where the data would have been
 * (the not-found state, the failure card with its retry, a tab's own failure), not in the
 * snackbar as well.
 */
import { PRODUCT_CONTENT_CATEGORIES } from '../../contract/constants.ts';
import { productKeys, type ProductContentCategory } from '../../areas/products/products.ts';
import { apiQuery, type AnswerOf, type ApiScope } from '../../core/http/query.ts';

export type ProductData = AnswerOf<'get', 'fsp/v1/products/{product}'>;
export type ProductContentPage = AnswerOf<'get', 'fsp/v1/products/{product}/page-contents'>;
export type ProductContent = ProductContentPage['page'][number];

/** The tabs of linked content, in order: images, documents, videos. */
export const CONTENT_CATEGORIES: readonly ProductContentCategory[] = PRODUCT_CONTENT_CATEGORIES;

/** One product: core's query (the new-order popup reads the same entry). */
export { productQuery } from '../../areas/products/products.ts';

/** The newest page content of one category (a page of at most one). */
export const productContentsQuery = (scope: ApiScope, id: number, category: ProductContentCategory) =>
  apiQuery(
    scope,
    productKeys.contents(id, category),
    'fsp/v1/products/{product}/page-contents',
    { params: { product: id }, query: { category, sort: 'publishDate:desc', from: 0, amount: 1 } },
    { notify: false },
  );
