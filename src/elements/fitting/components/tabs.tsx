/** The tabs of facts: user and contact (its changes: contact.tsx), other info (the form's answers); the events are events.tsx. */
import { formatIdentityNumber, formatPostalNo } from '../../../core/format/index.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Spinner, StateMessage } from '../../../core/ui/components.tsx';
import type { FittingData } from '../api.ts';
import { NS } from '../ns.ts';
import { Fact, Facts } from '../../../core/ui/facts.tsx';
import { lazyPart } from '../../../core/element/lazy-part.tsx';
import { usePermissions } from '../permissions.ts';

/** The client's contact information and the contact person, with their changes: loaded with the tab (the element's size budget). */
const Contacts = lazyPart(() => import('./contact.tsx').then((m) => ({ component: m.Contacts, texts: m.CONTACT_TEXTS })));

export function UserAndContact({ fitting }: { fitting: FittingData }) {
  const { t } = useTexts(NS);
  const permissions = usePermissions();
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
      <Contacts fitting={fitting} permissions={permissions} fallback={<Spinner />} />
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
