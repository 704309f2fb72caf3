// The routing of base-storage.html, a warehouse system's page that shows the base-storage elements
// in one place of its page (#outlet) by its own address's hash: the stock balance
// (`<fsp-stock-balance>`, also the host's start page), a fixed asset (`<fsp-fixed-asset>`), the
// inventory search (`<fsp-inventory-search>`) and the inventory count (`<fsp-inventory-count>`). Every fsp-navigate is prevented and routed here, so
// the elements never leave the page (a product's detail is the host's to show: it stays on the
// balance and lists the event); embed.js logs in (?user=), hands the session over and lists the
// events (`data-routing="page"`). Served on every origin of the plain pages; the e2e test opens it
// on the strict-CSP one (Trusted Types: no markup is ever parsed here).
const outlet = document.getElementById('outlet');
// The api-base the page was served with (none with ?apibase=none), for the elements made here.
const apiBase = outlet.firstElementChild?.getAttribute('api-base') ?? null;
const BALANCE = '/base-storages?storage=2';
const BALANCE_QUERY = { storage: 'storage', q: 'q', itemClass: 'item-class', isoCode: 'iso-code', supplier: 'supplier', productStatus: 'product-status', sort: 'sort' };

/** The element and attributes of a portal path; null for one this host does not show. */
function viewOf(path) {
  const url = new URL(path, location.origin);
  const asset = /^\/(?:base-storages\/(\d+)\/fixed-assets|inventories)\/(\d+)$/.exec(url.pathname);
  if (asset) return { tag: 'fsp-fixed-asset', attributes: { 'fixed-asset': asset[2], 'base-storage': asset[1], from: url.searchParams.get('from') ?? undefined } };
  if (url.pathname === '/inventories') return { tag: 'fsp-inventory-search', attributes: { q: url.searchParams.get('q') ?? undefined } };
  if (url.pathname === '/base-storages/inventory') return { tag: 'fsp-inventory-count', attributes: { storage: url.searchParams.get('storage') ?? undefined, q: url.searchParams.get('q') ?? undefined } };
  if (url.pathname !== '/base-storages') return null;
  const attributes = {};
  for (const [name, attribute] of Object.entries(BALANCE_QUERY)) attributes[attribute] = url.searchParams.get(name) ?? undefined;
  return { tag: 'fsp-stock-balance', attributes };
}

function show(path) {
  const view = viewOf(path);
  if (!view) return false;
  const { tag, attributes } = view;
  let element = outlet.firstElementChild;
  if (element?.localName !== tag) {
    element = document.createElement(tag);
    element.setAttribute('lang', 'sv');
    if (apiBase) element.setAttribute('api-base', apiBase);
    outlet.replaceChildren(element);
  }
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
  return true;
}

document.addEventListener('fsp-navigate', (event) => {
  event.preventDefault();
  const path = event.detail.path === '/' ? BALANCE : event.detail.path;
  if (!show(path)) return; // not shown here: listed by embed.js, the page stays
  history.pushState(null, '', `#${path}`);
});
addEventListener('popstate', () => show(location.hash.slice(1) || BALANCE));
if (location.hash.length > 1) show(location.hash.slice(1));
