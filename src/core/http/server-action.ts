/**
 * A form's call to the server, with the server's message shown in the form (not the snackbar):
 * `run()` clears the old message and marks the form busy; on failure the catalogue's text becomes
 * `error` and the form is usable again. On success it stays busy: the form is about to go away.
 */
import { useCallback, useState } from 'react';
import { ApiFailure } from './client.ts';

export function useServerAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      // The catalogue decided: silent codes (OTSU002, OTSS000) show nothing, the reconnect dialog
      // speaks for itself, the others show their text (an answer that was not the API's too).
      if (err instanceof ApiFailure && (err.reaction.kind === 'message' || err.reaction.kind === 'unexpected-answer')) setError(err.reaction.text);
      setBusy(false);
    }
  }, []);
  const clearError = useCallback(() => setError(null), []);
  return { busy, error, run, clearError };
}
