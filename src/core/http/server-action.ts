/**
 * A form's call to the server, with the server's message shown in the form (not the snackbar):
 * `run()` clears the old message and marks the form busy; on failure the catalogue's text becomes
 * `error` and the form is usable again. On success it stays busy: the form is about to go away.
 * A 429 (too many tries) also gives `waitSeconds`, counting down the server's Retry-After.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiFailure } from './client.ts';

export function useServerAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A 429's wait (Retry-After): until it ends the form says so and keeps its submit off.
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (waitUntil === null) return undefined;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= waitUntil) {
        setWaitUntil(null);
        setError(null); // the message said to wait: once over, it no longer holds
      }
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [waitUntil]);
  const run = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      // The catalogue decided: silent codes (OTSU002, OTSS000) show nothing, the reconnect dialog
      // speaks for itself, the others show their text (an answer that was not the API's too).
      if (err instanceof ApiFailure && (err.reaction.kind === 'message' || err.reaction.kind === 'unexpected-answer')) setError(err.reaction.text);
      if (err instanceof ApiFailure && err.status === 429 && err.retryAfter) {
        const at = Date.now();
        setNow(at);
        setWaitUntil(at + err.retryAfter * 1000);
      }
      setBusy(false);
    }
  }, []);
  const clearError = useCallback(() => setError(null), []);
  /** Whole seconds left of the server's wait (0: none): the form's submit stays off until then. */
  const waitSeconds = waitUntil === null ? 0 : Math.max(0, Math.ceil((waitUntil - now) / 1000));
  return { busy, error, run, clearError, waitSeconds };
}

/** A wait as a clock, `0:27` or `14:05`: what a submit button counting it down shows. */
export function waitClock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
