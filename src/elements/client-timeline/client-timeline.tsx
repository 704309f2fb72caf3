/**
 * Root component of <fsp-client-timeline> (issue 41): a client's story, everything that happened to
 * the client newest first, filtered by kind (areas/timeline ClientStory: the filter, the timeline,
 * its count, "show more"). The server answers 403 NOT_AUTHORIZED_TO_MUNICIPALITY for a client of a
 * municipality the user is not authorized for and 404 for none: each is said in place. Without a
 * `client` it says so. Each entry links to its page with a cancelable `fsp-navigate`. Its heading is
 * an h2: it sits in a host's page beside its case, or in `<fsp-client>`'s Timeline tab, under their h1.
 */
import { useId } from 'react';
import { ClientStory, parseKinds } from '../../areas/timeline/client-story.tsx';
import { TIMELINE_NS } from '../../areas/timeline/timeline.ts';
import { attributeId } from '../../contract/shared/query-id.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { StateMessage } from '../../core/ui/components.tsx';
import { NS } from './ns.ts';

export type ClientTimelineProps = { client: number | null; kinds: string | null };

export function ClientTimeline(props: ClientTimelineProps) {
  const { t } = useTexts(NS);
  const { t: tt } = useTexts(TIMELINE_NS);
  const labelId = useId();
  const client = attributeId(props.client);
  return (
    <div className="client-timeline" part="container">
      {client ? (
        // Made anew for another client or another first filter.
        <ClientStory key={`${client}|${props.kinds ?? ''}`} client={client} kinds={parseKinds(props.kinds)} level={2} title={t('label')} />
      ) : (
        <section aria-labelledby={labelId}>
          <h2 id={labelId}>{t('label')}</h2>
          <StateMessage kind="empty" title={tt('noClient')} text={tt('noClientText')} />
        </section>
      )}
    </div>
  );
}
