/**
 * A line's quantity and its makes chosen, as the line's facts (line-facts.tsx: the order detail, the
 * cart's View) and the fitting's orders tab show them. A module of its own, not rules.ts: the
 * elements that load the rules (the cart, the wizards) do not need it at once.
 */
import type { OrderContent } from '../../contract/orders.ts';

/** A line's quantity and unit: its product's, or its function's; null for a line of neither (a pickup's items are listed apart). */
export function lineQuantity(line: Pick<OrderContent, 'product' | 'function'>): { count: number; unit: string } | null {
  if (line.product) return { count: line.product.quantity, unit: line.product.unit };
  if (line.function) return { count: line.function.quantity, unit: line.function.unit };
  return null;
}

/** The makes chosen on a line, as "Make: value". */
export function chosenMakes(line: Pick<OrderContent, 'makes'>): string[] {
  return line.makes.flatMap((m) => m.values.filter((v) => v.selected).map((v) => `${m.label}: ${v.value}`));
}
