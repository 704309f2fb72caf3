/**
 * The count's saver (saver.ts) for a storage and the logged-in user: its calls are the typed
 * client's (without the snackbar or the reconnect dialog: the line says what happened), its
 * answers are written into the caches, what is kept goes to the outbox (outbox.ts). Quantities
 * kept by an earlier visit are shown and sent; the `online` event sends what waits.
 */
import { useEffect, useState } from 'react';
import { ApiFailure } from '../../../core/http/client.ts';
import { failureCode, failureText } from '../../../core/http/failure.ts';
import { useApi } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { useAppData } from '../../../core/session/app-data.ts';
import { useApplyLineResult } from '../api.ts';
import { NS } from '../ns.ts';
import { countKey, countOutbox, storagePrefix } from '../outbox.ts';
import { CountSaver, type SaverDeps } from '../saver.ts';

/** Before the first effect: nothing is sent (everything typed waits in the queue). */
const OFFLINE_UNTIL_CONFIGURED: SaverDeps = {
  send: () => Promise.reject(new Error('not configured')),
  fetchLine: () => Promise.reject(new Error('not configured')),
  keep: () => Promise.resolve(),
  drop: () => Promise.resolve(),
  onSaved: () => undefined,
  onLine: () => undefined,
  online: () => false,
  classify: () => ({ kind: 'network' }),
};

export function useCountSaver(storage: number): CountSaver {
  const api = useApi();
  const { t } = useTexts(NS);
  const apply = useApplyLineResult(storage);
  const user = useAppData().data?.user.username ?? null;
  const [saver] = useState(() => new CountSaver(OFFLINE_UNTIL_CONFIGURED));
  // The saver makes this render's calls (declared before the effect that sends what was kept).
  useEffect(() => {
    saver.configure({
      send: (job) =>
        api('post', 'fsp/v1/inventories/lines/{line}', { params: { line: job.line }, json: { action: 'REPORT_LINE', reportedQty: job.value, fetchedTimestamp: job.fetchedTimestamp } }, { notify: false }),
      fetchLine: (line) => api('get', 'fsp/v1/inventories/lines/{line}', { params: { line } }, { notify: false }),
      keep: async (job) => {
        if (user !== null) await countOutbox.put({ ...job, key: countKey(user, storage, job.line), storage });
      },
      drop: async (line) => {
        if (user !== null) await countOutbox.delete(countKey(user, storage, line));
      },
      onSaved: (result) => apply(result),
      onLine: (line) => apply({ inventoryLine: line }),
      online: () => navigator.onLine,
      classify: (error) => {
        if (error instanceof ApiFailure && error.status === null) return { kind: 'network' };
        if (failureCode(error) === 'INVENTORY_LINE_CHANGED') return { kind: 'changed' };
        return { kind: 'refused', text: failureText(error, t) };
      },
    });
  });

  // Quantities kept by an earlier visit (a reload, a closed tab): shown, and sent when online.
  useEffect(() => {
    if (user === null) return;
    let live = true;
    countOutbox
      .list(storagePrefix(user, storage))
      .then((kept) => {
        if (live && kept.length) saver.restore(kept.map(({ line, value, fetchedTimestamp, at }) => ({ line, value, fetchedTimestamp, at })));
      })
      .catch(() => undefined); // no IndexedDB here: nothing was kept
    const resume = () => saver.resume();
    window.addEventListener('online', resume);
    return () => {
      live = false;
      window.removeEventListener('online', resume);
    };
  }, [saver, user, storage]);
  return saver;
}
