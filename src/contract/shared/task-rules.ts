/**
 * The rules of reporting a task (spec 3 §4 Task status, §5 Tasks), shared by the server, which
 * enforces them, and the browser, which shows them before a call is made. Zod-free, so browser code
 * may import it as a value.
 */

/** What the rules read of a task line. */
export type TaskLineAmounts = { id: number; quantity: number; maxQuantity: number; reportedQuantity: number; returnedQuantity: number };

/** A line's quantity in a report (or an allocation's in a hand-over or return): 1 to the line's maxQuantity; a line with maxQuantity 0 takes none. */
export function isTaskQuantityValid(line: Pick<TaskLineAmounts, 'maxQuantity'>, quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= line.maxQuantity;
}

/**
 * Whether a report completes the task: for every line, what was reported and returned before plus
 * what this report adds (`added`, by line id) equals the line's (ordered) quantity. A delivery's
 * report closes the task then; a hand-over's or return's `close` flag must say so exactly.
 */
export function completesTask(lines: readonly TaskLineAmounts[], added: ReadonlyMap<number, number>): boolean {
  return lines.length > 0 && lines.every((l) => l.reportedQuantity + l.returnedQuantity + (added.get(l.id) ?? 0) >= l.quantity);
}
