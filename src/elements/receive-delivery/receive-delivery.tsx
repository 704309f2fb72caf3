/**
 * Root component of <fsp-receive-delivery> (spec 3 §2 Receive delivery): the search page at
 * `/receive/delivery` (components/search-page.tsx), or, when it is given a product, the receiving
 * wizard at `/receive/delivery/order/{type}/{supplier}/{product}/{baseStorage}`
 * (components/wizard.tsx). The reference comes with the location state (the `reference`
 * attribute) and goes on with every move (navigation.ts).
 */
import { useId, useState } from 'react';
import { parseReceiveSearch, parseReceiveTarget, receiveWizardPath } from '../../areas/receive/delivery.ts';
import { searchOf } from '../../core/ui/links.ts';
import { SearchPage } from './components/search-page.tsx';
import { Wizard } from './components/wizard-part.ts';
import { Spinner, StateMessage } from '../../core/ui/components.tsx';
import { useTexts } from '../../core/i18n/index.ts';
import { NS } from './ns.ts';
import type { SearchScan } from './scan.ts';

export type ReceiveDeliveryProps = {
  storage: number | null;
  q: string | null;
  page: number | null;
  pageSize: number | null;
  reference: string | null;
  type: string | null;
  supplier: number | null;
  product: number | null;
  baseStorage: number | null;
};

export function ReceiveDelivery(props: ReceiveDeliveryProps) {
  const { t } = useTexts(NS);
  const titleId = useId();
  const reference = props.reference ?? '';
  // The batch and serial of a code scanned in the search, for the wizard of the product then chosen
  // from that search (scan.ts): kept here, since the page and the wizard are this one element.
  const [scan, setScan] = useState<SearchScan | null>(null);
  let body;
  if (props.product === null && props.type === null) {
    const view = parseReceiveSearch(searchOf({ storage: props.storage, q: props.q, page: props.page, pageSize: props.pageSize }));
    body = <SearchPage view={view} reference={reference} titleId={titleId} scan={scan} onScan={setScan} />;
  } else {
    const target = parseReceiveTarget({
      type: props.type ?? undefined,
      supplier: props.supplier === null ? undefined : String(props.supplier),
      product: props.product === null ? undefined : String(props.product),
      baseStorage: props.baseStorage === null ? undefined : String(props.baseStorage),
    });
    body = target ? (
      <Wizard
        key={receiveWizardPath(target)}
        target={target}
        reference={reference}
        titleId={titleId}
        lot={scan?.product === target.product ? scan.lot : null}
        fallback={
          <>
            <h1 id={titleId}>{t('wizardTitle')}</h1>
            <Spinner label={t('loading')} />
          </>
        }
      />
    ) : (
      <>
        <h1 id={titleId}>{t('title')}</h1>
        <StateMessage kind="error" title={t('noSuchWizard')} text={t('noSuchWizardText')} />
      </>
    );
  }
  return (
    <section className="receive-delivery" part="container" aria-labelledby={titleId}>
      {body}
    </section>
  );
}
