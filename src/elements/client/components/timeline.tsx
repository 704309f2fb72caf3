/**
 * The client's Timeline tab (issue 41: the client's story, filterable by kind, each entry linking
 * to its page). It is the `<fsp-client-timeline>` element with `client`, as the Orders tab is
 * `<fsp-orders>`: an element may not import another, and the tag keeps the story's code in its own
 * bundle, loaded by the catalog when the tab is first shown. Its links are its own `fsp-navigate`
 * events, which bubble out of this element to the host.
 */
import { createElement } from 'react';
import { useElementContext } from '../../../core/element/context.ts';
import type { ClientTabProps } from './tab-props.ts';

export function ClientTimelineTab({ client }: ClientTabProps) {
  const ctx = useElementContext();
  // The language and API root this element was given, so the story speaks and calls as it does.
  const lang = ctx?.lang;
  const apiBase = ctx?.host.getAttribute('api-base');
  return createElement('fsp-client-timeline', {
    client: client.id,
    ...(lang ? { lang } : {}),
    ...(apiBase ? { 'api-base': apiBase } : {}),
  });
}
