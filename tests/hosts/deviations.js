// The routing of deviations.html, a host that shows the deviation elements in one place of its page
// (#outlet) by its own address's hash: the list (`<fsp-deviations>`, also the host's start page), a
// deviation (`<fsp-deviation>`) or the report wizard (`<fsp-deviation-report>`). Every fsp-navigate
// is prevented and routed here, so the elements never leave the page; embed.js logs in, hands the
// session over and lists the events (`data-routing="page"`). Served on every origin of the plain
// pages; the e2e test opens it on the strict-CSP one (Trusted Types: no markup is ever parsed here).
const outlet = document.getElementById('outlet');
// The api-base the page was served with (none with ?apibase=none), for the elements made here.
const apiBase = outlet.firstElementChild?.getAttribute('api-base') ?? null;
const LIST = '/my-myloc/deviations';

/** The element and attributes of a portal path. */
function viewOf(path) {
  const url = new URL(path, location.origin);
  const one = /^\/my-myloc\/deviations\/(\d+)(?:\/(info|attachments))?$/.exec(url.pathname);
  if (one) return { tag: 'fsp-deviation', attributes: { deviation: one[1], tab: one[2] ?? 'info' } };
  if (url.pathname === '/deviation') return { tag: 'fsp-deviation-report', attributes: {} };
  const attributes = {};
  if (url.pathname === LIST) for (const name of ['state', 'q', 'page']) attributes[name] = url.searchParams.get(name) ?? undefined;
  return { tag: 'fsp-deviations', attributes };
}

function show(path) {
  const { tag, attributes } = viewOf(path);
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
}

document.addEventListener('fsp-navigate', (event) => {
  event.preventDefault();
  // The portal's start page ("/", after a report) is this host's list.
  const path = event.detail.path === '/' ? LIST : event.detail.path;
  history.pushState(null, '', `#${path}`);
  show(path);
});
addEventListener('popstate', () => show(location.hash.slice(1) || LIST));
if (location.hash.length > 1) show(location.hash.slice(1));
