/**
 * Swedish personal identity numbers and coordination numbers as users type them: the parser lives
 * in src/contract/shared/identity-number.ts, shared with the server, which enforces the same rule.
 */
export * from '../../contract/shared/identity-number.ts';
