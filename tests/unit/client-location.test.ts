/**
 * How a place is named by its facility category (spec 2 §6, spec 3 §6; areas/clients/location.ts):
 * a client location (5) links to its client only with the municipal authorization the server gave;
 * a storage (1, 2) is shown with its warehouse and location, never as a client link.
 */
import { describe, expect, it } from 'vitest';
import { FACILITY_CATEGORY } from '../../src/contract/constants.ts';
import { locationShown } from '../../src/areas/clients/location.ts';

const at = (category: number, client: { id: number; hasAuthorizationForMunicipal: boolean } | null = null) => ({ category: { value: category }, client });

describe('locationShown', () => {
  it('a client location (category 5) whose client the user may open: a link to the client’s page', () => {
    expect(locationShown(at(FACILITY_CATEGORY.clientLocation, { id: 93, hasAuthorizationForMunicipal: true }))).toEqual({ kind: 'client', path: '/clients/93/info' });
  });

  it('one whose client the user may not open: no link, NOT_AUTHORIZED_TO_MUNICIPALITY', () => {
    expect(locationShown(at(FACILITY_CATEGORY.clientLocation, { id: 93, hasAuthorizationForMunicipal: false }))).toEqual({ kind: 'notAuthorized' });
  });

  it('a client location no client is known for: its name only', () => {
    expect(locationShown(at(FACILITY_CATEGORY.clientLocation))).toEqual({ kind: 'plain' });
  });

  it('a central warehouse or base storage (1, 2): a storage, shown with warehouse and location, whatever client is given', () => {
    for (const category of [FACILITY_CATEGORY.centralWarehouse, FACILITY_CATEGORY.baseStorage]) {
      expect(locationShown(at(category)), String(category)).toEqual({ kind: 'storage' });
      expect(locationShown(at(category, { id: 1, hasAuthorizationForMunicipal: true })), String(category)).toEqual({ kind: 'storage' });
    }
  });

  it('any other category (the provider’s own site, 4) is no client link even with a client', () => {
    expect(locationShown(at(FACILITY_CATEGORY.provider, { id: 1, hasAuthorizationForMunicipal: true }))).toEqual({ kind: 'plain' });
    expect(locationShown(at(3))).toEqual({ kind: 'plain' });
  });
});
