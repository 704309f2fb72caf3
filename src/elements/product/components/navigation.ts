/**
 * How `<fsp-product>` leads elsewhere: the breadcrumb (back to the catalogue with its filters, or
 * to the stock balance), Similar products and the not-found state's way back. Every move is a
 * cancelable `fsp-navigate` with the portal path; a host that routes prevents it and shows the
 * path itself. Otherwise the link is followed as a normal link would be (a new page load), since
 * nothing of those screens is this element's. A click with a modifier (a new tab) is the browser's.
 * The moves are core's (ui/links.ts: useGo, useNavigateLink); here only where they lead.
 */
import { productRoutes, productReferrer } from '../../../areas/products/products.ts';


export type Referrer = { path: string; kind: 'catalogue' | 'stock' };

/** Where the breadcrumb leads: a valid `from` (productReferrer), else the plain catalogue. */
export function referrerOf(from: string | null | undefined): Referrer {
  const path = productReferrer(from);
  if (!path) return { path: productRoutes.products(), kind: 'catalogue' };
  return { path, kind: path.startsWith('/base-storages') ? 'stock' : 'catalogue' };
}

