/**
 * What `npm run load` checks after its run, straight on the database (pg): nothing lost or doubled.
 * - Every order a prescriber sent is sent exactly once (status ordered, one SENT history row, the
 *   send's key), and both sends answered the same confirmation; a send whose answer was lost to a
 *   killed process was done once or not at all (ordered with one SENT row, or preliminary with none).
 * - Every count line holds the report that got 200 (its quantity, its reporter), the other report
 *   of the round got 409 INVENTORY_LINE_CHANGED and then read the winner's quantity; a report whose
 *   answer was lost is on the line or not, never beside another.
 * - The balances: before the confirm no row of the storage changed during the run; after it each
 *   counted row holds its winning count and every other row its quantity from before.
 */
import { isDeepStrictEqual } from 'node:util';
import type pg from 'pg';
import type { Journal, ReportRound } from './scenarios.ts';

export type Check = { name: string; ok: boolean; detail: string };

const ORDERED = 20;
const PRELIMINARY = 10;

/** The storage's stock rows (not a client's, not fitted to another): id → quantity. */
export async function storageRows(db: pg.ClientBase, facility: number): Promise<Map<number, number>> {
  const { rows } = await db.query<{ id: number; quantity: number }>('SELECT id, quantity FROM stock_items WHERE facility_id = $1 AND client_id IS NULL AND parent_id IS NULL', [facility]);
  return new Map(rows.map((r) => [Number(r.id), Number(r.quantity)]));
}

const few = (list: readonly string[]) => (list.length > 5 ? `${list.slice(0, 5).join('; ')}; … (${list.length} in all)` : list.join('; '));

export async function checkOrders(db: pg.ClientBase, journal: Journal): Promise<{ checks: Check[]; unknown: { total: number; sent: number; notSent: number } }> {
  const ids = journal.orders.map((o) => o.orderId);
  const { rows } = await db.query<{ id: number; status: number; send_key: string | null; sent: number }>(
    `SELECT o.id, o.status, o.send_key, (SELECT count(*)::int FROM web_order_history h WHERE h.order_id = o.id AND h.event = 'SENT') AS sent
     FROM web_orders o WHERE o.id = ANY($1::int[])`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const wrong: string[] = [];
  const confirmations: string[] = [];
  const unknown = { total: 0, sent: 0, notSent: 0 };
  let answered = 0;
  for (const o of journal.orders) {
    const row = byId.get(o.orderId);
    if (!row) {
      wrong.push(`order ${o.orderId}: not in the database`);
      continue;
    }
    const sentOnce = row.status === ORDERED && row.sent === 1 && row.send_key === o.key;
    if (o.send === 'unknown') {
      unknown.total += 1;
      if (sentOnce) unknown.sent += 1;
      else if (row.status === PRELIMINARY && row.sent === 0) unknown.notSent += 1;
      else wrong.push(`order ${o.orderId} (answer lost): status ${row.status}, ${row.sent} SENT rows, key ${String(row.send_key)}`);
      continue;
    }
    answered += 1;
    if (!sentOnce) wrong.push(`order ${o.orderId}: status ${row.status}, ${row.sent} SENT rows, key ${String(row.send_key)} (sent with ${o.key})`);
    if (o.resend === undefined || o.resend === 'lost') confirmations.push(`order ${o.orderId}: the resend to the other process got no answer`);
    else if (o.resend.to === o.servedBy) confirmations.push(`order ${o.orderId}: resent to the same process (${o.resend.to})`);
    else if (!isDeepStrictEqual(o.resend.confirmation, o.confirmation)) confirmations.push(`order ${o.orderId}: ${JSON.stringify(o.confirmation)} then ${JSON.stringify(o.resend.confirmation)}`);
  }
  const { rows: doubled } = await db.query<{ order_id: number; n: number }>("SELECT order_id, count(*)::int AS n FROM web_order_history WHERE event = 'SENT' GROUP BY order_id HAVING count(*) > 1");
  return {
    unknown,
    checks: [
      { name: 'Every order sent is sent exactly once (ordered, one SENT row, its key)', ok: wrong.length === 0 && answered > 0, detail: wrong.length ? few(wrong) : `${answered} orders sent${unknown.total ? `, ${unknown.total} sends unknown (${unknown.sent} sent once, ${unknown.notSent} not sent)` : ''}` },
      { name: 'Both sends (balancer, then the other process with the same key) answered the same confirmation', ok: confirmations.length === 0 && answered > 0, detail: confirmations.length ? few(confirmations) : `${answered} pairs of sends, each on both processes` },
      { name: 'No order in the database has two SENT rows', ok: doubled.length === 0, detail: doubled.length ? few(doubled.map((d) => `order ${d.order_id}: ${d.n}`)) : 'none' },
    ],
  };
}

type LineRow = { id: number; reported_qty: number | null; reported_by: number | null; stock_item_id: number | null; balance_at_reported_time: number | null };

export async function countLines(db: pg.ClientBase, inventoryId: number): Promise<Map<number, LineRow>> {
  const { rows } = await db.query<LineRow>('SELECT id, reported_qty, reported_by, stock_item_id, balance_at_reported_time FROM inventory_lines WHERE inventory_id = $1', [inventoryId]);
  return new Map(rows.map((r) => [Number(r.id), r]));
}

export async function checkCount(db: pg.ClientBase, journal: Journal, inventoryId: number): Promise<{ checks: Check[]; unknown: { total: number; onLine: number; notOnLine: number } }> {
  const lines = await countLines(db, inventoryId);
  const lastRound = new Map<number, ReportRound>();
  const roundsOn = new Map<number, number>();
  for (const r of journal.rounds) {
    if ((lastRound.get(r.lineId)?.round ?? -1) < r.round) lastRound.set(r.lineId, r);
    roundsOn.set(r.lineId, (roundsOn.get(r.lineId) ?? 0) + 1);
  }
  const split: string[] = [];
  const held: string[] = [];
  const saw: string[] = [];
  const unknown = { total: 0, onLine: 0, notOnLine: 0 };
  for (const round of journal.rounds) {
    const winners = round.reports.filter((r) => r.result === 'ok');
    const lost = round.reports.filter((r) => r.result === 'unknown');
    const others = round.reports.filter((r) => r.result !== 'ok' && r.result !== 'unknown');
    unknown.total += lost.length;
    // One 200 and the rest 409 INVENTORY_LINE_CHANGED; with an answer lost, at most one 200.
    if (winners.length > 1 || others.some((r) => r.result !== 'conflict') || (lost.length === 0 && winners.length !== 1)) {
      split.push(`line ${round.lineId} round ${round.round}: ${round.reports.map((r) => r.result).join(', ')}`);
    }
    const [winner] = winners;
    if (winner && round.loserSaw.some((q) => q !== winner.qty)) saw.push(`line ${round.lineId}: the 409's reader saw ${round.loserSaw.join(', ')}, the winner reported ${winner.qty}`);
    if (lastRound.get(round.lineId) !== round) continue;
    const line = lines.get(round.lineId);
    if (!line) {
      held.push(`line ${round.lineId}: not in the count`);
      continue;
    }
    if (winner) {
      if (line.reported_qty !== winner.qty || Number(line.reported_by) !== winner.userId) held.push(`line ${round.lineId}: holds ${String(line.reported_qty)} by ${String(line.reported_by)}, the 200 was ${winner.qty} by ${winner.userId}`);
      // Same fetchedTimestamp: with one report saved, a lost one cannot have been saved too.
      unknown.notOnLine += lost.length;
    } else if (lost.length > 0) {
      const on = lost.find((r) => r.qty === line.reported_qty && r.userId === Number(line.reported_by));
      if (on) unknown.onLine += 1;
      unknown.notOnLine += lost.length - (on ? 1 : 0);
      // The other told 409: a lost one was saved. Otherwise the line holds a lost one or, on its
      // first round, nothing.
      const conflicted = others.some((r) => r.result === 'conflict');
      if (!on && (conflicted || (roundsOn.get(round.lineId) === 1 && line.reported_qty !== null))) held.push(`line ${round.lineId}: holds ${String(line.reported_qty)}, none of the lost reports (${lost.map((r) => r.qty).join(', ')})`);
    }
  }
  const rounds = journal.rounds.length;
  return {
    unknown,
    checks: [
      { name: 'Each round of a pair: one report 200, the other 409 INVENTORY_LINE_CHANGED', ok: split.length === 0 && rounds > 0, detail: split.length ? few(split) : `${rounds} rounds on ${lastRound.size} lines` },
      { name: 'The 409’s user then read the winner’s quantity (both values)', ok: saw.length === 0 && rounds > 0, detail: saw.length ? few(saw) : 'every time' },
      { name: 'Every reported line holds the report that got 200 (quantity and reporter)', ok: held.length === 0 && rounds > 0, detail: held.length ? few(held) : `${lastRound.size} lines` },
    ],
  };
}

/**
 * The balances around the confirm: `before` is the storage before the run, `atConfirm` just before
 * the confirm, `after` after it; the count's lines as confirmed.
 */
export function checkBalances(before: Map<number, number>, atConfirm: Map<number, number>, after: Map<number, number>, lines: Map<number, LineRow>): Check[] {
  const changedDuringRun = [...before].filter(([id, q]) => atConfirm.get(id) !== q).map(([id, q]) => `row ${id}: ${q} → ${String(atConfirm.get(id))}`);
  const counted = new Map<number, number>();
  for (const l of lines.values()) if (l.reported_qty !== null && l.stock_item_id !== null) counted.set(Number(l.stock_item_id), l.reported_qty);
  const wrong: string[] = [];
  for (const [id, q] of before) {
    const want = counted.get(id) ?? q;
    if (after.get(id) !== want) wrong.push(`row ${id}: ${String(after.get(id))}, expected ${want}${counted.has(id) ? ' (counted)' : ''}`);
  }
  const added = [...after.keys()].filter((id) => !before.has(id));
  return [
    { name: 'No balance row of the storage changed during the run (before the confirm)', ok: changedDuringRun.length === 0, detail: changedDuringRun.length ? few(changedDuringRun) : `${before.size} rows` },
    {
      name: 'After the confirm: each counted row holds its winning count, every other row its quantity',
      ok: wrong.length === 0 && added.length === 0 && counted.size > 0,
      detail: wrong.length || added.length ? few([...wrong, ...added.map((id) => `row ${id}: new`)]) : `${counted.size} rows counted, ${before.size - counted.size} unchanged`,
    },
  ];
}
