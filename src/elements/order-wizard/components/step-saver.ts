/**
 * How the wizard saves a step (order-wizard.tsx): the step's calls (save-step.ts) are made in order,
 * with the call that moves the line's `currentStep` on added unless the last one writes the line
 * itself; the order is then reloaded (every element showing it follows) and the wizard goes on with
 * the saved line.
 *
 * Without a connection (the browser offline, or no answer at all) the calls are kept in the outbox
 * (outbox.ts) instead, and `pending` says so: the step stays shown with what was typed, "saved
 * locally, not yet sent". They are sent when the connection returns (the `online` event) or when
 * the wizard opens again online, and the wizard then goes on from the step they saved. Any other
 * failure is the step's to show (it throws), as is a kept save the server refuses when it is sent
 * (`pendingError`; the record is dropped, the step's form is there to correct it).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useInvalidateOrder, type OrderLine } from '../../../areas/orders/orders.ts';
import { ApiFailure } from '../../../core/http/client.ts';
import type { ApiScope } from '../../../core/http/query.ts';
import { outbox, outboxKey, type PendingSave, type SaveCall } from '../outbox.ts';
import { saveCalls, writesLine } from './save-step.ts';

type Untyped = (method: 'post' | 'put', path: string, request: { params: Record<string, number>; json: unknown }, options: { notify: boolean }) => Promise<unknown>;

/** No answer at all: the connection is lost (an answer, even an error, is the server's). */
const isNetworkFailure = (e: unknown): boolean => e instanceof ApiFailure && e.status === null;

export type StepSaver = {
  /** Saves a step (its calls); resolves once saved or kept locally, throws what the server refused. */
  save: (step: number, calls: SaveCall[]) => Promise<void>;
  /** A step saved locally and not yet sent, or null. */
  pending: PendingSave | null;
  /** The server refused a kept step when it was sent. */
  pendingError: unknown;
};

export function useStepSaver(ctx: {
  scope: ApiScope;
  user: string | null;
  order: number;
  type: string;
  line: OrderLine | null;
  currentStepAfter: (step: number) => number;
  /** The step saved: go on from it with the line. */
  onSaved: (step: number, line: OrderLine) => void;
}): StepSaver {
  const { scope, user, order, type, line } = ctx;
  const invalidate = useInvalidateOrder();
  const [pending, setPending] = useState<PendingSave | null>(null);
  const [pendingError, setPendingError] = useState<unknown>(null);
  const key = user === null ? null : outboxKey(user, order, type, line?.id ?? null);
  // The latest callbacks, for a save that ends after a render (the `online` listener's, a slow call's).
  const latest = useRef(ctx);
  useEffect(() => {
    latest.current = ctx;
  });

  const execute = useCallback(
    async (calls: SaveCall[]): Promise<OrderLine> => {
      // The calls are built by the typed builders of save-step.ts; made here untyped, as one list.
      const api = scope.api as unknown as Untyped;
      let answer: unknown = null;
      for (const c of calls) answer = await api(c.method, c.path, { params: c.params, json: c.json }, { notify: false });
      await invalidate(order);
      return answer as OrderLine;
    },
    [scope, invalidate, order],
  );

  const send = useCallback(
    async (record: PendingSave) => {
      try {
        const saved = await execute(record.calls);
        await outbox.delete(record.key);
        setPending(null);
        latest.current.onSaved(record.step, saved);
      } catch (e) {
        if (isNetworkFailure(e)) return; // still offline: kept, tried again when the connection returns
        await outbox.delete(record.key).catch(() => undefined);
        setPending(null);
        setPendingError(e);
      }
    },
    [execute],
  );

  // A step kept by an earlier visit (a reload, a closed tab): shown, and sent at once when online.
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const load = () =>
      void outbox
        .get(key)
        .then((record) => {
          if (!live || !record) return;
          setPending(record);
          if (navigator.onLine) void send(record);
        })
        .catch(() => undefined); // no IndexedDB here: nothing was kept
    load();
    window.addEventListener('online', load);
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, [key, send]);

  // Made anew each render (it reads this render's line): nothing keeps it across renders.
  const save = async (step: number, calls: SaveCall[]) => {
    setPendingError(null);
    const all = writesLine(calls.at(-1)) || !line ? calls : [...calls, saveCalls.update(order, line.id, { currentStep: ctx.currentStepAfter(step) })];
    // Kept only for a known user (the app data loaded); else the failure is the step's to show.
    const keep = async (failure: unknown) => {
      if (key === null) throw failure;
      const record: PendingSave = { key, order, type, content: line?.id ?? null, step, calls: all, at: new Date().toISOString() };
      await outbox.put(record);
      setPending(record);
    };
    if (!navigator.onLine) return keep(new Error('offline'));
    try {
      const saved = await execute(all);
      if (key !== null) await outbox.delete(key).catch(() => undefined);
      setPending(null);
      latest.current.onSaved(step, saved);
    } catch (e) {
      if (isNetworkFailure(e)) return keep(e);
      throw e;
    }
  };

  return { save, pending, pendingError };
}
