/**
 * Plain constants of the fsp/v1 contract, free of zod: the one contract module that browser code
 * may import as values (every other contract import from src/core, src/elements or src/standalone
 * is type-only, enforced by lint).
 */

/** Header that carries the session id on every call. */
export const SESSION_HEADER = 'X-Session-Id';
/** Roots: login-related calls live under /rs, the rest under /rs/fsp/v1. */
export const API_ROOT = '/rs';
export const API_V1 = '/rs/fsp/v1';
/**
 * The claim header of a single-sign-on session (enterprise directory): the id token's subject,
 * which the server checks against the subject the session was opened for.
 */
export const SSO_CLAIM_HEADER = 'X-OIDC-Claim-Sub';
/** The single-sign-on front's cookie (HttpOnly; the browser code never reads it). */
export const SSO_COOKIE = 'fsp_sso';
/** Where the identity provider sends the browser back to, on the portal's origin. */
export const OPEN_ID_CALLBACK_PATH = '/auth/open-id/callback';
