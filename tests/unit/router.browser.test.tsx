import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { compile, createMatcher, locationState, navigate, onNavigation, useLocation } from '../../src/standalone/router.ts';
import { matchLoggedIn, MY_PAGES_DEFAULT, taskListTarget, taskTarget, baseStorageProductTarget, fixedAssetTarget, inventorySearchTarget, clientsSearch, clientTarget, deviationListTarget, deviationTarget, fittingListTarget, orderListTarget, stockBalanceTarget, receiveTarget, receiveWizardTarget } from '../../src/standalone/route-table.ts';

describe('compile', () => {
  it('exact: matches the path only, with or without a trailing slash', () => {
    const m = compile('/documents', 'exact');
    expect(m('/documents')).toEqual({});
    expect(m('/documents/')).toEqual({});
    expect(m('/documents/3')).toBeNull();
    expect(m('/documentsx')).toBeNull();
    expect(m('/')).toBeNull();
  });

  it('prefix: also matches deeper paths, not a longer segment', () => {
    const m = compile('/orders', 'prefix');
    expect(m('/orders')).toEqual({});
    expect(m('/orders/')).toEqual({});
    expect(m('/orders/12/rows')).toEqual({});
    expect(m('/ordersx')).toBeNull();
    expect(m('/other')).toBeNull();
  });

  it('the root pattern', () => {
    const exact = compile('/', 'exact');
    expect(exact('/')).toEqual({});
    expect(exact('')).toEqual({});
    expect(exact('/x')).toBeNull();
    const prefix = compile('/', 'prefix');
    expect(prefix('/anything/at/all')).toEqual({});
  });

  it('required params', () => {
    const m = compile('/orders/:id', 'exact');
    expect(m('/orders/42')).toEqual({ id: '42' });
    expect(m('/orders/42/')).toEqual({ id: '42' });
    expect(m('/orders')).toBeNull();
    expect(m('/orders/42/x')).toBeNull();
    const two = compile('/clients/:client/orders/:order', 'exact');
    expect(two('/clients/7/orders/9')).toEqual({ client: '7', order: '9' });
  });

  it("optional params: '/documents/:folder?'", () => {
    const m = compile('/documents/:folder?', 'exact');
    expect(m('/documents')).toEqual({ folder: undefined });
    expect(m('/documents/')).toEqual({ folder: undefined });
    expect(m('/documents/3')).toEqual({ folder: '3' });
    expect(m('/documents/3/')).toEqual({ folder: '3' });
    expect(m('/documents/3/x')).toBeNull();
    expect(m('/documentsx')).toBeNull();
  });

  it('URL-decodes params', () => {
    const m = compile('/documents/:folder?', 'exact');
    expect(m('/documents/a%20b')).toEqual({ folder: 'a b' });
    expect(m('/documents/R%C3%A5d')).toEqual({ folder: 'Råd' });
    expect(m('/documents/a%2Fb')).toEqual({ folder: 'a/b' });
  });

  it('a malformed percent-encoding does not throw (an unknown path, not a crash)', () => {
    // Browsers keep a lone "%" in location.pathname: /documents/% must not break the render.
    expect(new URL('/documents/%', location.origin).pathname).toBe('/documents/%');
    const m = compile('/documents/:folder?', 'exact');
    expect(() => m('/documents/%')).not.toThrow();
    expect(() => m('/documents/%E0%A4%A')).not.toThrow();
  });

  it('escapes regular expression characters in literal segments', () => {
    const m = compile('/a.b', 'exact');
    expect(m('/a.b')).toEqual({});
    expect(m('/axb')).toBeNull();
  });
});

describe('createMatcher', () => {
  const match = createMatcher([
    { name: 'home', pattern: '/', match: 'exact' },
    { name: 'order', pattern: '/orders/:id', match: 'exact' },
    { name: 'orders', pattern: '/orders', match: 'prefix' },
  ]);

  it('answers the first route that matches, with its params', () => {
    expect(match('/')).toEqual({ name: 'home', params: {} });
    expect(match('/orders/5')).toEqual({ name: 'order', params: { id: '5' } });
    expect(match('/orders')).toEqual({ name: 'orders', params: {} });
    expect(match('/orders/5/rows')).toEqual({ name: 'orders', params: {} });
  });

  it('answers null when nothing matches', () => {
    expect(match('/nowhere')).toBeNull();
  });
});

describe('matchLoggedIn (src/standalone/route-table.ts)', () => {
  it('knows home and documents', () => {
    expect(matchLoggedIn('/')).toEqual({ name: 'home', params: {} });
    expect(matchLoggedIn('/documents')).toEqual({ name: 'documents', params: { folder: undefined } });
    expect(matchLoggedIn('/documents/3')).toEqual({ name: 'documents', params: { folder: '3' } });
  });

  it('knows the client search and the client', () => {
    expect(matchLoggedIn('/clients')).toEqual({ name: 'clients', params: {} });
    expect(matchLoggedIn('/clients/1')).toEqual({ name: 'client', params: { id: '1', tab: undefined, detail: undefined } });
    expect(matchLoggedIn('/clients/1/holdings/12')).toEqual({ name: 'client', params: { id: '1', tab: 'holdings', detail: '12' } });
    expect(matchLoggedIn('/clients/1/holdings/12/x')).toBeNull();
  });

  it('knows the order list and My orders', () => {
    expect(matchLoggedIn('/orders')).toEqual({ name: 'orders', params: {} });
    expect(matchLoggedIn('/my-myloc/orders')).toEqual({ name: 'myOrders', params: {} });
  });

  it('knows My fittings (the planning view with ?role=admin) and gives <fsp-fittings> its attributes', () => {
    expect(matchLoggedIn('/my-myloc/fittings')).toEqual({ name: 'myFittings', params: {} });
    expect(fittingListTarget(new URLSearchParams(''))).toEqual({ admin: undefined, status: undefined, page: undefined });
    expect(fittingListTarget(new URLSearchParams('role=admin&status=closed&page=3'))).toEqual({ admin: 'true', status: 'closed', page: '3' });
    expect(fittingListTarget(new URLSearchParams('status=unplanned'))).toEqual({ admin: undefined, status: undefined, page: undefined });
  });

  it('knows the deviation report, My deviations and one deviation (by prefix), and gives their elements attributes', () => {
    expect(matchLoggedIn('/deviation')).toEqual({ name: 'deviation', params: {} });
    expect(matchLoggedIn('/my-myloc/deviations')).toEqual({ name: 'myDeviations', params: {} });
    expect(matchLoggedIn('/my-myloc/deviations/7/attachments')).toEqual({ name: 'myDeviation', params: { deviation: '7', tab: 'attachments' } });
    expect(matchLoggedIn('/my-myloc/deviations/7/info/more')?.name).toBe('myDeviation');
    expect(deviationListTarget(new URLSearchParams('state=closed&q=hjul&page=2&pageSize=25'))).toEqual({ state: 'closed', q: 'hjul', page: '2', 'page-size': '25' });
    expect(deviationListTarget(new URLSearchParams('state=open&pageSize=10'))).toEqual({ state: undefined, q: undefined, page: undefined, 'page-size': undefined });
    expect(deviationTarget({ deviation: '7' })).toEqual({ kind: 'redirect', to: '/my-myloc/deviations/7/info' });
    expect(deviationTarget({ deviation: '7', tab: 'attachments' })).toEqual({ kind: 'show', attributes: { deviation: '7', tab: 'attachments' } });
    expect(deviationTarget({ deviation: '7', tab: 'events' })).toEqual({ kind: 'notFound' });
    expect(deviationTarget({ deviation: '07', tab: 'info' })).toEqual({ kind: 'notFound' });
  });

  it('knows the receive page and the receiving wizard (spec 3 §2), the reference from the location state', () => {
    expect(matchLoggedIn('/receive/delivery')).toEqual({ name: 'receiveDelivery', params: {} });
    expect(matchLoggedIn('/receive/delivery/order/lot-controlled/1/8/2')).toEqual({ name: 'receiveDeliveryOrder', params: { type: 'lot-controlled', supplier: '1', product: '8', baseStorage: '2' } });
    expect(receiveTarget(new URLSearchParams('storage=2&q=rollator&page=2&pageSize=25'), { reference: 'FS-1' })).toEqual({ storage: '2', q: 'rollator', page: '2', 'page-size': '25', reference: 'FS-1' });
    expect(receiveTarget(new URLSearchParams('storage=x'), {})).toEqual({ storage: undefined, q: undefined, page: undefined, 'page-size': undefined, reference: undefined });
    expect(receiveWizardTarget({ type: 'fixed-asset-controlled', supplier: '1', product: '1', baseStorage: '2' }, { reference: 'FS-1' })).toEqual({
      kind: 'show',
      attributes: { type: 'fixed-asset-controlled', supplier: '1', product: '1', 'base-storage': '2', reference: 'FS-1' },
    });
    expect(receiveWizardTarget({ type: 'batch', supplier: '1', product: '1', baseStorage: '2' }, {})).toEqual({ kind: 'notFound' });
    expect(receiveWizardTarget({ type: 'lot-controlled', supplier: '1', product: '01x', baseStorage: '2' }, {})).toEqual({ kind: 'notFound' });
  });

  it('keeps a step and a reference in the location state, and nothing else', () => {
    const start = location.pathname + location.search;
    navigate('/receive/delivery?storage=2', { state: { reference: 'FS-2026-118', step: 1 } });
    expect(locationState()).toEqual({ step: 1, reference: 'FS-2026-118' });
    history.replaceState({ reference: 7, step: -1, other: 'x' }, '', location.href);
    expect(locationState()).toEqual({});
    history.replaceState(null, '', start);
  });

  it('answers null for unknown paths', () => {
    expect(matchLoggedIn('/receive/delivery/order/lot-controlled/1/1')).toBeNull();
    expect(matchLoggedIn('/nowhere')).toBeNull();
    expect(matchLoggedIn('/documents/3/x')).toBeNull();
    expect(matchLoggedIn('/home')).toBeNull();
  });

  it('answers null (not an exception) for a malformed percent-encoding', () => {
    expect(() => matchLoggedIn('/documents/%')).not.toThrow();
  });
});

describe('clientsSearch and clientTarget (src/standalone/route-table.ts)', () => {
  const none = new URLSearchParams();

  it("the search's attributes from the query, empty ones left out", () => {
    expect(clientsSearch(new URLSearchParams('q=380114-7061&firstName=Astrid&surname=&zipCode=211%2045&city=Malm%C3%B6'))).toEqual({
      q: '380114-7061',
      'first-name': 'Astrid',
      surname: undefined,
      'zip-code': '211 45',
      city: 'Malmö',
      'page-size': undefined,
    });
    expect(clientsSearch(new URLSearchParams('q=250101%2B9216')).q).toBe('250101+9216');
    expect(clientsSearch(none)).toEqual({ q: undefined, 'first-name': undefined, surname: undefined, 'zip-code': undefined, city: undefined, 'page-size': undefined });
    // Rows per page (spec 1 §9): 25 or 50; 10 and anything else are the default, left out.
    expect(clientsSearch(new URLSearchParams('q=19&pageSize=25'))['page-size']).toBe('25');
    for (const size of ['10', '24', 'x']) expect(clientsSearch(new URLSearchParams(`q=19&pageSize=${size}`))['page-size']).toBeUndefined();
  });

  it('a bare client path goes to its info page, from=receiver kept', () => {
    expect(clientTarget({ id: '1' }, none)).toEqual({ kind: 'redirect', to: '/clients/1/info' });
    expect(clientTarget({ id: '1' }, new URLSearchParams('from=receiver'))).toEqual({ kind: 'redirect', to: '/clients/1/info?from=receiver' });
  });

  it('a tab shows <fsp-client>; a holding or a task id on its own tab only', () => {
    expect(clientTarget({ id: '3', tab: 'info' }, none)).toEqual({ kind: 'show', attributes: { client: '3', tab: 'info', holding: undefined, task: undefined, from: undefined } });
    expect(clientTarget({ id: '3', tab: 'holdings', detail: '12' }, none)).toEqual({ kind: 'show', attributes: { client: '3', tab: 'holdings', holding: '12', task: undefined, from: undefined } });
    expect(clientTarget({ id: '4', tab: 'tasks', detail: '5' }, new URLSearchParams('from=receiver'))).toEqual({
      kind: 'show',
      attributes: { client: '4', tab: 'tasks', holding: undefined, task: '5', from: 'receiver' },
    });
    for (const tab of ['addresses', 'contacts', 'holding-transactions']) expect(clientTarget({ id: '1', tab }, none).kind).toBe('show');
    expect(clientTarget({ id: '1', tab: 'info' }, new URLSearchParams('from=elsewhere'))).toMatchObject({ attributes: { from: undefined } });
  });

  it('/orders and /my-myloc/orders give <fsp-orders> the list\'s attributes; My orders with mine', () => {
    expect(orderListTarget('orders', new URLSearchParams('status=all&page=2'))).toMatchObject({ status: 'all', page: '2', mine: undefined });
    expect(orderListTarget('myOrders', new URLSearchParams('view=table&sort=status:asc'))).toMatchObject({ view: 'table', sort: 'status:asc', mine: 'true' });
  });

  it('the orders tab gives <fsp-client> the order list\'s query, canonical; none for the default list', () => {
    expect(clientTarget({ id: '1', tab: 'orders' }, none)).toMatchObject({ kind: 'show', attributes: { client: '1', tab: 'orders', 'orders-query': undefined } });
    expect(clientTarget({ id: '1', tab: 'orders' }, new URLSearchParams('page=2&status=closed&bogus=1'))).toMatchObject({ attributes: { 'orders-query': 'status=closed&page=2' } });
    expect(clientTarget({ id: '1', tab: 'info' }, new URLSearchParams('status=closed'))).toMatchObject({ attributes: { 'orders-query': undefined } });
  });

  it('not found: an id that is not a positive whole number, an unknown tab, a detail elsewhere', () => {
    for (const id of ['0', '-1', 'abc', '01', '1.5', '2147483648', '99999999999']) expect(clientTarget({ id, tab: 'info' }, none), id).toEqual({ kind: 'notFound' });
    expect(clientTarget({ id: 'x' }, none)).toEqual({ kind: 'notFound' });
    expect(clientTarget({ id: '1', tab: 'orders', detail: '2' }, none)).toEqual({ kind: 'notFound' });
    expect(clientTarget({ id: '1', tab: 'nowhere' }, none)).toEqual({ kind: 'notFound' });
    expect(clientTarget({ id: '1', tab: 'info', detail: '2' }, none)).toEqual({ kind: 'notFound' });
    expect(clientTarget({ id: '1', tab: 'holdings', detail: 'x' }, none)).toEqual({ kind: 'notFound' });
  });
});

describe('stockBalanceTarget and baseStorageProductTarget (src/standalone/route-table.ts)', () => {
  it('the balance’s query becomes the element’s attributes, canonical', () => {
    expect(stockBalanceTarget(new URLSearchParams('storage=2&itemClass=7&sort=description:desc&x=1'))).toEqual({
      storage: '2', q: undefined, 'item-class': '7', 'iso-code': undefined, supplier: undefined, 'product-status': undefined, sort: 'description:desc',
    });
    expect(matchLoggedIn('/base-storages')?.name).toBe('baseStorages');
    expect(matchLoggedIn('/base-storages/2/products/10')?.name).toBe('baseStorageProduct');
  });

  it('a product from the balance: its storage, and the way back (the balance’s path, else the storage’s balance)', () => {
    expect(baseStorageProductTarget({ baseStorage: '2', product: '10' }, new URLSearchParams({ from: '/base-storages?storage=2&q=k%C3%A4pp' }))).toEqual({
      kind: 'show',
      attributes: { product: '10', storage: '2', from: '/base-storages?storage=2&q=k%C3%A4pp' },
    });
    expect(baseStorageProductTarget({ baseStorage: '2', product: '10' }, new URLSearchParams({ from: 'https://evil.example' }))).toEqual({
      kind: 'show',
      attributes: { product: '10', storage: '2', from: '/base-storages?storage=2' },
    });
    expect(baseStorageProductTarget({ baseStorage: 'x', product: '10' }, new URLSearchParams()).kind).toBe('notFound');
  });
});

describe('taskListTarget and taskTarget (src/standalone/route-table.ts)', () => {
  it('the work list and My tasks: their paths, the query as the element’s attributes, canonical', () => {
    expect(matchLoggedIn('/base-storages/work-list')?.name).toBe('workList');
    expect(matchLoggedIn('/base-storages/work-list/12')?.name).toBe('workListTask');
    expect(matchLoggedIn('/my-myloc/tasks')?.name).toBe('myTasks');
    expect(matchLoggedIn('/my-myloc/tasks/12')?.name).toBe('myTask');
    expect(taskListTarget('workList', new URLSearchParams('storage=2&status=reported&q=%20säng%20&executionDateFrom=2026-11-01&executionDateTo=2026-13-01&x=1'))).toEqual({
      storage: '2', status: 'REPORTED', q: 'säng', 'execution-date-from': '2026-11-01', 'execution-date-to': undefined, page: undefined, mine: undefined,
    });
    expect(taskListTarget('myTasks', new URLSearchParams('status=ACTIVE&page=2'))).toEqual({
      storage: undefined, status: undefined, q: undefined, 'execution-date-from': undefined, 'execution-date-to': undefined, page: '2', mine: 'true',
    });
  });

  it('a task: its id and its list’s view; an id that is none is not found', () => {
    expect(taskTarget('workListTask', { task: '12' }, new URLSearchParams('status=ALL'))).toEqual({
      kind: 'show',
      attributes: { task: '12', storage: undefined, status: 'ALL', q: undefined, 'execution-date-from': undefined, 'execution-date-to': undefined, page: undefined, mine: undefined },
    });
    expect(taskTarget('myTask', { id: '7' }, new URLSearchParams()).kind === 'show' && taskTarget('myTask', { id: '7' }, new URLSearchParams())).toMatchObject({ attributes: { task: '7', mine: 'true' } });
    expect(taskTarget('workListTask', { task: '0' }, new URLSearchParams()).kind).toBe('notFound');
    expect(taskTarget('myTask', { id: 'x' }, new URLSearchParams()).kind).toBe('notFound');
  });

  it('the personal pages go to My tasks, their default (spec 1 §2 My pages)', () => {
    expect(matchLoggedIn('/my-myloc')?.name).toBe('myPages');
    expect(MY_PAGES_DEFAULT).toBe('/my-myloc/tasks');
  });
});

describe('fixedAssetTarget and inventorySearchTarget (src/standalone/route-table.ts)', () => {
  it('a fixed asset from a base storage and from the search, its way back; an id that is none is not found', () => {
    expect(matchLoggedIn('/base-storages/2/fixed-assets/40')?.name).toBe('baseStorageFixedAsset');
    expect(matchLoggedIn('/inventories/40')?.name).toBe('inventory');
    expect(matchLoggedIn('/inventories')?.name).toBe('inventories');
    expect(fixedAssetTarget({ baseStorage: '2', product: '40' }, new URLSearchParams({ from: '/base-storages?storage=2&q=HMC' }))).toEqual({
      kind: 'show',
      attributes: { 'fixed-asset': '40', 'base-storage': '2', from: '/base-storages?storage=2&q=HMC' },
    });
    expect(fixedAssetTarget({ baseStorage: '2', product: '40' }, new URLSearchParams({ from: '//evil.example' }))).toEqual({
      kind: 'show',
      attributes: { 'fixed-asset': '40', 'base-storage': '2', from: '/base-storages?storage=2' },
    });
    expect(fixedAssetTarget({ product: '40' }, new URLSearchParams({ from: '/inventories?q=HMC4' }))).toEqual({
      kind: 'show',
      attributes: { 'fixed-asset': '40', 'base-storage': undefined, from: '/inventories?q=HMC4' },
    });
    expect(fixedAssetTarget({ product: 'x' }, new URLSearchParams()).kind).toBe('notFound');
    expect(fixedAssetTarget({ baseStorage: '0', product: '40' }, new URLSearchParams()).kind).toBe('notFound');
  });

  it('the search’s query becomes its attributes', () => {
    expect(inventorySearchTarget(new URLSearchParams('q=HMC4&page=2&pageSize=50'))).toEqual({ q: 'HMC4', page: '2', 'page-size': '50' });
    expect(inventorySearchTarget(new URLSearchParams())).toEqual({ q: undefined, page: undefined, 'page-size': undefined });
  });
});

describe('onNavigation: a move seen before the app renders it', () => {
  it('calls its listeners with the location already the new one; the app renders the move a task later when one asked for something, at once otherwise', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const start = location.pathname + location.search;
    const seen: string[] = [];
    const Probe = () => {
      seen.push(`render ${useLocation().pathname}`);
      return null;
    };
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(createElement(Probe));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    let asks = true;
    const stop = onNavigation(() => {
      seen.push(`listener ${location.pathname}`);
      return asks;
    });
    try {
      navigate('/moved-a');
      // Every microtask of the move (a call's own, ky sends in one) runs before the app's render.
      for (let i = 0; i < 10; i++) await Promise.resolve();
      seen.push('microtasks');
      await vi.waitFor(() => expect(seen).toContain('render /moved-a'));
      expect(seen.slice(1)).toEqual(['listener /moved-a', 'microtasks', 'render /moved-a']);

      seen.length = 0;
      asks = false;
      navigate('/moved-b');
      await vi.waitFor(() => expect(seen).toContain('render /moved-b'));
      expect(seen).toEqual(['listener /moved-b', 'render /moved-b']);

      stop();
      seen.length = 0;
      navigate('/moved-c');
      await vi.waitFor(() => expect(seen).toEqual(['render /moved-c']));
    } finally {
      stop();
      root.unmount();
      container.remove();
      history.replaceState(null, '', start);
    }
  });
});
