/**
 * How the catalogue moves. Each change of its state (search, filter, storage, page, page size) is
 * told to the host as a cancelable `fsp-navigate` with `productRoutes.products(state)` and `replace: true`
 * (the URL follows the view without a history entry per keystroke); a host that routes prevents it
 * and sets the attributes itself, otherwise the element sets its own. Opening a product is an
 * `fsp-navigate` to `productRoutes.product(…)` (a new entry); unprevented, the browser goes there.
 */
import { useCallback, type MouseEvent } from 'react';
import { useElementContext } from '../../../core/element/context.ts';
import { DEFAULT_PAGE_SIZE, type CatalogueQuery, productRoutes } from '../../../areas/products/products.ts';
import { onPlainClick } from '../../../core/ui/links.ts';

/** The element's attributes of a state (null: the attribute goes); `include-not-orderable` is a boolean, present or not. */
export function attributesOf(query: CatalogueQuery): Record<string, string | null> {
  const list = (values: readonly (number | string)[]) => (values.length ? values.join(',') : null);
  return {
    q: query.q.trim() || null,
    facilities: list(query.facilities),
    'base-storages': list(query.baseStorages),
    'item-classes': list(query.itemClasses),
    'iso-codes': list(query.isoCodes),
    suppliers: list(query.suppliers),
    'product-statuses': list(query.productStatuses),
    'include-not-orderable': query.includeNotOrderable ? '' : null,
    page: query.page > 1 ? String(query.page) : null,
    'page-size': query.pageSize !== DEFAULT_PAGE_SIZE ? String(query.pageSize) : null,
    storage: query.storage ? String(query.storage) : null,
  };
}

/** Moves the catalogue to a state: the event first; unprevented, the element's own attributes. */
export function useCatalogueNavigate(): (next: CatalogueQuery) => void {
  const ctx = useElementContext();
  return useCallback(
    (next: CatalogueQuery) => {
      const proceed = ctx?.emit('fsp-navigate', { path: productRoutes.products(next), replace: true }, true) ?? true;
      if (!proceed || !ctx) return;
      for (const [name, value] of Object.entries(attributesOf(next))) {
        if (value === null) ctx.host.removeAttribute(name);
        else if (ctx.host.getAttribute(name) !== value) ctx.host.setAttribute(name, value);
      }
    },
    [ctx],
  );
}

/**
 * The results' click handler: a plain click on a product's link (`a[data-product]`) is an
 * `fsp-navigate` to its href; a router that takes it (prevents it) shows the product, otherwise
 * the browser goes there. A click with a modifier (a new tab) is the browser's.
 */
export function useOpenProduct(): (e: MouseEvent<HTMLElement>) => void {
  const ctx = useElementContext();
  return useCallback(
    (e: MouseEvent<HTMLElement>) => {
      const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[data-product]') : null;
      if (!link) return;
      const path = link.getAttribute('href') ?? '';
      onPlainClick(() => {
        const proceed = ctx?.emit('fsp-navigate', { path }, true) ?? true;
        if (proceed) window.location.assign(link.href);
      })(e);
    },
    [ctx],
  );
}
