/** The session's FUNCTION permissions (spec 3 §6), as the rules of fitting-rules.ts take them. */
import { useMemo } from 'react';
import { useAppData } from '../../core/session/app-data.ts';

export function usePermissions(): ReadonlySet<string> {
  const appData = useAppData().data;
  return useMemo(() => new Set(appData?.authorizations.filter((a) => a.type === 'FUNCTION').map((a) => a.id) ?? []), [appData]);
}
