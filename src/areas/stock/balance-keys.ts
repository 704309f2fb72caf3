/**
 * The stock balance's cache keys: a move, a scrap, a count or a receipt invalidates
 * `baseStorageKeys.all`, so every balance on the page follows. A module of its own: the inventory
 * count and the receive page invalidate them without loading the balance's URL model and rules
 * (balance.ts, with the products' module it imports): about 2 KB of each one's whole.
 */
import type { BalanceView } from './balance.ts';

export const baseStorageKeys = {
  all: ['base-storages'] as const,
  balances: (view: BalanceView) => [...baseStorageKeys.all, 'balances', view] as const,
  filters: (view: BalanceView) => [...baseStorageKeys.all, 'filters', view.storage] as const,
  locations: (storage: number) => [...baseStorageKeys.all, storage, 'locations'] as const,
};
