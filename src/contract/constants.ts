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

/** Message status codes (spec 1 §4, §9): 20 active, 90 archived. */
export const MESSAGE_STATUS = { active: 20, archived: 90 } as const;
/** Uploads (message attachments): at most this many bytes a file, this many files a message. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 10;
/**
 * The upload types accepted by default (spec 1 §5: images, pdf, xls, xlsx, doc, docx and xml), as
 * the file picker's `accept`. The server checks each file's content, not its name or declared type.
 */
export const UPLOAD_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,.pdf,.xls,.xlsx,.doc,.docx,.xml';
/** The separator line set off before the quoted original in a reply (spec 1 §5): 120 characters. */
export const REPLY_SEPARATOR = '-'.repeat(120);
