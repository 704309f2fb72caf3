/**
 * How `<fsp-order>` leads elsewhere: the breadcrumb back to the order list (or My orders), the
 * link of a preliminary order to its cart, the not-found state's way back. Every move is a
 * cancelable `fsp-navigate` with the portal path; a host that routes prevents it and shows the
 * path itself. Otherwise the link is followed as a normal link would be (a new page load), since
 * nothing of those screens is this element's. A click with a modifier (a new tab) is the browser's.
 * The moves are core's (ui/links.ts: useGo, useNavigateLink); here only where they lead.
 */

/**
 * The lists an order belongs to (spec 2 §2): the order list, or My orders with `mine`; where the
 * breadcrumb leads back. Here rather than in core's orderRoutes: only this element links to them
 * without a query (the lists build their own queries), and the cart's whole has no byte to spare.
 */
export const orderList = (mine: boolean) => (mine ? '/my-myloc/orders' : '/orders');

