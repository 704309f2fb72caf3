/**
 * scanSupport()'s reading of a page's CSP (src/core/ui/scanner/scan-csp.ts, issue 40): a page
 * scans only where every policy lets WebAssembly compile (script-src, else default-src:
 * 'wasm-unsafe-eval' or 'unsafe-eval') and lets the reader's file be fetched from the portal
 * (connect-src, else default-src), so a strict host gets no scan button and no violation.
 */
import { describe, expect, it } from 'vitest';
import { allowsUrl, cspAllowsScan, parseCsp } from '../../src/core/ui/scanner/scan-csp.ts';

const HOST = 'https://host.example.com/page';
const WASM = new URL('https://portal.example.org/assets/zxing_reader-abc.wasm');
const allows = (csp: string, wasm = WASM, self = HOST) => cspAllowsScan(parseCsp(csp), wasm, self);

describe('cspAllowsScan', () => {
  it('allows a page without a policy, or without script-src, connect-src and default-src', () => {
    expect(cspAllowsScan([], WASM, HOST)).toBe(true);
    expect(allows("img-src 'self'; frame-ancestors 'none'")).toBe(true);
  });

  it("needs 'wasm-unsafe-eval' or 'unsafe-eval' in script-src, else default-src", () => {
    const connect = 'connect-src https://portal.example.org';
    expect(allows(`script-src 'self' https://portal.example.org; ${connect}`)).toBe(false);
    expect(allows(`script-src 'self' 'wasm-unsafe-eval'; ${connect}`)).toBe(true);
    expect(allows(`script-src 'self' 'unsafe-eval'; ${connect}`)).toBe(true);
    expect(allows(`default-src 'self' https://portal.example.org`)).toBe(false);
    expect(allows(`default-src 'self' https://portal.example.org 'wasm-unsafe-eval'`)).toBe(true);
    // script-src, when there, is what counts; keywords are case-insensitive.
    expect(allows(`default-src * 'wasm-unsafe-eval'; script-src 'self'`)).toBe(false);
    expect(allows(`script-src 'WASM-UNSAFE-EVAL'; ${connect}`)).toBe(true);
  });

  it('needs the portal in connect-src, else default-src (the .wasm is fetched)', () => {
    expect(allows("script-src 'wasm-unsafe-eval'; connect-src 'self'")).toBe(false);
    expect(allows("script-src 'wasm-unsafe-eval'; connect-src 'self' https://portal.example.org")).toBe(true);
    expect(allows("script-src 'wasm-unsafe-eval'; connect-src https://*.example.org")).toBe(true);
    expect(allows("script-src 'wasm-unsafe-eval'; connect-src https:")).toBe(true);
    expect(allows("script-src 'wasm-unsafe-eval'; connect-src *")).toBe(true);
    expect(allows("script-src 'wasm-unsafe-eval'; connect-src 'none'")).toBe(false);
    // The portal itself (the standalone): 'self'.
    expect(allows("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'", new URL('https://host.example.com/assets/r.wasm'))).toBe(true);
  });

  it('needs every policy to allow it (a header and a meta policy both apply; commas separate policies)', () => {
    expect(allows("script-src 'wasm-unsafe-eval', script-src 'self'")).toBe(false);
    expect(allows("script-src 'wasm-unsafe-eval', img-src 'self'")).toBe(true);
    expect(cspAllowsScan([...parseCsp("script-src 'wasm-unsafe-eval'"), ...parseCsp("default-src 'self'")], WASM, HOST)).toBe(false);
  });

  it("takes a directive's first occurrence only", () => {
    expect(allows("script-src 'self'; script-src 'wasm-unsafe-eval'")).toBe(false);
  });
});

describe('allowsUrl', () => {
  const url = (href: string) => new URL(href);
  it('matches hosts by scheme, host, wildcard and port', () => {
    expect(allowsUrl(['portal.example.org'], url('https://portal.example.org/x'), HOST)).toBe(true);
    expect(allowsUrl(['portal.example.org'], url('http://portal.example.org/x'), HOST)).toBe(false); // https page: https only
    expect(allowsUrl(['portal.example.org'], url('https://portal.example.org/x'), 'http://host.example.com/')).toBe(true); // http page: upgrade allowed
    expect(allowsUrl(['http://localhost:8551'], url('http://localhost:8551/assets/a.wasm'), 'http://localhost:8552/')).toBe(true);
    expect(allowsUrl(['http://localhost:8551'], url('http://localhost:8552/assets/a.wasm'), 'http://localhost:8552/')).toBe(false);
    expect(allowsUrl(['http://localhost:*'], url('http://localhost:8552/a'), 'http://localhost:8552/')).toBe(true);
    expect(allowsUrl(['*.example.org'], url('https://example.org/a'), HOST)).toBe(false);
    expect(allowsUrl(["'unsafe-inline'", "'nonce-abc'"], url('https://portal.example.org/a'), HOST)).toBe(false);
    expect(allowsUrl(['https://portal.example.org/assets/'], url('https://portal.example.org/assets/a.wasm'), HOST)).toBe(true);
  });
});
