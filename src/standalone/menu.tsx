/**
 * The main menu (spec 1 §2 Shell): Orders (new order; add to order: function order, products,
 * fitting, work order, pickup order, external assortment), Search (clients, inventories), Base
 * storage (stock balance, delivery, inventory, work list, my tasks), Products, Documents, Deviation. A group
 * opens on click or hover and closes 1000 ms after the pointer leaves it, on Escape, or when focus
 * leaves it. Below 600 px the shell shows the same entries in a drawer, with user settings, the
 * signed-in user and Log out added.
 *
 * An entry shows only when its screen is built (its route is registered), its feature flag is on,
 * and, for an order type, the active order's receiver allows it: a base storage (FACILITY) receiver
 * has no function, fitting, work, pickup or external-assortment orders (spec 2 §6). A group with no entry left is absent.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { AppData, FeatureFlag } from '../contract/authentication.ts';
import { hasFlag } from '../core/session/permissions.ts';
import { routes } from '../core/routes.ts';
import { useLocation } from './router.ts';
import { useStandaloneTexts } from './texts.ts';

/** Spec 1 §9: the menu closes this long after the pointer leaves it. */
export const MENU_HOVER_CLOSE_MS = 1000;

export type ReceiverType = 'CLIENT' | 'FACILITY' | 'Secret_ID';

export type MenuItem = {
  key: string;
  /** The route name in the standalone's route table; the entry shows only when it is registered. */
  route: string;
  /** The path; order entries get the active order's id. */
  path: (orderId: number | null) => string | null;
  flag?: FeatureFlag;
  /** Hidden when the active order's receiver is a base storage (spec 2 §6; as the new-order popup's step 2). */
  notForBaseStorage?: boolean;
  /** Not a screen: the entry is a button that asks for the new-order popup (an `fsp-new-order` event on the document). */
  action?: 'new-order';
};

export type MenuNode = { kind: 'group'; key: string; items: MenuItem[] } | ({ kind: 'item' } & MenuItem);

const orderPath = (segment: string) => (order: number | null) => (order === null ? null : `/orders/${order}/${segment}`);

/** The whole menu of the spec; what shows of it is decided by visibleMenu. */
export const MENU_TREE: MenuNode[] = [
  {
    kind: 'group',
    key: 'orders',
    items: [
      { key: 'newOrder', route: 'newOrder', path: () => '/orders', action: 'new-order' },
      // The order list and My orders (spec 2 §2; spec 1's menu names neither: decided, beside New order).
      { key: 'orderList', route: 'orders', path: () => '/orders' },
      { key: 'myOrders', route: 'myOrders', path: () => '/my-myloc/orders' },
      // My fittings (spec 3 §2), beside My orders; the planner opens its planning view with ?role=admin.
      { key: 'myFittings', route: 'myFittings', path: () => '/my-myloc/fittings', flag: 'isOrderFittingEnabled' },
      // Spec 2 §6: hidden for a base-storage receiver too (contract/shared/order-types.ts, the popup's and the server's rule).
      { key: 'functionOrder', route: 'orderFunctions', path: orderPath('functions'), flag: 'isOrderFunctionEnabled', notForBaseStorage: true },
      // Products of the range have no flag: isOrderNewProductEnabled is the external assortment's (NEW_PRODUCT lines).
      { key: 'products', route: 'orderProducts', path: orderPath('products') },
      { key: 'fitting', route: 'orderFittings', path: orderPath('fittings'), flag: 'isOrderFittingEnabled', notForBaseStorage: true },
      { key: 'workOrder', route: 'orderWork', path: orderPath('work'), flag: 'isOrderWorkEnabled', notForBaseStorage: true },
      { key: 'pickupOrder', route: 'orderPickUps', path: orderPath('pick-ups'), flag: 'isOrderPickupEnabled', notForBaseStorage: true },
      { key: 'externalAssortment', route: 'orderExternalAssortments', path: orderPath('external-assortments'), flag: 'isOrderNewProductEnabled', notForBaseStorage: true },
    ],
  },
  {
    kind: 'group',
    key: 'search',
    items: [
      { key: 'clients', route: 'clients', path: () => '/clients' },
      { key: 'inventories', route: 'inventories', path: () => '/inventories' },
    ],
  },
  {
    kind: 'group',
    key: 'baseStorage',
    items: [
      { key: 'stockBalance', route: 'baseStorages', path: () => '/base-storages' },
      { key: 'delivery', route: 'receiveDelivery', path: () => '/receive/delivery' },
      { key: 'inventory', route: 'baseStorageInventory', path: () => '/base-storages/inventory' },
      { key: 'workList', route: 'workList', path: () => '/base-storages/work-list' },
      // My tasks (spec 3 §2, the personal pages' default; spec 1's menu names it not: decided, beside the work list).
      { key: 'myTasks', route: 'myTasks', path: () => '/my-myloc/tasks' },
    ],
  },
  { kind: 'item', key: 'productsCatalogue', route: 'products', path: () => '/products' },
  { kind: 'item', key: 'documents', route: 'documents', path: () => routes.documents() },
  // Deviation (spec 1's menu): a group, since the spec's My pages also have My deviations, which
  // the menu would otherwise not reach (decided): Report a deviation (/deviation) and My deviations.
  {
    kind: 'group',
    key: 'deviation',
    items: [
      { key: 'reportDeviation', route: 'deviation', path: () => '/deviation' },
      { key: 'myDeviations', route: 'myDeviations', path: () => '/my-myloc/deviations' },
    ],
  },
];

/** In the mobile drawer only (spec 1: base storage, documents, deviation, user settings, logout). */
export const DRAWER_ONLY: MenuItem[] = [{ key: 'settings', route: 'settings', path: () => routes.settings() }];

export type VisibleItem = { key: string; path: string; action?: 'new-order' };
export type VisibleNode = { kind: 'group'; key: string; items: VisibleItem[] } | ({ kind: 'item' } & VisibleItem);

export type MenuContext = {
  appData: AppData | null;
  /** Whether a route name is registered (its screen is built). */
  isBuilt: (route: string) => boolean;
  /** The active order's receiver type, when it is known. */
  receiverType?: ReceiverType | null;
};

function visibleItem(item: MenuItem, ctx: MenuContext): VisibleItem | null {
  if (item.action) return { key: item.key, path: item.path(null) ?? '', action: item.action };
  if (!ctx.isBuilt(item.route)) return null;
  if (item.flag && !hasFlag(ctx.appData, item.flag)) return null;
  if (item.notForBaseStorage && ctx.receiverType === 'FACILITY') return null;
  const path = item.path(ctx.appData?.currentOrder?.id ?? null);
  return path === null ? null : { key: item.key, path };
}

/** The items of a list this user sees now. */
export function visibleItems(items: MenuItem[], ctx: MenuContext): VisibleItem[] {
  return items.map((i) => visibleItem(i, ctx)).filter((i): i is VisibleItem => i !== null);
}

/** The entries this user sees now; groups without entries are left out. */
export function visibleMenu(tree: MenuNode[], ctx: MenuContext): VisibleNode[] {
  const out: VisibleNode[] = [];
  for (const node of tree) {
    if (node.kind === 'group') {
      const items = visibleItems(node.items, ctx);
      if (items.length) out.push({ kind: 'group', key: node.key, items });
    } else {
      const item = visibleItem(node, ctx);
      if (item) out.push({ kind: 'item', ...item });
    }
  }
  return out;
}

/** Asks the shell for the new-order popup, as an element does (the same event, on the document). */
export function askForNewOrder(): void {
  document.dispatchEvent(new CustomEvent('fsp-new-order', { detail: {}, bubbles: true, composed: true }));
}

/**
 * The path of the one entry that is the current page (`aria-current="page"`): of the entries whose
 * path is the location's or an ancestor of it, the longest. In an order's product wizard
 * (/orders/5/products) that is Products, not also the order list (/orders); an order's detail
 * (/orders/5) is under the order list.
 */
export function currentPathOf(pathname: string, nodes: readonly (VisibleNode | VisibleItem)[]): string | null {
  let best: string | null = null;
  const consider = (i: VisibleItem) => {
    if (i.action) return;
    const matches = pathname === i.path || pathname.startsWith(`${i.path}/`);
    if (matches && (best === null || i.path.length > best.length)) best = i.path;
  };
  for (const n of nodes) {
    if ('kind' in n && n.kind === 'group') n.items.forEach(consider);
    else consider(n);
  }
  return best;
}

/** A group: a disclosure button and its list; hover opens it, leaving closes it after 1000 ms. */
function MenuGroup({ node, current: currentPath, onNavigate }: { node: Extract<VisibleNode, { kind: 'group' }>; current: string | null; onNavigate?: (() => void) | undefined }) {
  const { t } = useStandaloneTexts();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Open because the pointer came over it (not by a click or a key). */
  const openedByHover = useRef(false);
  const cancelClose = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const closeLater = () => {
    cancelClose();
    timer.current = setTimeout(() => setOpen(false), MENU_HOVER_CLOSE_MS);
  };
  useEffect(() => cancelClose, []);
  const current = node.items.some((i) => i.path === currentPath);
  return (
    <li
      className="menu-group"
      data-open={open || undefined}
      onMouseEnter={() => {
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={closeLater}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          e.currentTarget.querySelector('button')?.focus();
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button type="button" aria-expanded={open} aria-controls={listId} className={current ? 'current' : undefined} onClick={(e) => {
          // The pointer opened it on its way to the button: that click keeps it open (it is what the
          // user meant to do), instead of closing what they see opening. Keys (detail 0) toggle.
          const keep = e.detail > 0 && open && openedByHover.current;
          openedByHover.current = false;
          setOpen(keep || !open);
        }}>
        {t(`menu.${node.key}`)}
      </button>
      <ul id={listId} className="menu-sublist" hidden={!open}>
        {node.items.map((i) => (
          <li key={i.key}>
            {i.action ? (
              <button
                type="button"
                className="menu-action"
                onClick={() => {
                  setOpen(false);
                  onNavigate?.();
                  askForNewOrder();
                }}
              >
                {t(`menu.${i.key}`)}
              </button>
            ) : (
              <a
                href={i.path}
                aria-current={i.path === currentPath ? 'page' : undefined}
                onClick={() => {
                  setOpen(false);
                  onNavigate?.();
                }}
              >
                {t(`menu.${i.key}`)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The menu's list: groups and plain entries, then the drawer-only entries and `drawerEnd` (the
 * user and Log out), both hidden on desktop.
 */
export function MenuList({ nodes, drawerEntries, id, onNavigate, drawerEnd }: { nodes: VisibleNode[]; drawerEntries: VisibleItem[]; id: string; onNavigate?: (() => void) | undefined; drawerEnd?: ReactNode }) {
  const { t } = useStandaloneTexts();
  const { pathname } = useLocation();
  const current = currentPathOf(pathname, [...nodes, ...drawerEntries]);
  const link = (i: VisibleItem, className?: string) => (
    <li key={i.key} className={className}>
      <a href={i.path} aria-current={i.path === current ? 'page' : undefined} onClick={onNavigate}>
        {t(`menu.${i.key}`)}
      </a>
    </li>
  );
  return (
    <ul id={id} className="menu-list">
      {nodes.map((n) => (n.kind === 'group' ? <MenuGroup key={n.key} node={n} current={current} onNavigate={onNavigate} /> : link(n)))}
      {drawerEntries.map((i) => link(i, 'drawer-only'))}
      {drawerEnd ? <li className="drawer-only drawer-end">{drawerEnd}</li> : null}
    </ul>
  );
}

/**
 * Below 600 px, the search drawer (spec 1 §2 Shell): the Search group's entries behind a button in
 * the header, apart from the menu drawer. Absent while no search screen is built.
 */
export function SearchDrawer({ nodes }: { nodes: VisibleNode[] }) {
  const { t } = useStandaloneTexts();
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname; // navigating closes it
  const id = useId();
  const search = nodes.find((n): n is Extract<VisibleNode, { kind: 'group' }> => n.kind === 'group' && n.key === 'search');
  if (!search) return null;
  return (
    <div
      className="search-drawer"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpenOn(null);
          e.currentTarget.querySelector('button')?.focus();
        }
      }}
    >
      <button type="button" className="search-drawer-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpenOn(open ? null : pathname)}>
        {t('menu.search')}
      </button>
      <ul id={id} className="search-drawer-list" hidden={!open} aria-label={t('menu.search')}>
        {search.items.map((i) => (
          <li key={i.key}>
            <a href={i.path} aria-current={i.path === currentPathOf(pathname, nodes) ? 'page' : undefined} onClick={() => setOpenOn(null)}>
              {t(`menu.${i.key}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
