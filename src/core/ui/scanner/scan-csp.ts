/**
 * The CSP half of scanSupport() (scan-support.ts), a chunk of its own: whether every policy of
 * the page, its `<meta http-equiv="Content-Security-Policy">` ones and its response header (read
 * by a same-origin HEAD of the page itself, `cache: 'force-cache'`, made only when no meta policy
 * forbids that fetch, which would be a violation itself), lets the scanner's reader run:
 * script-src (else default-src) allowing 'wasm-unsafe-eval' or 'unsafe-eval' (WebAssembly.compile)
 * and connect-src (else default-src) allowing the portal, where the reader's .wasm is fetched
 * from. A HEAD that fails: not known, so no scanning. A host whose header alone forbids
 * connect-src 'self' sees that one HEAD refused: nothing can read the header without it.
 */

/** A policy as directive name -> its sources (lower case). */
type Policy = Map<string, string[]>;

/** The policies of a header or meta value (several are separated by commas, directives by `;`). */
export function parseCsp(value: string): Policy[] {
  return value.split(',').map((text) => {
    const policy: Policy = new Map();
    for (const directive of text.split(';')) {
      const [name, ...sources] = directive.trim().toLowerCase().split(/\s+/);
      // The first of a directive counts (CSP3 §2.2.1).
      if (name && !policy.has(name)) policy.set(name, sources);
    }
    return policy;
  });
}

/** A directive's sources, falling back to default-src; undefined: not restricted. */
const sourcesOf = (policy: Policy, directive: string) => policy.get(directive) ?? policy.get('default-src');

/**
 * Whether a source list lets `url` be fetched by a page of origin `self`: 'self', `*` (http and
 * https), a scheme (`https:`), a host with an optional `*.` and port (`portal.example.org`,
 * `https://*.example.org:8443`), paths ignored (they can only narrow it; the reader is under /assets/).
 */
export function allowsUrl(sources: readonly string[], url: URL, self: string): boolean {
  const selfUrl = new URL(self);
  return sources.some((s) => {
    if (s === "'self'") return url.origin === selfUrl.origin;
    if (s === '*') return /^https?:$/.test(url.protocol);
    if (/^[a-z][a-z0-9+.-]*:$/.test(s)) return url.protocol === s;
    const m = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?/.exec(s);
    if (!m || s.startsWith("'")) return false;
    const [, scheme, wildcard, host = '', port] = m;
    if (scheme ? url.protocol !== `${scheme}:` : !(url.protocol === selfUrl.protocol || (selfUrl.protocol === 'http:' && url.protocol === 'https:'))) return false;
    if (wildcard ? !url.hostname.endsWith(`.${host}`) : url.hostname !== host) return false;
    const defaultPort = url.protocol === 'https:' ? '443' : '80';
    return port === '*' || (port ?? defaultPort) === (url.port || defaultPort);
  });
}

/** Whether every policy lets the reader run: WebAssembly compiled (script-src) and its file fetched from `wasm` (connect-src). */
export function cspAllowsScan(policies: readonly Policy[], wasm: URL, self: string): boolean {
  return policies.every((policy) => {
    const scripts = sourcesOf(policy, 'script-src');
    const connect = sourcesOf(policy, 'connect-src');
    return (!scripts || scripts.includes("'wasm-unsafe-eval'") || scripts.includes("'unsafe-eval'")) && (!connect || allowsUrl(connect, wasm, self));
  });
}

/** Whether this page's policies let the reader run (see above). */
export async function pageAllowsScan(): Promise<boolean> {
  const self = location.href;
  // The reader's file comes from the portal, where this module came from.
  const wasm = new URL(import.meta.url);
  const metas = [...document.querySelectorAll<HTMLMetaElement>('meta[http-equiv="content-security-policy" i]')].flatMap((m) => parseCsp(m.content));
  // The second: the HEAD below would be refused.
  if (!cspAllowsScan(metas, wasm, self) || !cspAllowsScan(metas, new URL(self), self)) return false;
  try {
    const page = await fetch(document.URL, { method: 'HEAD', cache: 'force-cache' });
    const header = page.headers.get('Content-Security-Policy');
    return !header || cspAllowsScan(parseCsp(header), wasm, self);
  } catch {
    return false;
  }
}
