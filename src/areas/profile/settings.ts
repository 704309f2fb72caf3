/**
 * User settings (spec 1 §7: get and set a user setting), shared by the areas that read or write
 * one: the profile's settings page and the catalogue's grid or list view (`catalogue-view`). One
 * entry of the shared cache per setting, so when one element writes a setting every other element
 * on the page follows at once. A setting that was never saved answers 404, which counts as empty
 * (null): each reader has its own default (the catalogue's view is grid).
 */
import { useMutation } from '@tanstack/react-query';
import type { UserSettingId } from '../../contract/profile.ts';
import { ApiFailure } from '../../core/http/client.ts';
import { NOT_LOGGED_IN, queryClient, useApiScope, type ApiScope } from '../../core/http/query.ts';

export const settingKeys = {
  all: ['user-settings'] as const,
  setting: (id: UserSettingId) => [...settingKeys.all, id] as const,
};

/** A setting's value; a 404 means never set, which counts as empty (spec 1 §7). Without a session: NOT_LOGGED_IN, no call. */
export async function readSetting(scope: ApiScope, id: UserSettingId): Promise<string | null> {
  if (!scope.loggedIn) throw NOT_LOGGED_IN;
  try {
    return (await scope.api('post', 'fsp/v1/user/settings/{userSettingId}/get-user-setting', { params: { userSettingId: id } }, { notify: false })).value;
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 404 && error.reaction.kind === 'message') return null;
    throw error;
  }
}

/** Reading a setting is a POST in the contract, but it changes nothing: a query. */
export const settingQuery = (scope: ApiScope, id: UserSettingId) => ({
  queryKey: [...settingKeys.setting(id), scope.key] as const,
  queryFn: () => readSetting(scope, id),
});

/**
 * Writes a setting. Optimistic: the cache holds the new value as soon as it is asked for, so
 * every reader (the catalogue's view, the profile's choice) switches at once; if the write fails
 * the old value comes back (the failure itself is the catalogue's to show, in the snackbar).
 */
export function useWriteSetting(id: UserSettingId) {
  const scope = useApiScope();
  const { queryKey } = settingQuery(scope, id);
  return useMutation({
    mutationFn: (value: string) => scope.api('post', 'fsp/v1/user/settings/{userSettingId}/set-user-setting', { params: { userSettingId: id }, json: { value } }),
    onMutate: async (value) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<string | null>(queryKey);
      queryClient.setQueryData(queryKey, value);
      return { previous };
    },
    onError: (_error, _value, result) => {
      if (result) queryClient.setQueryData(queryKey, result.previous ?? null);
    },
    onSuccess: (_answer, value) => queryClient.setQueryData(queryKey, value),
  });
}
