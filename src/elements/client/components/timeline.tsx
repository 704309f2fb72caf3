/**
 * The client's Timeline tab (issue 41: the client's story, filterable by kind, each entry linking
 * to its page): the story of areas/timeline (`ClientStory`, the one `<fsp-client-timeline>` shows
 * to a host page) as a part of this element, in a chunk of its own, loaded when the tab is first
 * shown or before (`preloadClientStory`, from the element's mount on the tab). Not the nested
 * `<fsp-client-timeline>`: an element of its own would be a second module, texts, sheet and React
 * root to make after the client has come (about 100 ms at 4x CPU of a 300 ms target). Its links
 * are this element's `fsp-navigate` events.
 */
import { TIMELINE_PARTS } from '../../../areas/timeline/queries.ts';
import { lazyPart } from '../../../core/element/lazy-part.tsx';
import type { Language } from '../../../core/i18n/index.ts';
import { Spinner } from '../../../core/ui/components.tsx';
import type { ClientTabProps } from './tab-props.ts';

const ClientStory = lazyPart(() => import('../../../areas/timeline/client-story.tsx').then((m) => ({ component: m.ClientStory, texts: m.CLIENT_STORY_TEXTS })), {
  name: TIMELINE_PARTS.clientStory,
  fallback: <Spinner />,
});

/** Fetches the story's code, and with `lang` its texts, ahead of the tab. */
export const preloadClientStory = (lang?: Language) => ClientStory.preload(lang);

export function ClientTimelineTab({ client }: ClientTabProps) {
  return <ClientStory client={client.id} level={2} />;
}
