/** The profile area's calls: profile, standard location, facilities, password policy and change, user settings. */
import type { SetPassword } from '../../contract/password.ts';
import type { ProfileUpdate, UserSettingId } from '../../contract/profile.ts';
import { ApiFailure } from '../../core/http/client.ts';
import { useApiQuery, type Api } from '../../core/http/query.ts';

export function useFacilities() {
  return useApiQuery('fsp/v1/facilities', { query: { all: 'true' } });
}

export function usePasswordPolicy() {
  return useApiQuery('password/rules');
}

export const saveProfile = (api: Api, body: ProfileUpdate) => api('put', 'fsp/v1/user', { json: body });

export const saveLocation = (api: Api, facilityId: number) => api('put', 'fsp/v1/user/location', { json: { facilityId } });

/** Failures are shown in the dialog (the server's message), not in the snackbar. */
export const changePassword = (api: Api, body: Omit<SetPassword, 'token'>) => api('put', 'password', { json: body }, { notify: false });

/** A setting's value; a 404 means never set, which counts as empty (spec 1 §7). */
export async function readSetting(api: Api, id: UserSettingId): Promise<string | null> {
  try {
    return (await api('post', 'fsp/v1/user/settings/{userSettingId}/get-user-setting', { params: { userSettingId: id } }, { notify: false })).value;
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 404 && error.reaction.kind === 'message') return null;
    throw error;
  }
}

export const writeSetting = (api: Api, id: UserSettingId, value: string) =>
  api('post', 'fsp/v1/user/settings/{userSettingId}/set-user-setting', { params: { userSettingId: id }, json: { value } });
