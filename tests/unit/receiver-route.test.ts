/** The order's receiver's page (issue 37): the header's active-order menu and the cart link to it. */
import { describe, expect, it } from 'vitest';
import { receiverRoute } from '../../src/areas/orders/receiver-route.ts';

describe('receiverRoute', () => {
  it('leads to a client’s information, with the breadcrumbs of one who came from the receiver menu', () => {
    expect(receiverRoute({ type: 'CLIENT', id: 3, hasAuthorizationForMunicipal: true })).toBe('/clients/3/info?from=receiver');
  });
  it('gives no link to a client of a municipality the user is not authorized for (spec 2 §6)', () => {
    expect(receiverRoute({ type: 'CLIENT', id: 3, hasAuthorizationForMunicipal: false })).toBeNull();
  });
  it('leads to a base storage’s stock balance', () => {
    expect(receiverRoute({ type: 'FACILITY', id: 2, hasAuthorizationForMunicipal: true })).toBe('/base-storages?storage=2');
  });
  it('gives no link to a protected identity', () => {
    expect(receiverRoute({ type: 'Secret_ID', id: 9, hasAuthorizationForMunicipal: true })).toBeNull();
  });
});
