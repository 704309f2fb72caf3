/** Referenced orders from a fitting (spec 2 §4 Wizards, §5 Add button): which are offered, and where they lead. */
import type { FeatureFlag } from '../../contract/authentication.ts';
import { has, isClosedStatus, type Permissions } from '../../contract/shared/fitting-rules.ts';
import { orderTypeAllowed } from '../../areas/orders/rules.ts';
import { orderRoutes } from '../../areas/orders/orders.ts';

/**
 * The referenced orders the fitting's orders tab offers (spec 2 §4 Wizards, §5 Add button, spec 3
 * §2): Order product, and Order work order when the user's work-order flag is on; only on a fitting
 * not completed or annulled, and with FSP_CreateWebOrderContentWithParent. The line is then made in
 * the fitting's order with the fitting's line as its parent (the server checks the same).
 */
export function referencedOrderTypes(f: { status: number }, p: Permissions, flags: Partial<Record<FeatureFlag, boolean>> | null | undefined): ('products' | 'work')[] {
  if (isClosedStatus(f.status) || !has(p, 'FSP_CreateWebOrderContentWithParent')) return [];
  return (['products', 'work'] as const).filter((type) => orderTypeAllowed(type, 'CLIENT', flags));
}

/** The path of a referenced order's wizard: a new line of the fitting's order, the fitting's line its parent. */
export const referencedOrderPath = (fitting: { id: number; orderId: number; contentId: number }, type: 'products' | 'work') =>
  orderRoutes.wizard(fitting.orderId, type, null, { parent: fitting.contentId, fitting: fitting.id });
