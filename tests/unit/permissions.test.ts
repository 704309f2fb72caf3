/** Spec 1 §6: FUNCTION permissions by presence of the id, feature flags, municipality authorizations, applications. */
import { describe, expect, it } from 'vitest';
import type { AppData } from '../../src/contract/authentication.ts';
import { authorizedMunicipalities, hasApplication, hasFlag, hasFunction } from '../../src/core/session/permissions.ts';

const flags: AppData['flags'] = {
  isOrderFittingEnabled: true,
  isOrderFunctionEnabled: false,
  isOrderNewProductEnabled: false,
  isOrderPickupEnabled: false,
  isOrderWorkEnabled: false,
  orderMoveEnabled: false,
  isReceiveDeliveryForFixedAssetsEnabled: true,
};

const appData = (authorizations: AppData['authorizations'], applications: string[] = ['FSP']) =>
  ({ flags, authorizations, applications: applications.map((id) => ({ id })) }) as unknown as AppData;

describe('permissions', () => {
  it('a FUNCTION permission is there when its id is, and only as a FUNCTION', () => {
    const data = appData([{ type: 'FUNCTION', id: 'FSP_CompleteWebOrderFitting' }, { type: 'MUNICIPALITY', id: 'GetClientContacts' }]);
    expect(hasFunction(data, 'FSP_CompleteWebOrderFitting')).toBe(true);
    expect(hasFunction(data, 'FSP_CancelWebOrderFitting')).toBe(false);
    expect(hasFunction(data, 'GetClientContacts')).toBe(false); // same id, other type
    expect(hasFunction(null, 'FSP_CompleteWebOrderFitting')).toBe(false);
  });

  it('flags as given; no app data means off', () => {
    expect(hasFlag(appData([]), 'isOrderFittingEnabled')).toBe(true);
    expect(hasFlag(appData([]), 'isOrderWorkEnabled')).toBe(false);
    expect(hasFlag(undefined, 'isReceiveDeliveryForFixedAssetsEnabled')).toBe(false);
  });

  it('authorized municipalities; none is "not authorized to any municipality"', () => {
    expect(authorizedMunicipalities(appData([{ type: 'MUNICIPALITY', id: '1280' }, { type: 'FUNCTION', id: 'x' }, { type: 'MUNICIPALITY', id: '1281' }]))).toEqual(['1280', '1281']);
    expect(authorizedMunicipalities(appData([{ type: 'FUNCTION', id: 'x' }]))).toEqual([]);
  });

  it('applications by id', () => {
    expect(hasApplication(appData([], ['COMFLOW']), 'COMFLOW')).toBe(true);
    expect(hasApplication(appData([], ['COMFLOW']), 'FSP')).toBe(false);
  });
});
