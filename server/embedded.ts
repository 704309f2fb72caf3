/**
 * Embedded sessions (spec 1 §1, §6): the product runs inside another system under /embedded/...,
 * and an embedded session sees only the embedded routes. An embedded session is opened with a login
 * token issued for one (`login_tokens.session_kind = 'embedded'`, POST /rs/authentication
 * `{ mylocLoginToken, persistent: false }`), and on the server it may call only what an embedded
 * page needs. This allow-list is that rule, in one place: requireSession (server/context.ts)
 * applies it to every call made with a session, and anything not listed answers 403 FORBIDDEN.
 *
 * The embedded areas of spec 1 §2 are messages, my fittings, products and an order's products and
 * work. Besides reading its app data and kind, logging out and accepting the access message (the
 * terms gate every area), an embedded session may make the calls of the areas built so far:
 * messages (the lists, one message, sending, READ/ARCHIVE/UNARCHIVE and the receivers), products
 * (the catalogue, its filters and view setting, one product and its linked content) and an order's
 * product wizard (/embedded/orders/:order/products/:content: the order, its one line, the line's
 * makes, accessories, additional information (with the line's files: listed, uploaded, deleted)
 * and delivery, the sub content types, the delivery methods, and putting the finished line into
 * the cart; the product step searches GET /products),
 * the work wizard (/embedded/orders/:order/work/:content?) and a referenced order's lines (ordered
 * from a fitting into its own sent order, confirmed with CONFIRM): besides the calls above, a new
 * line of the order (POST …/content, the wizard's first step; the server checks the order is the
 * caller's, and for a sent order the parent rules), the client's holdings (the aid step) and the
 * line's categories (work type and priority); and the cart those wizards' Add to cart leads to
 * (issue 37: a line's quantity, deleting a line, its messages, the order's note, SEND and deleting
 * the order). Not the rest of ordering: no new order, no order list, no client pages; the order and
 * line calls themselves check that they are the caller's own.
 * My fittings (/embedded/my-…/fittings and a fitting's sub-pages) may make every fitting call but
 * the file links (signed, no session) and the fitting types (not used by the elements); the
 * fitting calls check the caller's permissions and role themselves. The user-and-contact tab (issue
 * 38) also reads the fitting client's contacts (to choose the contact person) and changes the
 * client's contact information with the client's own PUT: those two client calls, no other, each
 * under the client's municipal rule as in the portal (the PUT's municipality too). The line's action call
 * (POST …/content/{content}) is matched by path, so it covers REVERT_TO_DRAFT and CONFIRM beside
 * ADD_TO_CART: the first only moves a line of the caller's own preliminary order back to draft, the
 * second is a referenced order's Confirm order (a draft with a parent of the caller's). An attachment's
 * signed link needs no session, so it is not listed. Each embedded area adds its own calls here
 * when it is built.
 */
import { API_ROOT, API_V1 } from '../src/contract/constants.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * A call an embedded session may make: the method and the exact path. `{name}` stands for one path
 * segment of digits (an id: so `/web-orders/{order}` is not `/web-orders/filters`), `{name:text}`
 * for any one segment.
 */
type EmbeddedCall = { method: Method; path: string; why: string };

export const EMBEDDED_CALLS: readonly EmbeddedCall[] = [
  { method: 'GET', path: `${API_ROOT}/authentication`, why: 'app data: who is logged in, flags, terms' },
  { method: 'DELETE', path: `${API_ROOT}/authentication`, why: 'log out' },
  { method: 'GET', path: `${API_ROOT}/sessions/current`, why: 'the kind of the session, so the page knows it is embedded' },
  { method: 'PUT', path: `${API_V1}/user/message`, why: 'accept the access message, without which no area answers' },
  { method: 'GET', path: `${API_V1}/messages`, why: 'messages: the folders (inbox, sent, archived, all), searched and paged' },
  { method: 'GET', path: `${API_V1}/messages/receivers`, why: 'messages: whom a new message can be sent to' },
  { method: 'GET', path: `${API_V1}/messages/{id}`, why: 'messages: one message with its body and attachment links' },
  { method: 'POST', path: `${API_V1}/messages`, why: 'messages: send a message, with attachments' },
  { method: 'POST', path: `${API_V1}/messages/{id}`, why: 'messages: mark read, archive or unarchive' },
  { method: 'GET', path: `${API_V1}/products`, why: 'products: the catalogue, searched, filtered and paged' },
  { method: 'GET', path: `${API_V1}/products/filters`, why: 'products: the catalogue’s filters with their counts (also its storage choice)' },
  { method: 'POST', path: `${API_V1}/user/settings/{userSettingId:text}/get-user-setting`, why: 'products: the catalogue’s grid or list view, as the user last chose it' },
  { method: 'POST', path: `${API_V1}/user/settings/{userSettingId:text}/set-user-setting`, why: 'products: saving the catalogue’s grid or list view' },
  { method: 'GET', path: `${API_V1}/products/{product}`, why: 'products: one product with its stock per storage' },
  { method: 'GET', path: `${API_V1}/products/{product}/page-contents`, why: 'products: a product’s linked pictures, documents and films' },
  { method: 'GET', path: `${API_V1}/web-orders/{order}`, why: 'product wizard: the order (its receiver and status) the line belongs to' },
  { method: 'GET', path: `${API_V1}/web-orders/{order}/content/{content}`, why: 'product wizard: the line it edits, resumed at its current step' },
  { method: 'PUT', path: `${API_V1}/web-orders/{order}/content/{content}`, why: 'product wizard: each step saves the line (product, quantity, delivery type, current step)' },
  { method: 'POST', path: `${API_V1}/web-orders/{order}/content/{content}`, why: 'product wizard: the overview’s Add to cart (ADD_TO_CART)' },
  { method: 'GET', path: `${API_V1}/web-orders/{order}/content/{content}/makes`, why: 'product wizard: the product’s makes and the line’s choice' },
  { method: 'PUT', path: `${API_V1}/web-orders/{order}/content/{content}/makes`, why: 'product wizard: saving the chosen makes' },
  { method: 'GET', path: `${API_V1}/web-orders/{order}/content/{content}/accessories`, why: 'product wizard: the accessories step' },
  { method: 'PUT', path: `${API_V1}/web-orders/{order}/content/{content}/accessories`, why: 'product wizard: saving the chosen accessories' },
  { method: 'GET', path: `${API_V1}/web-orders/{order}/content/{content}/form`, why: 'product wizard: the additional-information step' },
  { method: 'PUT', path: `${API_V1}/web-orders/{order}/content/{content}/form`, why: 'product wizard: saving the additional information' },
  { method: 'GET', path: `${API_V1}/web-orders/{order}/content/{content}/delivery`, why: 'product wizard: the address-and-contact step with its choices' },
  { method: 'PUT', path: `${API_V1}/web-orders/{order}/content/{content}/delivery`, why: 'product wizard: saving the address, contact and delivery method' },
  { method: 'GET', path: `${API_V1}/web-orders/{order}/content/{content}/sub-content-types`, why: 'product wizard: assembly or installation of the line' },
  { method: 'GET', path: `${API_V1}/web-orders/{order}/content/{content}/files`, why: 'product and work wizard: the line’s files (the additional-information step)' },
  { method: 'POST', path: `${API_V1}/web-orders/{order}/content/{content}/files`, why: 'product and work wizard: attaching a file to the line (the server checks the permission and that the line is not completed)' },
  { method: 'DELETE', path: `${API_V1}/web-orders/{order}/content/{content}/files/{file}`, why: 'product and work wizard: deleting a file of the line (the server checks the permission and that the line is not completed)' },
  { method: 'GET', path: `${API_V1}/delivery-methods`, why: 'product wizard: the delivery methods to choose from' },
  {
    method: 'POST',
    path: `${API_V1}/web-orders/{order}/content`,
    why: 'work wizard and referenced orders: the first step creates the line (the server checks the order is the caller’s, and in a sent order the parent rules)',
  },
  { method: 'GET', path: `${API_V1}/web-orders/{order}/client-holdings`, why: 'work wizard: the aid step, the order’s client’s holdings' },
  { method: 'GET', path: `${API_V1}/web-orders/{order}/content/{content}/categories`, why: 'work wizard: the work types and their priorities' },
  // The cart of the wizards' order (issue 37: /embedded/orders/:order/cart, where Add to cart leads, and /embedded/order-sent).
  { method: 'PUT', path: `${API_V1}/web-orders/{order}/content/{content}/lines`, why: 'cart: a line’s quantity' },
  { method: 'DELETE', path: `${API_V1}/web-orders/{order}/content/{content}`, why: 'cart: deleting a line' },
  { method: 'GET', path: `${API_V1}/web-orders/{order}/content/{content}/comments`, why: 'cart: a line’s messages' },
  { method: 'POST', path: `${API_V1}/web-orders/{order}/content/{content}/comments`, why: 'cart: a message on a line' },
  { method: 'DELETE', path: `${API_V1}/web-orders/{order}/content/{content}/comments/{comment}`, why: 'cart: deleting one’s own message' },
  { method: 'PUT', path: `${API_V1}/web-orders/{order}`, why: 'cart: the order’s note' },
  { method: 'POST', path: `${API_V1}/web-orders/{order}`, why: 'cart: Send (SEND; SET_ACTIVE, matched by path, only switches the caller’s own active order)' },
  { method: 'DELETE', path: `${API_V1}/web-orders/{order}`, why: 'cart: deleting the order' },
  { method: 'GET', path: `${API_V1}/web-orders/fittings`, why: 'fittings: the user’s list by tab, and the planner’s (role=admin; the server checks the permission)' },
  { method: 'PUT', path: `${API_V1}/web-orders/fittings/meetings`, why: 'fittings: the planning view’s Save of the changed meetings' },
  { method: 'POST', path: `${API_V1}/web-orders/fittings/meetings`, why: 'fittings: release and regret release (planner), book a released meeting (RESERVE_SLOT)' },
  { method: 'GET', path: `${API_V1}/web-orders/fittings/{fitting}`, why: 'fitting: the detail with its meetings, comments, files and events' },
  { method: 'PUT', path: `${API_V1}/web-orders/fittings/{fitting}`, why: 'fitting: choosing the consultant and technician, or the contact person' },
  { method: 'POST', path: `${API_V1}/web-orders/fittings/{fitting}`, why: 'fitting: complete or annul' },
  { method: 'POST', path: `${API_V1}/web-orders/fittings/{fitting}/meetings`, why: 'fitting: a new meeting' },
  { method: 'PUT', path: `${API_V1}/web-orders/fittings/{fitting}/meetings/{meeting}`, why: 'fitting: editing (and booking) a meeting' },
  { method: 'POST', path: `${API_V1}/web-orders/fittings/{fitting}/meetings/{meeting}`, why: 'fitting: annulling a meeting (CANCEL)' },
  { method: 'POST', path: `${API_V1}/web-orders/fittings/{fitting}/comments`, why: 'fitting: an internal or external comment' },
  { method: 'DELETE', path: `${API_V1}/web-orders/fittings/comments/{comment}`, why: 'fitting: deleting one’s own comment' },
  { method: 'GET', path: `${API_V1}/web-orders/fittings/{fitting}/files`, why: 'fitting: the attachments' },
  { method: 'POST', path: `${API_V1}/web-orders/fittings/{fitting}/files`, why: 'fitting: uploading an attachment' },
  { method: 'DELETE', path: `${API_V1}/web-orders/fittings/{fitting}/files/{file}`, why: 'fitting: deleting an attachment' },
  { method: 'GET', path: `${API_V1}/web-orders/fittings/{fitting}/content`, why: 'fitting: its order lines (the Orders tab)' },
  { method: 'GET', path: `${API_V1}/resource-groups/{resource}/resources`, why: 'fitting: the consultants, technicians, rooms and cars to choose from' },
  { method: 'GET', path: `${API_V1}/clients/{client}/contacts`, why: 'fitting: the client’s contacts to choose the contact person from (user and contact)' },
  { method: 'PUT', path: `${API_V1}/clients/{client}`, why: 'fitting: the client’s contact information and advance contact (user and contact)' },
];

const compiled = EMBEDDED_CALLS.map((call) => ({
  method: call.method,
  path: new RegExp(
    `^${call.path
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{[^}/:]+:text\}/g, '[^/]+')
      .replace(/\{[^}/]+\}/g, '\\d+')}/?$`,
  ),
}));

/** True when an embedded session may make this call. */
export function embeddedMayCall(method: string, path: string): boolean {
  return compiled.some((c) => c.method === method.toUpperCase() && c.path.test(path));
}
