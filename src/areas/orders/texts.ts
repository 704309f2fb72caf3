/**
 * Ordering's shared texts, the namespace `orders` (status, content type and receiver labels, the
 * ordering error codes, the notices): `t('orders:errors.CART_EMPTY')`. Registered when this module
 * is imported: by rules.ts, whose labels and reasons are `orders:` keys (so every element that uses
 * the rules has the texts), and by any other module that reads `orders:` keys itself (the order
 * list's cards and table). Not by orders.ts: the stock balance reads the active order through it
 * and shows none of these texts (1.2 KB of its whole). A module of its own, in the rules' chunk
 * (vite.config.ts), so no element loads a chunk more for it.
 */
import { addTexts } from '../../core/i18n/index.ts';

export const ORDERS_NS = 'orders';
addTexts(ORDERS_NS, { sv: () => import('./sv.json'), en: () => import('./en.json') });
