/**
 * The rules of the cart's dialogs that load on demand (components/dialogs.tsx), as pure functions:
 * kept out of lines.ts so that the lazy chunk imports nothing of the cart's own chunk (a module
 * shared by both would be split into a chunk of its own, and the cart's whole would grow).
 */

/** The dialogs' i18n namespace (their texts load with them); the cart's own texts are `cart:…`. */
export const DIALOGS_NS = 'cart-dialogs';

export type EachResult<K> = { done: K[]; failed: { key: K; error: unknown }[] };

/**
 * Runs `save` for every key at once (in parallel); `onProgress(n)` after each one that finishes,
 * whether it worked or not. Never rejects: the failures are listed per key, in the keys' order.
 */
export async function saveEach<K>(keys: readonly K[], save: (key: K) => Promise<unknown>, onProgress: (finished: number) => void): Promise<EachResult<K>> {
  let finished = 0;
  const result: EachResult<K> = { done: [], failed: [] };
  await Promise.all(
    keys.map(async (key) => {
      try {
        await save(key);
        result.done.push(key);
      } catch (error) {
        result.failed.push({ key, error });
      } finally {
        finished += 1;
        onProgress(finished);
      }
    }),
  );
  result.done.sort((a, b) => keys.indexOf(a) - keys.indexOf(b));
  result.failed.sort((a, b) => keys.indexOf(a.key) - keys.indexOf(b.key));
  return result;
}

/** An address's and a contact's one-line text are ordering's (core), shared with `<fsp-order>`. */
export { addressText, contactText } from '../../../areas/orders/text.ts';
