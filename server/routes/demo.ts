/**
 * The demo workflow page (issue 14): a page of "the other system" (the workflow application) that
 * hosts `<fsp-fittings>` and `<fsp-fitting>`, as a host system would, using the elements'
 * attributes, properties and events only.
 *
 * - GET /demo/workflow.html?loginToken=…&lang=sv|en: the page, on its own strict CSP (scripts,
 *   styles and connections to this origin only, nothing inline). The other system's server gets a
 *   one-time login token for an embedded session (here: /dev/login-tokens or /dev/embedded, as the
 *   workflow application's server would), and the page redeems it (POST /rs/authentication
 *   `{ mylocLoginToken, persistent: false }`), hands the session to the elements (`sessionId`), and
 *   takes the token out of the address bar. The session is kept in the tab's sessionStorage under
 *   the page's own key, so a reload keeps it; it is gone with the tab.
 * - The page routes by its own address's hash: `#/my-myloc/fittings?…` shows the list,
 *   `#/my-myloc/fittings/{fitting}/{tab}?…` one fitting (the query, the list it was opened from, is
 *   its `back`: Complete and Annul lead back to that list, the planning view's role=admin kept). It listens to `fsp-navigate`, calls
 *   `preventDefault()` for the paths it knows (the list and a fitting) and sets the hash; any other
 *   path (an order, a client) is opened in the portal in a new tab.
 * - GET /demo/workflow.js and /demo/workflow.css: its script and stylesheet.
 */
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { API_ROOT } from '../../src/contract/constants.ts';
import type { Env } from '../context.ts';
import type { Lang } from '../errors.ts';
import { PAGE_BASE_STYLES, pageAsset, pageCsp, pageLang } from './workflow.ts';

export const DEMO_WORKFLOW_PATH = '/demo/workflow.html';
/** The sessionStorage key under which the demo page keeps the embedded session it was handed. */
export const DEMO_SESSION_KEY = 'demo.workflow.session';

const TEXTS = {
  sv: {
    app: 'Arbetsflöde',
    title: 'Utprovningar',
    demo: 'Referensserverns demo av en värdsida: arbetsflödesapplikationen med förskrivarportalens element',
    connecting: 'Ansluter till förskrivarportalen…',
    connected: 'Ansluten till förskrivarportalen.',
    failed: 'Det gick inte att ansluta till förskrivarportalen. Öppna sidan från arbetsflödet igen.',
    list: 'Mina utprovningar',
    planning: 'Planering',
  },
  en: {
    app: 'Workflow',
    title: 'Fittings',
    demo: "The reference server's demo of a host page: the workflow application with the prescriber portal's elements",
    connecting: 'Connecting to the prescriber portal…',
    connected: 'Connected to the prescriber portal.',
    failed: 'Could not connect to the prescriber portal. Open the page from the workflow again.',
    list: 'My fittings',
    planning: 'Planning',
  },
} as const satisfies Record<Lang, Record<string, string>>;

/** The host's own CSP: the portal's origin (here the same) for scripts, styles, pictures and calls. */
const DEMO_CSP = pageCsp("'none'");

function page(c: Context<Env>) {
  const lang = pageLang(c);
  const t = TEXTS[lang];
  c.header('Content-Security-Policy', DEMO_CSP);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(html`<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${t.title} – ${t.app}</title>
    <meta name="fsp-api-base" content="${API_ROOT}" />
    <link rel="stylesheet" href="/demo/workflow.css" />
    <script type="module" src="/demo/workflow.js"></script>
  </head>
  <body>
    <header class="wf-header">
      <p class="wf-brand">${t.app}</p>
      <nav aria-label="${t.app}">
        <a href="#/my-myloc/fittings">${t.list}</a>
        <a href="#/my-myloc/fittings?role=admin">${t.planning}</a>
      </nav>
    </header>
    <main class="wf-main">
      <h1>${t.title}</h1>
      <p id="fsp-status" role="status" data-connected="${t.connected}" data-failed="${t.failed}">${t.connecting}</p>
      <div id="fsp-host"></div>
    </main>
    <footer class="wf-footer"><p>${t.demo}</p></footer>
  </body>
</html>`);
}

/**
 * The page's script. It knows the elements only by their tags, attributes, `sessionId` and
 * `fsp-navigate`: what a host system written by someone else would use.
 */
const SCRIPT = `// The demo workflow page: a host system's page with <fsp-fittings> and <fsp-fitting>.
const KEY = ${JSON.stringify(DEMO_SESSION_KEY)};
const apiBase = document.querySelector('meta[name="fsp-api-base"]')?.content || '/rs';
const lang = document.documentElement.lang;
const status = document.getElementById('fsp-status');
const host = document.getElementById('fsp-host');
let sessionId = sessionStorage.getItem(KEY);

/** The view of a portal path: the list (with its query) or one fitting and tab; null for others. */
function viewOf(path) {
  const [pathname, query = ''] = path.split('?');
  const list = /^\\/my-myloc\\/fittings\\/?$/.exec(pathname);
  if (list) return { tag: 'fsp-fittings', attributes: Object.fromEntries(new URLSearchParams(query)) };
  const one = /^\\/my-myloc\\/fittings\\/(\\d+)(?:\\/([a-z-]+))?\\/?$/.exec(pathname);
  // The detail's query is the list it was opened from: its back, where Complete and Annul lead.
  if (one) return { tag: 'fsp-fitting', attributes: { fitting: one[1], tab: one[2] || 'info', ...(query ? { back: '/my-myloc/fittings?' + query } : {}) } };
  return null;
}

function render() {
  const path = location.hash.slice(1) || '/my-myloc/fittings';
  const view = viewOf(path) || viewOf('/my-myloc/fittings');
  let element = host.firstElementChild;
  if (!element || element.localName !== view.tag) {
    element = document.createElement(view.tag);
    element.setAttribute('lang', lang);
    element.setAttribute('api-base', apiBase);
    if (sessionId) element.sessionId = sessionId;
    host.replaceChildren(element);
  }
  for (const name of element.getAttributeNames()) if (name !== 'lang' && name !== 'api-base') element.removeAttribute(name);
  for (const [name, value] of Object.entries(view.attributes)) {
    // The portal's role=admin is the list's boolean admin attribute (role is the element's ARIA role).
    if (name === 'role') {
      if (value === 'admin') element.setAttribute('admin', '');
    } else element.setAttribute(name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()), value);
  }
}

// The elements tell where they go; the page routes what it shows and opens the rest in the portal.
document.addEventListener('fsp-navigate', (event) => {
  const path = event.detail && event.detail.path;
  if (typeof path !== 'string') return;
  event.preventDefault();
  if (viewOf(path)) {
    const next = '#' + path;
    if (event.detail.replace) history.replaceState(null, '', next);
    else history.pushState(null, '', next);
    render();
    window.scrollTo(0, 0);
  } else {
    window.open(path, '_blank', 'noopener');
  }
});
window.addEventListener('popstate', render);
window.addEventListener('hashchange', render);

async function connect() {
  const url = new URL(location.href);
  const token = url.searchParams.get('loginToken');
  if (token) {
    url.searchParams.delete('loginToken');
    history.replaceState(null, '', url.pathname + url.search + url.hash); // used once; not left in the address bar
    try {
      const response = await fetch(apiBase + '/authentication', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': lang },
        body: JSON.stringify({ mylocLoginToken: token, persistent: false }),
      });
      if (!response.ok) throw new Error('login answered ' + response.status);
      sessionId = (await response.json()).id;
      sessionStorage.setItem(KEY, sessionId);
    } catch (error) {
      console.error(error);
      sessionId = null;
      sessionStorage.removeItem(KEY);
    }
  }
  if (status) status.textContent = sessionId ? status.dataset.connected : status.dataset.failed;
  if (!sessionId) return;
  render();
  // The elements' code only now, so they start with the session handed to them.
  await import('/elements/loader.js');
}

void connect();
`;

const STYLES = `${PAGE_BASE_STYLES}.wf-header nav { display: flex; gap: 16px; }
.wf-header a { color: #fff; }
.wf-brand { font-size: 20px; font-weight: 700; letter-spacing: 0.02em; }
.wf-main { flex: 1; width: 100%; max-width: 1200px; margin: 0 auto; padding: 24px; box-sizing: border-box; }
.wf-main h1 { margin: 0 0 8px; font-size: 28px; }
#fsp-status { margin: 0 0 16px; font-size: 14px; color: #4b5563; }
#fsp-host { background: #fff; border: 1px solid #d6cde6; border-radius: 6px; padding: 16px; }
#fsp-host > * { display: block; }
.wf-footer { padding: 12px 24px; background: #2e1b4d; color: #e9e3f5; font-size: 14px; }
.wf-footer p { margin: 0; }
@media (max-width: 599.98px) {
  .wf-header, .wf-main, .wf-footer { padding-left: 12px; padding-right: 12px; }
  #fsp-host { padding: 8px; }
  .wf-main h1 { font-size: 24px; }
}
`;

export const demoRoutes = new Hono<Env>()
  .get(DEMO_WORKFLOW_PATH, (c) => page(c))
  .get('/demo/workflow.js', pageAsset(SCRIPT, 'text/javascript'))
  .get('/demo/workflow.css', pageAsset(STYLES, 'text/css'));
