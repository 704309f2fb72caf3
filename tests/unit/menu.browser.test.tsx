/** The main menu (spec 1 §2 Shell, §6): entries by built screen, feature flag and receiver; hover close after 1000 ms. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react';
import type { AppData } from '../../src/contract/authentication.ts';
import { currentPathOf, MENU_HOVER_CLOSE_MS, MENU_TREE, MenuList, SearchDrawer, visibleMenu, type MenuContext, type VisibleNode } from '../../src/standalone/menu.tsx';
import '../../src/standalone/texts.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const allFlags: AppData['flags'] = {
  isOrderFittingEnabled: true,
  isOrderFunctionEnabled: true,
  isOrderNewProductEnabled: true,
  isOrderPickupEnabled: true,
  isOrderWorkEnabled: true,
  orderMoveEnabled: true,
  isReceiveDeliveryForFixedAssetsEnabled: true,
};
const app = (flags: Partial<AppData['flags']> = {}, order: number | null = 7) =>
  ({ flags: { ...allFlags, ...flags }, currentOrder: order === null ? null : { id: order } }) as unknown as AppData;
const everything = () => true;
const keys = (ctx: MenuContext) => visibleMenu(MENU_TREE, ctx).map((n) => (n.kind === 'group' ? `${n.key}[${n.items.map((i) => i.key).join(',')}]` : n.key));

describe('visibleMenu', () => {
  it('the whole menu of the spec when every screen is built and every flag is on', () => {
    expect(keys({ appData: app(), isBuilt: everything })).toEqual([
      'orders[newOrder,orderList,myOrders,myFittings,functionOrder,products,fitting,workOrder,pickupOrder,externalAssortment]',
      'search[clients,inventories]',
      'baseStorage[stockBalance,delivery,inventory,workList,myTasks]',
      'productsCatalogue',
      'documents',
      'deviation[reportDeviation,myDeviations]',
    ]);
  });
  it('order entries follow their flags and carry the active order id', () => {
    const nodes = visibleMenu(MENU_TREE, { appData: app({ isOrderFittingEnabled: false, isOrderWorkEnabled: false }), isBuilt: everything });
    const orders = nodes[0];
    expect(orders?.kind === 'group' && orders.items.map((i) => i.path)).toEqual([
      '/orders',
      '/orders',
      '/my-myloc/orders',
      '/orders/7/functions',
      '/orders/7/products',
      '/orders/7/pick-ups',
      '/orders/7/external-assortments',
    ]);
  });
  it('no active order: "new order" and the lists in the Orders group', () => {
    expect(keys({ appData: app({}, null), isBuilt: everything })[0]).toBe('orders[newOrder,orderList,myOrders,myFittings]');
  });
  // My fittings (isOrderFittingEnabled) is the user's own list: it needs no order and shows for a base-storage receiver too.
  it('a base-storage receiver has no function, fitting, work, pickup or external-assortment entries (spec 2 §6)', () => {
    expect(keys({ appData: app(), isBuilt: everything, receiverType: 'FACILITY' })[0]).toBe('orders[newOrder,orderList,myOrders,myFittings,products]');
    expect(keys({ appData: app(), isBuilt: everything, receiverType: 'CLIENT' })[0]).toContain('fitting');
  });
  it('only built screens show; a group without entries is absent', () => {
    // New order opens the popup (no screen of its own): always there.
    expect(keys({ appData: app(), isBuilt: (r) => r === 'documents' })).toEqual(['orders[newOrder]', 'documents']);
    expect(keys({ appData: app(), isBuilt: (r) => r === 'clients' || r === 'documents' })).toEqual(['orders[newOrder]', 'search[clients]', 'documents']);
  });
  it('no app data: flagged entries are off', () => {
    expect(keys({ appData: null, isBuilt: everything })[0]).toBe('orders[newOrder,orderList,myOrders]');
  });
});

/** The Search group (the first group is Orders, with its New order button). */
const searchGroup = (nav: HTMLElement) => [...nav.querySelectorAll<HTMLElement>('.menu-group')].find((g) => g.querySelector('a[href="/clients"]')) as HTMLElement;

describe('currentPathOf', () => {
  const nodes: VisibleNode[] = [
    {
      kind: 'group',
      key: 'orders',
      items: [
        { key: 'newOrder', path: '/orders', action: 'new-order' },
        { key: 'orderList', path: '/orders' },
        { key: 'myOrders', path: '/my-myloc/orders' },
        { key: 'products', path: '/orders/5/products' },
      ],
    },
    { kind: 'item', key: 'documents', path: '/documents' },
  ];
  it('is the one entry with the longest path the location is at or under', () => {
    expect(currentPathOf('/orders', nodes)).toBe('/orders');
    expect(currentPathOf('/orders/5', nodes)).toBe('/orders');
    expect(currentPathOf('/orders/5/products/12', nodes)).toBe('/orders/5/products');
    expect(currentPathOf('/my-myloc/orders/7', nodes)).toBe('/my-myloc/orders');
    expect(currentPathOf('/documents/3', nodes)).toBe('/documents');
    expect(currentPathOf('/ordersx', nodes)).toBeNull();
    expect(currentPathOf('/', nodes)).toBeNull();
  });
});

describe('MenuList', () => {
  let root: Root | null = null;
  let host: HTMLElement | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    host?.remove();
    vi.useRealTimers();
  });
  function render(ctx: MenuContext) {
    host = document.createElement('nav');
    document.body.append(host);
    root = createRoot(host);
    act(() => root?.render(<MenuList nodes={visibleMenu(MENU_TREE, ctx)} drawerEntries={[]} id="m" />));
    return host;
  }

  it('a group opens on hover and closes 1000 ms after the pointer leaves, not before', () => {
    vi.useFakeTimers();
    const nav = render({ appData: app(), isBuilt: (r) => r === 'clients' || r === 'inventories' });
    const group = searchGroup(nav);
    const button = group.querySelector('button') as HTMLButtonElement;
    const list = group.querySelector('ul') as HTMLUListElement;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    act(() => {
      group.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect([...list.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/clients', '/inventories']);
    act(() => {
      group.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    });
    act(() => {
      vi.advanceTimersByTime(MENU_HOVER_CLOSE_MS - 1);
    });
    expect(list.hidden).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(list.hidden).toBe(true);
  });

  it('coming back within the delay keeps it open; click and Escape work from the keyboard', () => {
    vi.useFakeTimers();
    const nav = render({ appData: app(), isBuilt: (r) => r === 'clients' });
    const group = searchGroup(nav);
    const button = group.querySelector('button') as HTMLButtonElement;
    act(() => {
      group.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    });
    act(() => {
      group.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    });
    act(() => {
      vi.advanceTimersByTime(600);
    });
    act(() => {
      group.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      button.click();
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => {
      button.click();
    });
    act(() => {
      button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
  it('a mouse click on a group the pointer has just opened keeps it open; the next click closes it', () => {
    const nav = render({ appData: app(), isBuilt: (r) => r === 'clients' });
    const group = searchGroup(nav);
    const button = group.querySelector('button') as HTMLButtonElement;
    const mouseClick = () => {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    };
    act(() => {
      group.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(mouseClick);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(mouseClick);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(mouseClick);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('SearchDrawer', () => {
  let root: Root | null = null;
  let host: HTMLElement | null = null;
  afterEach(() => {
    act(() => {
      root?.unmount();
    });
    host?.remove();
  });
  function render(ctx: MenuContext) {
    host = document.createElement('header');
    document.body.append(host);
    root = createRoot(host);
    act(() => {
      root?.render(<SearchDrawer nodes={visibleMenu(MENU_TREE, ctx)} />);
    });
    return host;
  }

  it('is absent while no search screen is built', () => {
    expect(render({ appData: app(), isBuilt: (r) => r === 'documents' }).innerHTML).toBe('');
  });

  it('a button opens the Search entries; Escape closes and gives focus back', () => {
    const header = render({ appData: app(), isBuilt: everything });
    const button = header.querySelector('button') as HTMLButtonElement;
    const list = header.querySelector('ul') as HTMLUListElement;
    expect(button.textContent).toBe('Sök');
    expect(list.hidden).toBe(true);
    act(() => {
      button.click();
    });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect([...list.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/clients', '/inventories']);
    act(() => {
      list.querySelector('a')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(list.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });
});
