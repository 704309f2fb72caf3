/**
 * The request headers the browser's HTTP client sets on every call. A module of their own (re-exported
 * by constants.ts) so the shared runtime chunk carries these two names, not every constant of the
 * contract.
 */

/** Header that carries the session id on every call. */
export const SESSION_HEADER = 'X-Session-Id';
/**
 * The claim header of a single-sign-on session (enterprise directory): the id token's subject,
 * which the server checks against the subject the session was opened for.
 */
export const SSO_CLAIM_HEADER = 'X-OIDC-Claim-Sub';
