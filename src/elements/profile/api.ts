/** The profile area's calls: profile, standard location, facilities, password policy and change, user settings. */
import type { Page } from '../../contract/common.ts';
import type { Message, PasswordPolicy, SetPassword } from '../../contract/password.ts';
import type { Facility, ProfileUpdate, UserSetting, UserSettingId } from '../../contract/profile.ts';
import { ApiFailure } from '../../core/http/client.ts';
import { useApiQuery, type Api } from '../../core/http/query.ts';

export const profilePaths = {
  facilities: () => 'fsp/v1/facilities?all=true',
  policy: () => 'password/rules',
};

export function useFacilities() {
  return useApiQuery<Page<Facility>>(profilePaths.facilities());
}

export function usePasswordPolicy() {
  return useApiQuery<PasswordPolicy>(profilePaths.policy());
}

export const saveProfile = (api: Api, body: ProfileUpdate) => api<ProfileUpdate>('fsp/v1/user', { method: 'put', json: body });

export const saveLocation = (api: Api, facilityId: number) => api<undefined>('fsp/v1/user/location', { method: 'put', json: { facilityId } });

/** Failures are shown in the dialog (the server's message), not in the snackbar. */
export const changePassword = (api: Api, body: Omit<SetPassword, 'token'>) => api<Message>('password', { method: 'put', json: body, notify: false });

/** A setting's value; a 404 means never set, which counts as empty (spec 1 §7). */
export async function readSetting(api: Api, id: UserSettingId): Promise<string | null> {
  try {
    return (await api<UserSetting>(`fsp/v1/user/settings/${id}/get-user-setting`, { method: 'post', notify: false })).value;
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 404 && error.reaction.kind === 'message') return null;
    throw error;
  }
}

export const writeSetting = (api: Api, id: UserSettingId, value: string) =>
  api<UserSetting>(`fsp/v1/user/settings/${id}/set-user-setting`, { method: 'post', json: { value } });
