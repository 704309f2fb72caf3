/**
 * The demo hosts (e2e and bench), each on its own origin (tests/hosts/origins.ts), as third parties
 * embedding the elements would be: every reference to the portal made absolute, and every page
 * with a CSP that allows the portal only for scripts and API calls (no style-src for it).
 *   PORT     the portal's port (the hosts take the next ones)   PORTAL   the portal's origin
 * A page asked with `?apibase=none` is served without the elements' api-base (the mistake a host
 * makes), so the elements call the host's own origin, which answers what hosts answer: an HTML 404
 * page (plain pages) or the application's HTML (single-page applications). A page asked with
 * `?csp=scan` gets the same policy with `'wasm-unsafe-eval'` in script-src, what docs/embedding.md
 * ("Scanning") says a host adds for the camera's scan button (issue 40; e2e: scan-strict-csp.spec.ts).
 */
import { createServer, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { HOSTS, hostPort, type HostName } from './origins.ts';

const portalPort = Number(process.env.PORT ?? 8080);
const portal = process.env.PORTAL ?? `http://localhost:${portalPort}`;
const root = import.meta.dirname;
const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

/** The host's CSP: the portal's origin for scripts, calls and the product pictures only; Trusted Types on the strictest; WebAssembly only when asked (`scan`). */
function csp(host: HostName, scan = false): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${portal}${scan ? " 'wasm-unsafe-eval'" : ''}`,
    `connect-src 'self' ${portal}`,
    "style-src 'self'",
    `img-src 'self' data: ${portal}`,
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    ...(host === 'strict-csp' ? ["require-trusted-types-for 'script'", 'trusted-types'] : []),
  ].join('; ');
}

type Site = { dir: string; index: string; spa: boolean };
const SITES: Record<HostName, Site> = {
  plain: { dir: root, index: 'plain.html', spa: false },
  'strict-csp': { dir: root, index: 'strict-csp.html', spa: false },
  shadow: { dir: root, index: 'shadow.html', spa: false },
  react18: { dir: join(root, 'react18', 'dist'), index: 'index.html', spa: true },
  vue: { dir: join(root, 'vue', 'dist'), index: 'index.html', spa: true },
};

const NOT_FOUND = '<!doctype html><html lang="en"><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p></body></html>';

/** Host pages name the portal as a host would: absolute script URLs and the elements' api-base. */
function rewrite(html: string, apiBase: boolean): string {
  const withScripts = html.replaceAll('src="/elements/', `src="${portal}/elements/`).replaceAll('%PORTAL%', portal);
  return apiBase ? withScripts.replace(/<(fsp-[a-z-]+|host-panel)(?=[\s>])/g, `<$1 api-base="${portal}/rs"`) : withScripts;
}

function send(res: ServerResponse, host: HostName, status: number, type: string, body: string | Buffer, scan = false): void {
  res.writeHead(status, { 'Content-Type': type, 'Content-Security-Policy': csp(host, scan), 'Cache-Control': 'no-store' }).end(body);
}

function serve(host: HostName): void {
  const site = SITES[host];
  createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const apiBase = url.searchParams.get('apibase') !== 'none';
    const scan = url.searchParams.get('csp') === 'scan';
    const asked = normalize(url.pathname).replace(/^\/+/, '') || site.index;
    const file = asked.includes('..') || !/^[\w./-]+\.(html|js|css|svg|json)$/.test(asked) ? null : asked;
    const fallback = () => {
      if (site.spa) void readFile(join(site.dir, site.index), 'utf8').then((html) => send(res, host, 200, types['.html'] ?? '', rewrite(html, apiBase)), () => send(res, host, 404, 'text/plain', 'not built'));
      else send(res, host, 404, types['.html'] ?? '', NOT_FOUND);
    };
    if (!file) return fallback();
    readFile(join(site.dir, file)).then(
      (body) => {
        const type = types[extname(file)] ?? 'application/octet-stream';
        send(res, host, 200, type, extname(file) === '.html' ? rewrite(body.toString('utf8'), apiBase) : body, scan);
      },
      fallback,
    );
  }).listen(hostPort(portalPort, host), '127.0.0.1');
}

for (const host of Object.keys(HOSTS) as HostName[]) serve(host);
console.log(`demo hosts on ports ${(Object.keys(HOSTS) as HostName[]).map((h) => `${h} ${hostPort(portalPort, h)}`).join(', ')}`);
