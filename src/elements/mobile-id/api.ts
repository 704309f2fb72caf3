/**
 * The Mobile BankID order as a hook: start, then collect every 2 seconds while pending; the QR
 * content redrawn every second for up to 60 ticks. Restart resets everything and starts anew.
 */
import { useCallback, useEffect, useState } from 'react';
import type { MobileIdHint, MobileIdStart } from '../../contract/mobile-id.ts';
import { ApiFailure } from '../../core/http/client.ts';
import { useApi } from '../../core/http/query.ts';
import { QR_MAX_TICKS, QR_TICK_MS, qrContent } from './qr.ts';

export const COLLECT_MS = 2000;

/** The text the catalogue gave a failed call (the server's own, or its fallback), null when it gave none (no answer: the reconnect dialog speaks). */
function serverText(err: unknown): string | null {
  return err instanceof ApiFailure && err.reaction.kind !== 'silent-clear' && err.reaction.kind !== 'reconnect' ? err.reaction.text : null;
}

export type OrderState =
  | { phase: 'starting' }
  | { phase: 'pending'; order: MobileIdStart; hint: MobileIdHint | null; qr: string | null }
  | { phase: 'complete'; order: MobileIdStart }
  | { phase: 'failed'; hint: MobileIdHint | null }
  /** The start or a collect failed: the server's text when it gave one (spec 1: collect errors show it; a 429 says how long to wait). */
  | { phase: 'error'; message: string | null };

export function useMobileIdOrder(): { state: OrderState; restart: () => void } {
  const api = useApi();
  const [state, setState] = useState<OrderState>({ phase: 'starting' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let running = true; // this effect's order; a restart or unmount ends it
    const alive = () => running;
    const timers: ReturnType<typeof setInterval>[] = [];
    const stop = () => timers.forEach(clearInterval);

    api('post', 'mobile-id/authentication', {}, { notify: false }).then(
      (order) => {
        if (!alive()) return;
        setState({ phase: 'pending', order, hint: 'outstandingTransaction', qr: null });
        let ticks = 0;
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
              setState(r.status === 'complete' ? { phase: 'complete', order } : { phase: 'failed', hint: r.hintCode });
            })
            .catch((err: unknown) => {
              if (!alive()) return;
              stop();
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
    setState({ phase: 'starting' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, restart };
}
