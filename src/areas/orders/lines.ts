/**
 * A line's quantity as the order detail and the fitting's orders tab show it. A module of its own,
 * not order-rules.ts: the elements that load order-rules (the cart, the wizards) do not need it.
 */
import type { OrderContent } from '../../contract/orders.ts';

/** A line's quantity and unit: its product's, or its function's; null for a line of neither (a pickup's items are listed apart). */
export function lineQuantity(line: Pick<OrderContent, 'product' | 'function'>): { count: number; unit: string } | null {
  if (line.product) return { count: line.product.quantity, unit: line.product.unit };
  if (line.function) return { count: line.function.quantity, unit: line.function.unit };
  return null;
}
