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
 * every element with a scan button; the CSP's reading (scan-csp.ts) is a chunk fetched when the
 * check runs, the dialog and the reader load on the first open.
 */

/** What the scanner reads (all three by default: scanner-dialog.tsx's SCAN_FORMATS). */
export type ScanFormat = 'code_128' | 'data_matrix' | 'qr_code';

export type ScanSupport =
  | { available: true }
  | { available: false; reason: 'insecure-context' | 'no-camera-api' | 'camera-blocked-by-host' | 'wasm-blocked-by-host' };

type PolicyDocument = Document & { permissionsPolicy?: { allowsFeature(feature: string): boolean }; featurePolicy?: { allowsFeature(feature: string): boolean } };

async function check(): Promise<ScanSupport> {
  if (!window.isSecureContext) return { available: false, reason: 'insecure-context' };
  if (typeof navigator.mediaDevices?.getUserMedia !== 'function') return { available: false, reason: 'no-camera-api' };
  const doc = document as PolicyDocument;
  if ((doc.permissionsPolicy ?? doc.featurePolicy)?.allowsFeature('camera') === false) return { available: false, reason: 'camera-blocked-by-host' };
  const blocked = { available: false, reason: 'wasm-blocked-by-host' } as const;
  // No WebAssembly at all (iOS Lockdown Mode): the reader cannot run either.
  if (typeof WebAssembly !== 'object') return blocked;
  try {
    // The CSP's reading: a chunk of its own, fetched once an element with a scan button renders.
    const { pageAllowsScan } = await import('./scan-csp.ts');
    return (await pageAllowsScan()) ? { available: true } : blocked;
  } catch {
    memo = undefined; // its chunk did not come: the next button asks again
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
