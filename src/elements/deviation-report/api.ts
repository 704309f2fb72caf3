/**
 * The report wizard's server state (spec 3 §7 Deviations): the categories with their types, a
 * category's reference types (both reference data, fresh for ten minutes), VALIDATE_REFERENCE and
 * creating the deviation, which invalidates every deviation (a list on the same page shows it).
 * Attaching the files is core's `useUploadDeviationFile`. Mutations do not notify: the step where
 * the user acted says what failed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviationInput } from '../../contract/deviations.ts';
import { deviationKeys, type DeviationData } from '../../areas/deviations/deviations.ts';
import { apiQuery, useApiScope, type AnswerOf, type ApiScope } from '../../core/http/query.ts';

export type CategoryData = AnswerOf<'get', 'fsp/v1/deviations/categories'>[number];
export type ReferenceTypeData = AnswerOf<'get', 'fsp/v1/deviations/categories/{category}/references'>[number];

const REFERENCE_DATA_MS = 10 * 60_000;

export const categoriesQuery = (scope: ApiScope) => ({
  ...apiQuery(scope, deviationKeys.categories(), 'fsp/v1/deviations/categories', undefined, { notify: false }),
  staleTime: REFERENCE_DATA_MS,
});

export const referencesQuery = (scope: ApiScope, category: number) => ({
  ...apiQuery(scope, deviationKeys.references(category), 'fsp/v1/deviations/categories/{category}/references', { params: { category } }, { notify: false }),
  staleTime: REFERENCE_DATA_MS,
});

/** POST …/references?action=VALIDATE_REFERENCE: resolves when the code refers to something, else throws (INVALID_REFERENCE_NUMBER). */
export function useValidateReference() {
  const scope = useApiScope();
  return useMutation({
    mutationFn: ({ category, id, value }: { category: number; id: number; value: string }) =>
      scope.api('post', 'fsp/v1/deviations/categories/{category}/references', { params: { category }, query: { action: 'VALIDATE_REFERENCE' }, json: { id, value } }, { notify: false }),
  });
}

/** POST /deviations. */
export function useCreateDeviation() {
  const scope = useApiScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviationInput): Promise<DeviationData> => scope.api('post', 'fsp/v1/deviations', { json: body }, { notify: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: deviationKeys.lists() }),
  });
}
