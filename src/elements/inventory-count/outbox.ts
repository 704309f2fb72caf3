/**
 * The inventory count's quantities kept while the connection is lost (saver.ts): the store `counts`
 * of core's outbox (core/storage/outbox.ts), one record a line, `{user}:{storage}:{line}`, the
 * newest quantity typed replacing an older one. Deleted with the rest when the session ends.
 */
import { outboxStore } from '../../core/storage/outbox.ts';
import type { CountJob } from './saver.ts';

export type KeptCount = CountJob & { key: string; storage: number };

export const countKey = (user: string, storage: number, line: number) => `${user}:${storage}:${line}`;
/** The prefix of a user's kept quantities of a storage (`list`). */
export const storagePrefix = (user: string, storage: number) => `${user}:${storage}:`;

export const countOutbox = outboxStore<KeptCount>('counts');
