/**
 * The profile area's server state: facilities, the password policy and a user setting (queries);
 * saving the profile and the standard location, changing the password and writing a setting
 * (mutations). Saving the profile or the location changes the app data, which every element and
 * the shell read: the mutation reloads it into the session and invalidates its query. The user
 * settings are core's (areas/profile/settings.ts; the catalogue reads and writes its view there too).
 */
import { useMutation } from '@tanstack/react-query';
import type { SetPassword } from '../../contract/password.ts';
import type { ProfileUpdate } from '../../contract/profile.ts';
import { settingKeys } from '../../areas/profile/settings.ts';
import { apiQuery, useApiScope, type ApiScope } from '../../core/http/query.ts';
import { useAppData } from '../../core/session/app-data.ts';

export const profileKeys = {
  all: ['profile'] as const,
  facilities: () => [...profileKeys.all, 'facilities'] as const,
  /** A user setting's key is core's: the catalogue shares it. */
  setting: settingKeys.setting,
};
export const facilitiesQuery = (scope: ApiScope) => apiQuery(scope, profileKeys.facilities(), 'fsp/v1/facilities', { query: { all: 'true' } });

/** The password policy is public (the reset page reads it too): one entry of core's for both. */
export { passwordPolicyQuery } from '../../core/http/password-policy.ts';

/** Reading and writing a user setting (a 404 counts as empty): core's, shared with the catalogue. */
export { readSetting, settingQuery, useWriteSetting } from '../../areas/profile/settings.ts';

export function useSaveProfile() {
  const scope = useApiScope();
  const appData = useAppData();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => scope.api('put', 'fsp/v1/user', { json: body }),
    onSuccess: () => appData.reload(),
  });
}

export function useSaveLocation() {
  const scope = useApiScope();
  const appData = useAppData();
  return useMutation({
    mutationFn: (facilityId: number) => scope.api('put', 'fsp/v1/user/location', { json: { facilityId } }),
    onSuccess: () => appData.reload(),
  });
}

/** Failures are shown in the dialog (the server's message), not in the snackbar. */
export function useChangePassword() {
  const scope = useApiScope();
  return useMutation({
    mutationFn: (body: Omit<SetPassword, 'token'>) => scope.api('put', 'password', { json: body }, { notify: false }),
  });
}
