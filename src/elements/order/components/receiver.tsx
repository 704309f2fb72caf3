/**
 * The order's facts (order date, status, ordered by, responsible, note) and its receiver (spec 2 §3
 * Order: receiver, responsible, ordered-by, note): a person with their identity number, a base
 * storage (facility) with its code, or a protected identity (its name and number are never
 * answered); the registered address and the municipality with its emblem: the API's
 * `municipalLogo` (a picture on the portal's origin) when it gives one, else core's drawn emblem of
 * the municipality when it has one (core/ui/municipality-emblem.tsx). Text from data is text, never HTML.
 */
import type { OrderData } from '../../../areas/orders/orders.ts';
import { formatDateTime, formatIdentityNumber, formatPostalNo } from '../../../core/format/index.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Fact, Facts } from '../../../core/ui/facts.tsx';
import { MUNICIPALITY_LOGOS, MunicipalityEmblem, municipalityOf } from '../../../core/ui/municipality-emblem.tsx';
import { NS } from '../ns.ts';
import { useApiLink } from '../../../core/ui/links.ts';

const personName = (p: { firstName: string; surname: string }) => [p.firstName, p.surname].filter(Boolean).join(' ');

function Person({ person }: { person: { firstName: string; surname: string; email: string } }) {
  return (
    <>
      {personName(person)}
      {person.email ? (
        <>
          {', '}
          <a href={`mailto:${person.email}`}>{person.email}</a>
        </>
      ) : null}
    </>
  );
}

/** The order's own facts: order date, status, ordered by, responsible, note. */
export function OrderFacts({ order }: { order: OrderData }) {
  const { t, lang } = useTexts(NS);
  return (
    <Facts className="order-facts" part="facts">
      <Fact label={t('orderDate')}>{formatDateTime(order.orderDate, lang)}</Fact>
      <Fact label={t('status')}>
        <span className="status" data-status={order.status.value}>
          {t(`orders:orderStatus.${order.status.value}`, { defaultValue: order.status.label })}
        </span>
      </Fact>
      <Fact label={t('orderedBy')}>
        <Person person={order.orderedBy} />
      </Fact>
      <Fact label={t('responsible')}>
        <Person person={order.responsible} />
      </Fact>
      <Fact label={t('note')}>{order.note ? <span className="pre">{order.note}</span> : <span className="muted">{t('none')}</span>}</Fact>
    </Facts>
  );
}

type ReceiverData = OrderData['receiver'];

/** The receiver: who (or which storage), the address, the municipality and its emblem. */
export function Receiver({ receiver, headingId }: { receiver: ReceiverData; headingId: string }) {
  const { t } = useTexts(NS);
  const address = receiver.defaultAddress;
  const name = receiver.type === 'CLIENT' && receiver.firstName !== null ? personName({ firstName: receiver.firstName, surname: receiver.surname ?? '' }) : receiver.label;
  return (
    <section className="receiver" part="receiver" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('receiver')}</h2>
      <div className="receiver-body">
        <Facts className="receiver-facts">
          <Fact label={t('receiverType')}>{t(`orders:receiverType.${receiver.type}`)}</Fact>
          <Fact label={t(receiver.type === 'FACILITY' ? 'facility' : 'name')}>{name}</Fact>
          {receiver.type === 'CLIENT' && receiver.identityNumber ? <Fact label={t('identityNumber')}>{formatIdentityNumber(receiver.identityNumber)}</Fact> : null}
          {receiver.type === 'FACILITY' && receiver.value ? <Fact label={t('facilityCode')}>{receiver.value}</Fact> : null}
          {address ? (
            <Fact label={t('receiverAddress')}>{[address.street, `${formatPostalNo(address.postalNo)} ${address.city}`].filter((s) => s.trim()).join(', ')}</Fact>
          ) : null}
          {address?.municipal ? <Fact label={t('municipality')}>{address.municipal}</Fact> : null}
        </Facts>
        {address?.municipal ? <Emblem municipal={address.municipal} logo={address.municipalLogo} /> : null}
      </div>
    </section>
  );
}

/** The municipality's emblem: the API's picture, else core's drawn one, else nothing (the name is in the facts). */
function Emblem({ municipal, logo }: { municipal: string; logo: string | null }) {
  const { t, lang } = useTexts(NS);
  const apiLink = useApiLink();
  const label = t('emblemOf', { municipality: municipal });
  if (logo) return <img className="emblem" part="emblem" src={apiLink(logo)} alt={label} width={72} height={84} loading="lazy" decoding="async" />;
  const known = municipalityOf(municipal);
  if (!known) return null;
  return (
    <div className="emblem" part="emblem">
      <MunicipalityEmblem name={known} entry={MUNICIPALITY_LOGOS[known]} lang={lang} />
    </div>
  );
}
