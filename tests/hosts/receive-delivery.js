// The routing of receive-delivery.html, a warehouse system's goods-in page that shows
// `<fsp-receive-delivery>` in one place of its page (#outlet) by its own address's hash: the receive
// page (`#/receive/delivery?storage=…&q=…&page=…`, also the host's start page) and the receiving
// wizard (`#/receive/delivery/order/{type}/{supplier}/{product}/{baseStorage}`). Every fsp-navigate
// is prevented and routed here: the host sets the attributes of the path itself, and gives the
// event's `state.reference` back as the `reference` attribute, keeping it in its history entry so
// Back and Forward show the reference of their page (`replace: true` replaces the entry). embed.js
// logs in (?user=), hands the session over and lists the events (`data-routing="page"`). Served on
// every origin of the plain pages; the e2e test opens it on the strict-CSP one (Trusted Types: no
// markup is ever parsed here).
const element = document.querySelector('#outlet fsp-receive-delivery');
const RECEIVE = '/receive/delivery';
const NONE = { storage: undefined, q: undefined, page: undefined, type: undefined, supplier: undefined, product: undefined, 'base-storage': undefined };

/** The element's attributes of a portal path and reference; null for a path this host does not show. */
function attributesOf(path, reference) {
  const url = new URL(path, location.origin);
  const wizard = /^\/receive\/delivery\/order\/([a-z-]+)\/(\d+)\/(\d+)\/(\d+)$/.exec(url.pathname);
  if (wizard) return { ...NONE, type: wizard[1], supplier: wizard[2], product: wizard[3], 'base-storage': wizard[4], reference };
  if (url.pathname !== RECEIVE) return null;
  const query = (name) => url.searchParams.get(name) ?? undefined;
  return { ...NONE, storage: query('storage'), q: query('q'), page: query('page'), reference };
}

function show(path, state) {
  const attributes = attributesOf(path, state?.reference || undefined);
  if (!attributes) return false;
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined) element.removeAttribute(name);
    else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  return true;
}

document.addEventListener('fsp-navigate', (event) => {
  event.preventDefault();
  const { path, replace, state } = event.detail;
  if (!show(path, state)) return; // not shown here: listed by embed.js, the page stays
  const entry = { reference: state?.reference ?? null };
  if (replace) history.replaceState(entry, '', `#${path}`);
  else history.pushState(entry, '', `#${path}`);
});
addEventListener('popstate', (event) => show(location.hash.slice(1) || RECEIVE, event.state));
if (location.hash.length > 1) show(location.hash.slice(1), history.state);
