/** The password policy (GET /rs/password/rules): public, read by the reset page and the profile's change dialog, one cache entry for both. */
import { apiQuery, PUBLIC_KEY, type ApiScope } from './query.ts';

export const passwordPolicyKey = [PUBLIC_KEY, 'password-rules'] as const;

export const passwordPolicyQuery = (scope: ApiScope) => apiQuery(scope, passwordPolicyKey, 'password/rules', {}, { public: true });
