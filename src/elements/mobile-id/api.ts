/**
 * The Mobile BankID order as a hook: start, then collect every 2 seconds while pending; the QR
 * content redrawn every second for up to 60 ticks. Restart resets everything and starts anew.
 *
 * The order in progress is kept in sessionStorage (this tab only) until it leaves pending: a phone
 * browser the BankID app sends back to this page's address reloads it (qr.ts returnAddress), and
 * the reloaded page takes the same order up again instead of starting one nobody signs.
 */
import { useCallback, useEffect, useState } from 'react';
import type { MobileIdHint, MobileIdStart } from '../../contract/mobile-id.ts';
import { ApiFailure } from '../../core/http/client.ts';
import { useApi } from '../../core/http/query.ts';
import { QR_MAX_TICKS, QR_TICK_MS, qrContent } from './qr.ts';

export const COLLECT_MS = 2000;

/** Where this tab keeps the order in progress (sessionStorage). */
export const KEPT_ORDER_KEY = 'fsp.mobileIdOrder';
/** A kept order older than this is not taken up (BankID ends an order after about three minutes). */
export const RESUME_MS = 180_000;

/** here: the app was opened on this device for it (so a reload is the app sending the user back). */
type KeptOrder = { order: MobileIdStart; startedAt: number; here?: boolean };

/** The order kept by this tab, when it is young enough to take up again. */
export function keptOrder(now = Date.now()): KeptOrder | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEPT_ORDER_KEY) ?? 'null') as Partial<KeptOrder> | null;
    const order = kept?.order;
    const fresh = typeof kept?.startedAt === 'number' && now - kept.startedAt >= 0 && now - kept.startedAt < RESUME_MS;
    return fresh && order && typeof order.orderRef === 'string' && typeof order.qrStartToken === 'string' && typeof order.qrStartSecret === 'string' && typeof order.autoStartToken === 'string'
      ? { order: { orderRef: order.orderRef, qrStartToken: order.qrStartToken, qrStartSecret: order.qrStartSecret, autoStartToken: order.autoStartToken }, startedAt: kept.startedAt as number, here: kept.here === true }
      : null;
  } catch {
    return null; // storage refused, or not ours: start anew
  }
}

function keep(kept: KeptOrder | null): void {
  try {
    if (kept) sessionStorage.setItem(KEPT_ORDER_KEY, JSON.stringify(kept));
    else sessionStorage.removeItem(KEPT_ORDER_KEY);
  } catch {
    // storage refused: the order simply is not taken up after a reload
  }
}

/** The text the catalogue gave a failed call (the server's own, or its fallback), null when it gave none (no answer: the reconnect dialog speaks). */
function serverText(err: unknown): string | null {
  return err instanceof ApiFailure && err.reaction.kind !== 'silent-clear' && err.reaction.kind !== 'reconnect' ? err.reaction.text : null;
}

export type OrderState =
  | { phase: 'starting' }
  /** openedHere: taken up again after the page reloaded, the app having been opened on this device for it (the app sent the user back). */
  | { phase: 'pending'; order: MobileIdStart; hint: MobileIdHint | null; qr: string | null; openedHere: boolean }
  | { phase: 'complete'; order: MobileIdStart }
  | { phase: 'failed'; hint: MobileIdHint | null }
  /** The start or a collect failed: the server's text when it gave one (spec 1: collect errors show it; a 429 says how long to wait). */
  | { phase: 'error'; message: string | null };

export function useMobileIdOrder(): { state: OrderState; restart: () => void; openingHere: () => void } {
  const api = useApi();
  const [state, setState] = useState<OrderState>({ phase: 'starting' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let running = true; // this effect's order; a restart or unmount ends it
    const alive = () => running;
    const timers: ReturnType<typeof setInterval>[] = [];
    const stop = () => timers.forEach(clearInterval);

    // The first order of this page may be the one a reload left in progress; a restart always starts anew.
    const resume = attempt === 0 ? keptOrder() : null;
    const started: Promise<KeptOrder> = resume
      ? Promise.resolve(resume)
      : api('post', 'mobile-id/authentication', {}, { notify: false }).then((order) => ({ order, startedAt: Date.now() }));
    started.then(
      ({ order, startedAt, here = false }) => {
        if (!alive()) return;
        keep({ order, startedAt, here });
        setState({ phase: 'pending', order, hint: 'outstandingTransaction', qr: null, openedHere: here });
        // The QR code's seconds count from the order's start (also for an order taken up again).
        let ticks = Math.floor((Date.now() - startedAt) / 1000);
        const drawQr = () => {
          const seconds = ticks;
          void qrContent(order.qrStartToken, order.qrStartSecret, seconds).then((qr) => {
            if (alive()) setState((s) => (s.phase === 'pending' ? { ...s, qr } : s));
          });
          ticks += 1;
          if (ticks > QR_MAX_TICKS) clearInterval(qrTimer);
        };
        const qrTimer = setInterval(drawQr, QR_TICK_MS);
        drawQr();
        let busy = false;
        const collect = setInterval(() => {
          if (busy) return;
          busy = true;
          api('post', 'mobile-id/collect', { json: { orderRef: order.orderRef } }, { notify: false })
            .then((r) => {
              if (!alive()) return;
              if (r.status === 'pending') {
                setState((s) => (s.phase === 'pending' ? { ...s, hint: r.hintCode } : s));
                return;
              }
              stop(); // polling stops when the status leaves pending
              keep(null);
              setState(r.status === 'complete' ? { phase: 'complete', order } : { phase: 'failed', hint: r.hintCode });
            })
            .catch((err: unknown) => {
              if (!alive()) return;
              stop();
              keep(null);
              setState({ phase: 'error', message: serverText(err) });
            })
            .finally(() => {
              busy = false;
            });
        }, COLLECT_MS);
        timers.push(qrTimer, collect);
      },
      (err: unknown) => alive() && setState({ phase: 'error', message: serverText(err) }),
    );
    return () => {
      running = false;
      stop();
    };
  }, [api, attempt]);

  const restart = useCallback(() => {
    keep(null);
    setState({ phase: 'starting' });
    setAttempt((n) => n + 1);
  }, []);
  /** The app is being opened on this device for the kept order. */
  const openingHere = useCallback(() => {
    const kept = keptOrder();
    if (kept) keep({ ...kept, here: true });
  }, []);
  return { state, restart, openingHere };
}
