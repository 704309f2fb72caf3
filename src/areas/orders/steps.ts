/**
 * What only the order wizards' steps read (spec 2 §7 Orders: a line's makes, accessories and
 * additional information), apart from orders.ts so that the elements sharing ordering's cache (the
 * cart, the header, the order detail) do not carry them. Same keys, under the line's
 * (`orderKeys`), so a change to the line reloads them. The steps' saves are calls the wizard makes
 * itself (src/elements/order-wizard/components/save-step.ts), so that one kept offline can be sent
 * later as it is.
 */
import { apiQuery, type ApiScope } from '../../core/http/query.ts';
import { orderKeys } from './orders.ts';

export const makesQuery = (scope: ApiScope, order: number, content: number) =>
  apiQuery(scope, orderKeys.makes(order, content), 'fsp/v1/web-orders/{order}/content/{content}/makes', { params: { order, content } }, { notify: false });
export const accessoriesQuery = (scope: ApiScope, order: number, content: number) =>
  apiQuery(scope, orderKeys.accessories(order, content), 'fsp/v1/web-orders/{order}/content/{content}/accessories', { params: { order, content } }, { notify: false });
export const formQuery = (scope: ApiScope, order: number, content: number) =>
  apiQuery(scope, orderKeys.form(order, content), 'fsp/v1/web-orders/{order}/content/{content}/form', { params: { order, content } }, { notify: false });
