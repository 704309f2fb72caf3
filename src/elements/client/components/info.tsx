/**
 * The client's information (spec 2 Client sub-pages Info, §5 Client edit, §6): contact information
 * (phone, e-mail), the advance-contact answer, the municipal affiliation, the registered address
 * and, for a deregistered client, the date and reason. "Edit" turns the page into a form in place
 * (on a phone as on a desktop: no dialog over a dialog, nothing hidden behind a scroll).
 */
import { useRef, useState } from 'react';
import type { Client } from '../../../contract/clients.ts';
import { advanceContactKey, CLIENT_CONTACT_NS } from '../../../areas/clients/contact-info.tsx';
import { useStockStyles } from '../../../areas/stock/styles.ts';
import { formatDate, formatPostalNo } from '../../../core/format/index.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button } from '../../../core/ui/components.tsx';
import { Fact, Facts } from '../../../core/ui/facts.tsx';
import { NS } from '../ns.ts';
import { InfoForm } from './info-form.tsx';
import type { ClientTabProps } from './tab-props.ts';

export function Info({ client }: ClientTabProps) {
  const { t } = useTexts(NS);
  useStockStyles(); // the cards of facts
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(false);
    // The form is gone: the focus goes back to what opened it.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  if (editing) return <InfoForm client={client} onClose={close} />;
  return (
    <div className="info" part="info">
      <InfoView client={client} />
      <div className="actions">
        <Button ref={editButton} onClick={() => setEditing(true)} part="edit">
          {t('info.edit')}
        </Button>
      </div>
    </div>
  );
}

function InfoView({ client }: { client: Client }) {
  const { t, lang } = useTexts(NS);
  const missing = <span className="missing">{t('info.missing')}</span>;
  const address = client.defaultAddress;
  return (
    <>
      {client.deregistrationDate ? (
        <section className="card deregistered" aria-labelledby="client-deregistration">
          <h2 id="client-deregistration">{t('info.deregistration')}</h2>
          <Facts>
            <Fact label={t('info.deregistrationDate')}>{formatDate(client.deregistrationDate, lang)}</Fact>
            <Fact label={t('info.deregistrationReason')}>{client.deregistrationReason?.label ?? missing}</Fact>
          </Facts>
        </section>
      ) : null}
      <section className="card" aria-labelledby="client-contact">
        <h2 id="client-contact">{t('info.contact')}</h2>
        <Facts>
          <Fact label={t(`${CLIENT_CONTACT_NS}:phoneNo`)}>{client.contactInformation.phoneNo || missing}</Fact>
          <Fact label={t(`${CLIENT_CONTACT_NS}:email`)}>{client.contactInformation.email || missing}</Fact>
          <Fact label={t(`${CLIENT_CONTACT_NS}:advanceContact`)}>{t(advanceContactKey(client.useAdvanceContact))}</Fact>
        </Facts>
      </section>
      <section className="card" aria-labelledby="client-registration">
        <h2 id="client-registration">{t('info.registration')}</h2>
        <Facts>
          <Fact label={t('info.municipality')}>{client.municipalAffiliation?.name ?? t('info.municipalityNone')}</Fact>
          <Fact label={t('info.defaultAddress')}>
            {address ? (
              <>
                {address.street}
                <br />
                {formatPostalNo(address.postalNo)} {address.city}
              </>
            ) : (
              missing
            )}
          </Fact>
        </Facts>
      </section>
    </>
  );
}
