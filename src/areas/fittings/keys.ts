/**
 * The fittings' cache keys, apart from their texts (fittings.ts), for an element that changes what a
 * fitting shows without showing fittings itself: the order wizard's Confirm order of a referenced
 * order adds a line to the fitting's orders tab.
 */
import type { FittingListQuery } from '../../contract/fittings.ts';

export const fittingKeys = {
  all: ['fittings'] as const,
  lists: () => [...fittingKeys.all, 'list'] as const,
  list: (query: FittingListQuery) => [...fittingKeys.lists(), query] as const,
  fitting: (id: number) => [...fittingKeys.all, id] as const,
  content: (id: number) => [...fittingKeys.fitting(id), 'content'] as const,
  resources: (group: number) => ['resource-groups', group] as const,
};
