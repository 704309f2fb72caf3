/** The read-only tabs: user and contact, other info (the form's answers), events. */
import { formatDateTime, formatIdentityNumber, formatPostalNo } from '../../../core/format/index.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { StateMessage } from '../../../core/ui/components.tsx';
import type { FittingData } from '../api.ts';
import { NS } from '../ns.ts';
import { Fact, Facts } from '../../../core/ui/facts.tsx';
import { Person } from './person.tsx';

export function UserAndContact({ fitting }: { fitting: FittingData }) {
  const { t } = useTexts(NS);
  const c = fitting.client;
  const a = c.defaultAddress;
  return (
    <div className="stack">
      <h2>{t('user.title')}</h2>
      <Facts part="user">
        <Fact label={t('user.name')}>
          {c.firstName} {c.surname}
        </Fact>
        <Fact label={t('user.identityNumber')}>{formatIdentityNumber(c.identityNumber)}</Fact>
        <Fact label={t('user.address')}>
          {a ? (
            <span className="pre">
              {[a.street, `${formatPostalNo(a.postalNo)} ${a.city}`].filter(Boolean).join('\n')}
            </span>
          ) : (
            '–'
          )}
        </Fact>
      </Facts>
      <h2>{t('user.contact')}</h2>
      {fitting.contact ? (
        <Facts part="contact">
          <Fact label={t('user.relation')}>{fitting.contact.relation}</Fact>
          <Fact label={t('user.name')}>
            <Person person={fitting.contact} />
          </Fact>
        </Facts>
      ) : (
        <p className="muted">{t('user.noContact')}</p>
      )}
    </div>
  );
}

export function OtherInfo({ fitting }: { fitting: FittingData }) {
  const { t } = useTexts(NS);
  if (fitting.form.length === 0) return <StateMessage kind="empty" title={t('otherInfo.none')} />;
  return (
    <Facts part="other-info">
      {fitting.form.map((f, i) => (
        <Fact key={i} label={f.question}>
          <span className="pre">{f.answer}</span>
        </Fact>
      ))}
    </Facts>
  );
}

export function Events({ fitting }: { fitting: FittingData }) {
  const { t, lang } = useTexts(NS);
  if (fitting.events.length === 0) return <StateMessage kind="empty" title={t('events.none')} />;
  return (
    <ol className="plain events" part="events">
      {fitting.events.map((e) => (
        <li key={e.id}>
          <span className="muted">{formatDateTime(e.dateTime, lang)}</span> <strong>{t(`events.${e.event}`)}</strong> {e.text ? <span>{e.text}</span> : null}{' '}
          <span className="muted">{t('events.by', { by: e.by })}</span>
        </li>
      ))}
    </ol>
  );
}
