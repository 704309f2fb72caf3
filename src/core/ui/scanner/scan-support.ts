/**
 * Whether this page can scan with the camera (issue 40), decided without a permission prompt and
 * without a CSP violation, so a page that cannot scan shows no scan button and typing is all there is:
 * - a secure context (getUserMedia exists only there) and `navigator.mediaDevices.getUserMedia`;
 * - the Permissions-Policy lets this document use the camera (`document.permissionsPolicy` or
 *   Chromium's `featurePolicy`; an iframe needs `allow="camera"`; unknown where neither exists);
 * - the page's CSP lets the reader run: script-src (else default-src) must allow
 *   'wasm-unsafe-eval' or 'unsafe-eval' (WebAssembly.compile), and connect-src (else default-src)
 *   must allow the portal's origin (the reader's .wasm is fetched from it). The policies are the
 *   page's `<meta http-equiv="Content-Security-Policy">` ones and its response header, read by a
 *   same-origin HEAD of the page itself (`cache: 'force-cache'`), made only when no meta policy
 *   forbids that fetch (it would be a violation itself). A HEAD that fails: not known, so no scanning.
 *   A host whose header alone forbids connect-src 'self' sees that one HEAD refused: nothing can
 *   read the header without it.
 * Memoized per page: one check, whichever elements ask. Small on purpose: it is in the whole of
 * every element with a scan button (the dialog and the reader load on the first open).
 */

export type ScanFormat = 'code_128' | 'data_matrix' | 'qr_code';
export const SCAN_FORMATS: readonly ScanFormat[] = ['code_128', 'data_matrix', 'qr_code'];

export type ScanSupport =
  | { available: true }
  | { available: false; reason: 'insecure-context' | 'no-camera-api' | 'camera-blocked-by-host' | 'wasm-blocked-by-host' };

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

type PolicyDocument = Document & { permissionsPolicy?: { allowsFeature(feature: string): boolean }; featurePolicy?: { allowsFeature(feature: string): boolean } };

async function check(): Promise<ScanSupport> {
  if (!window.isSecureContext) return { available: false, reason: 'insecure-context' };
  if (typeof navigator.mediaDevices?.getUserMedia !== 'function') return { available: false, reason: 'no-camera-api' };
  const doc = document as PolicyDocument;
  if ((doc.permissionsPolicy ?? doc.featurePolicy)?.allowsFeature('camera') === false) return { available: false, reason: 'camera-blocked-by-host' };
  const blocked = { available: false, reason: 'wasm-blocked-by-host' } as const;
  // No WebAssembly at all (iOS Lockdown Mode): the reader cannot run either.
  if (typeof WebAssembly !== 'object') return blocked;
  const self = location.href;
  // The reader's file comes from the portal, where this module came from.
  const wasm = new URL(import.meta.url);
  const metas = [...document.querySelectorAll<HTMLMetaElement>('meta[http-equiv="content-security-policy" i]')].flatMap((m) => parseCsp(m.content));
  if (!cspAllowsScan(metas, wasm, self)) return blocked;
  if (!cspAllowsScan(metas, new URL(self), self)) return blocked; // the HEAD below would be refused
  try {
    const page = await fetch(document.URL, { method: 'HEAD', cache: 'force-cache', credentials: 'same-origin' });
    const header = page.headers.get('Content-Security-Policy');
    return header && !cspAllowsScan(parseCsp(header), wasm, self) ? blocked : { available: true };
  } catch {
    return blocked;
  }
}

let memo: Promise<ScanSupport> | undefined;

/** Whether this page can scan with the camera (see above); the same promise for every caller. */
export function scanSupport(): Promise<ScanSupport> {
  return (memo ??= check());
}

/** For tests and stories: the next `scanSupport()` checks again, or answers `fixed`. */
export function resetScanSupport(fixed?: ScanSupport): void {
  memo = fixed ? Promise.resolve(fixed) : undefined;
}
