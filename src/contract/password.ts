/** Passwords: the policy, the reset link, reset with a token and change with the previous password (all under /rs). */
import { z } from '@hono/zod-openapi';
import { errorResponses, jsonResponse, noSession, optionalSession, defineRoute } from './common.ts';

export const PasswordRule = z.object({
  label: z.string(),
  regex: z.string().openapi({ description: 'A JavaScript regular expression; counted globally' }),
  amount: z.number().int().min(1).openapi({ description: 'How many matches of regex the password needs at least' }),
});
export type PasswordRule = z.infer<typeof PasswordRule>;

export const PasswordPolicy = z
  .object({ regexValidation: z.string().openapi({ description: 'The whole password must match this' }), rules: z.array(PasswordRule) })
  .openapi('PasswordPolicy');
export type PasswordPolicy = z.infer<typeof PasswordPolicy>;

export const Message = z.object({ message: z.string() }).openapi('Message');
export type Message = z.infer<typeof Message>;

export const getPasswordRules = defineRoute({
  operationId: 'getPasswordRules',
  method: 'get',
  path: '/password/rules',
  summary: 'The password policy, labels in the caller language (no session needed)',
  security: noSession,
  responses: { 200: jsonResponse('Policy', PasswordPolicy) },
});

export const SendResetLink = z.object({ username: z.string().trim().min(1).max(200) }).openapi('SendResetLink');

export const sendResetLink = defineRoute({
  operationId: 'sendResetLink',
  method: 'post',
  path: '/password',
  summary: 'Send a reset link to the user with this username (e-mail). Answers the same whether or not the user exists.',
  security: noSession,
  request: { body: { required: true, content: { 'application/json': { schema: SendResetLink } } } },
  responses: { 200: jsonResponse('Sent (if the user exists)', Message), ...errorResponses(400, { 429: 'TOO_MANY_ATTEMPTS: too many reset links asked for the username (the 5th starts a wait) or from the address; Retry-After says the seconds to wait' }) },
});

export const SetPassword = z
  .object({
    token: z.string().regex(/^[0-9a-f]{64}$/).optional().openapi({ description: 'The reset token from the link (logged out)' }),
    previousPassword: z.string().min(1).max(200).optional().openapi({ description: 'The current password (logged in)' }),
    password: z.string().min(1).max(200),
    passwordRepeat: z.string().min(1).max(200),
  })
  .refine((b) => Boolean(b.token) !== Boolean(b.previousPassword), { message: 'give either token or previousPassword' })
  .openapi('SetPassword');
export type SetPassword = z.infer<typeof SetPassword>;

export const setPassword = defineRoute({
  operationId: 'setPassword',
  method: 'put',
  path: '/password',
  summary: 'Reset the password with a token (no session), or change it with the previous password (session needed)',
  security: optionalSession,
  request: { body: { required: true, content: { 'application/json': { schema: SetPassword } } } },
  responses: {
    200: jsonResponse('Changed', Message),
    ...errorResponses(401, {
      403: 'FORBIDDEN: a change from an embedded session (it may make only its own calls)',
      400: 'VALIDATION: the request does not match the contract; PASSWORD_RULES: the rules are not met; PASSWORD_MISMATCH: the passwords differ; PASSWORD_WRONG: the previous password is wrong; RESET_TOKEN_INVALID: the token is unknown, used or expired',
    }),
  },
});
