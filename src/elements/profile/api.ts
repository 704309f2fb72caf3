/**
 * The profile area's server state: facilities, the password policy and a user setting (queries);
 * saving the profile and the standard location, changing the password and writing a setting
 * (mutations). Saving the profile or the location changes the app data, which every element and
 * the shell read: the mutation reloads it into the session and invalidates its query.
 */
import { useMutation } from '@tanstack/react-query';
import type { SetPassword } from '../../contract/password.ts';
import type { ProfileUpdate, UserSettingId } from '../../contract/profile.ts';
import { ApiFailure } from '../../core/http/client.ts';
import { apiQuery, queryClient, useApiScope, type ApiScope } from '../../core/http/query.ts';
import { useAppData } from '../../core/session/app-data.ts';

export const profileKeys = {
  all: ['profile'] as const,
  facilities: () => [...profileKeys.all, 'facilities'] as const,
  setting: (id: UserSettingId) => [...profileKeys.all, 'setting', id] as const,
};
export const facilitiesQuery = (scope: ApiScope) => apiQuery(scope, profileKeys.facilities(), 'fsp/v1/facilities', { query: { all: 'true' } });

/** The password policy is public (the reset page reads it too): one entry of core's for both. */
export { passwordPolicyQuery } from '../../core/http/password-policy.ts';

/** A setting's value; a 404 means never set, which counts as empty (spec 1 §7). */
export async function readSetting(scope: ApiScope, id: UserSettingId): Promise<string | null> {
  try {
    return (await scope.api('post', 'fsp/v1/user/settings/{userSettingId}/get-user-setting', { params: { userSettingId: id } }, { notify: false })).value;
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 404 && error.reaction.kind === 'message') return null;
    throw error;
  }
}

/** Reading a setting is a POST in the contract, but it changes nothing: a query. */
export const settingQuery = (scope: ApiScope, id: UserSettingId) => ({
  queryKey: [...profileKeys.setting(id), scope.key] as const,
  queryFn: () => readSetting(scope, id),
});

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

export function useWriteSetting(id: UserSettingId) {
  const scope = useApiScope();
  return useMutation({
    mutationFn: (value: string) => scope.api('post', 'fsp/v1/user/settings/{userSettingId}/set-user-setting', { params: { userSettingId: id }, json: { value } }),
    onSuccess: (_answer, value) => queryClient.setQueryData(settingQuery(scope, id).queryKey, value),
  });
}
