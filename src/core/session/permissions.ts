/**
 * What the session allows (spec 1 §6): FUNCTION permissions gate buttons by presence of their id,
 * feature flags gate menu entries and order types, MUNICIPALITY authorizations limit which
 * municipalities the user may act for. The server enforces all of it; these only decide what to show.
 */
import type { AppData, FeatureFlag } from '../../contract/authentication.ts';

export function hasFunction(appData: AppData | null | undefined, id: string): boolean {
  return Boolean(appData?.authorizations.some((a) => a.type === 'FUNCTION' && a.id === id));
}

export function hasFlag(appData: AppData | null | undefined, flag: FeatureFlag): boolean {
  return Boolean(appData?.flags[flag]);
}

/** Ids of the municipalities the user is authorized for (empty: "Not authorized to any municipality"). */
export function authorizedMunicipalities(appData: AppData | null | undefined): string[] {
  return appData?.authorizations.filter((a) => a.type === 'MUNICIPALITY').map((a) => a.id) ?? [];
}

export function hasApplication(appData: AppData | null | undefined, id: string): boolean {
  return Boolean(appData?.applications.some((a) => a.id === id));
}
