/**
 * The wizard (wizard.tsx), a chunk of its own: the receive page, where receiving starts, paints
 * without it, and fetches it once it shows hits (`Wizard.preload()`), so Choose opens it at once; a
 * wizard's address opened directly fetches it first, its title and a spinner meanwhile
 * (receive-delivery.tsx).
 */
import { lazyPart } from '../../../core/element/lazy-part.tsx';

export const Wizard = lazyPart(() => import('./wizard.tsx').then((m) => m.Wizard));
