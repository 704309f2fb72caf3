/**
 * The outbox (nothing lost): what a user saved while the connection was lost, kept in this browser
 * (IndexedDB) until it is sent. One database, a store an area:
 * - `saves`: the order wizards' steps (src/elements/order-wizard/outbox.ts);
 * - `counts`: the inventory count's typed quantities (src/elements/inventory-count/outbox.ts);
 * - `receipts`: a receiving wizard's draft and idempotency key (src/elements/receive-delivery/outbox.ts).
 * Each record has its `key`, which starts with the user it was made by: a record is only ever sent
 * for that user. Nothing is kept after the session ends: the session's `clear()` (logout, or the
 * session's end) deletes the database (core/session/store.ts OUTBOX_DB; a unit test holds the names
 * equal).
 *
 * Hand-written on IndexedDB rather than a key-value library: each operation opens the database and
 * closes it at once, so that no open connection blocks the logout's deleteDatabase (a library that
 * keeps its connection open would leave the records until the page closed).
 */
export const OUTBOX_DB = 'fsp-outbox';
/** Version 2 added `counts`, 3 `receipts`; an upgrade makes whichever store is missing. */
const VERSION = 3;
const STORES = ['saves', 'counts', 'receipts'] as const;
export type OutboxStoreName = (typeof STORES)[number];

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_DB, VERSION);
    request.onupgradeneeded = () => {
      for (const store of STORES) if (!request.result.objectStoreNames.contains(store)) request.result.createObjectStore(store, { keyPath: 'key' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  });
}

/** Runs one request in a transaction of its own, then closes the database. */
async function run<T>(store: OutboxStoreName, mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(store, mode);
      const request = op(tx.objectStore(store));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    db.close();
  }
}

/** One store of the outbox: records of type T by their `key`. */
export function outboxStore<T extends { key: string }>(store: OutboxStoreName) {
  return {
    put: (record: T) => run(store, 'readwrite', (s) => s.put(record)).then(() => undefined),
    get: (key: string) => run<T | undefined>(store, 'readonly', (s) => s.get(key) as IDBRequest<T | undefined>),
    delete: (key: string) => run(store, 'readwrite', (s) => s.delete(key)).then(() => undefined),
    /** The records whose key starts with `prefix`, in key order. */
    list: (prefix: string) => run<T[]>(store, 'readonly', (s) => s.getAll(IDBKeyRange.bound(prefix, `${prefix}\uffff`)) as IDBRequest<T[]>),
  };
}
