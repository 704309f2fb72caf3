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
