// The demo hosts' own code (plain.html, strict-csp.html, shadow.html): a host system that logs in
// through the portal's API, hands the session to every fsp element on its page (set before their
// code has loaded), shows their events and routes their fsp-navigate itself, unless the page says
// `<body data-routing="element">` (plain.html: nobody routes, the element moves on its own) or
// `<body data-routing="page">` (deviations.html: the page's own script routes).
//   ?user=…          log in as another persona
//   ?route=none      prevent the element's own move and go nowhere (shows that preventDefault stops it)
//   ?apibase=none    (served without api-base: the element then calls the host's own origin)
performance.mark('host-start');
const params = new URLSearchParams(location.search);
const loader = document.querySelector('script[src$="elements/loader.js"]');
const portalApi = new URL('/rs', loader ? loader.src : location.href).href;
const status = document.getElementById('status');
const events = document.getElementById('events');

/** Every fsp element of the page, in shadow roots of the host's own components too. */
function fspElements(root = document) {
  const found = [];
  for (const el of root.querySelectorAll('*')) {
    if (el.localName.startsWith('fsp-')) found.push(el);
    if (el.shadowRoot) found.push(...fspElements(el.shadowRoot));
  }
  return found;
}

document.addEventListener('fsp-navigate', (event) => {
  const element = event.composedPath()[0];
  const item = document.createElement('li');
  item.textContent = `fsp-navigate ${event.detail.path}`;
  events.append(item);
  if (document.body.dataset.routing === 'element' || document.body.dataset.routing === 'page') return;
  // The host routes: the element must not move by itself.
  event.preventDefault();
  if (params.get('route') === 'none') return;
  history.pushState(null, '', `#${event.detail.path}`);
  const folder = /^\/documents\/(\d+)$/.exec(event.detail.path)?.[1];
  if (folder) element.setAttribute('folder', folder);
  else element.removeAttribute('folder');
});

try {
  const response = await fetch(`${portalApi}/authentication`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'sv' },
    body: JSON.stringify({ username: params.get('user') || 'forskrivare@example.org', password: 'demo' }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  const { id } = await response.json();
  for (const element of fspElements()) element.sessionId = id;
  status.textContent = 'Logged in';
} catch (error) {
  status.textContent = `Login failed: ${error.message}`;
}
