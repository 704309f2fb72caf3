/**
 * The wizards' outbox (issue: nothing lost): a step saved while the connection is lost is kept in
 * this browser (IndexedDB) as the calls it makes, shown as "saved locally, not yet sent", and sent
 * when the connection returns (the `online` event, or the next time the wizard opens online).
 *
 * One record a wizard line: `{user}:{order}:{type}:{line or "new"}`, the newest step's save
 * replacing an older one's (each step's calls carry the whole of that step). A record is only ever
 * sent for the user who made it. Nothing is kept after the session ends: the session's `clear()`
 * (logout, or the session's end) deletes the database.
 *
 * Hand-written on IndexedDB rather than a key-value library: each operation opens the database and
 * closes it at once, so that no open connection blocks the logout's deleteDatabase (a library that
 * keeps its connection open would leave the drafts until the page closed).
 */
/**
 * The database's name. The session's `clear()` deletes it by the same name (core/session/store.ts
 * OUTBOX_DB; a unit test holds them equal): imported from there it would be one more export of the
 * shared runtime, whose every export costs all elements bytes.
 */
export const OUTBOX_DB = 'fsp-outbox';
const STORE = 'saves';

/** One call of a step's save, made as the API client makes any: method, contract path, path params, body. */
export type SaveCall = { method: 'post' | 'put'; path: string; params: Record<string, number>; json: unknown };

/** A step saved locally: where it belongs, the calls to make, and the step to go on to once they are made. */
export type PendingSave = { key: string; order: number; type: string; content: number | null; step: number; calls: SaveCall[]; at: string };

export const outboxKey = (user: string, order: number, type: string, content: number | null) => `${user}:${order}:${type}:${content ?? 'new'}`;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  });
}

/** Runs one request in a transaction of its own, then closes the database. */
async function run<T>(mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = op(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    db.close();
  }
}

export const outbox = {
  put: (save: PendingSave) => run('readwrite', (s) => s.put(save)).then(() => undefined),
  get: (key: string) => run<PendingSave | undefined>('readonly', (s) => s.get(key) as IDBRequest<PendingSave | undefined>),
  delete: (key: string) => run('readwrite', (s) => s.delete(key)).then(() => undefined),
};
