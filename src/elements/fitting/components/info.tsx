/** The info tab (spec 3 §2): the fitting's type, description, status, order date, product, the prescriber's text and people. */
import { FITTINGS_NS } from '../../../areas/fittings/fittings.ts';
import { formatDateTime } from '../../../core/format/index.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import type { FittingData } from '../api.ts';
import { NS } from '../ns.ts';
import { usePermissions } from '../permissions.ts';
import { Fact, Facts } from '../../../core/ui/facts.tsx';
import { Person } from './person.tsx';
import { ChoosePeople } from './people.tsx';

export function Info({ fitting }: { fitting: FittingData }) {
  const { t, lang } = useTexts(NS);
  const permissions = usePermissions();
  return (
    <div className="stack">
    <Facts part="info">
      <Fact label={t('info.type')}>{fitting.fittingType.name}</Fact>
      <Fact label={t('info.description')}>
        <span className="pre">{fitting.fittingType.description || '–'}</span>
      </Fact>
      <Fact label={t('info.status')}>
        <span className="status">{t(`${FITTINGS_NS}:status.${fitting.status.value}`, { defaultValue: fitting.status.label })}</span>
      </Fact>
      <Fact label={t('info.orderDate')}>{formatDateTime(fitting.orderDate, lang)}</Fact>
      <Fact label={t('info.product')}>
        {fitting.product ? (
          <>
            {fitting.product.name} <span className="muted">{fitting.product.productNumber}</span>
            {fitting.product.inventoryNumber ? <span className="muted"> ({fitting.product.inventoryNumber})</span> : null}
          </>
        ) : (
          t(fitting.isNewItem ? 'info.newItem' : 'info.noProduct')
        )}
      </Fact>
      <Fact label={t('info.text')}>
        <span className="pre">{fitting.text || '–'}</span>
      </Fact>
      <Fact label={t('info.prescriber')}>
        <Person person={fitting.prescriber} />
      </Fact>
      <Fact label={t('info.consultant')}>
        <Person person={fitting.consultant} />
      </Fact>
      <Fact label={t('info.technician')}>
        <Person person={fitting.technician} />
      </Fact>
    </Facts>
    <ChoosePeople fitting={fitting} permissions={permissions} />
    </div>
  );
}
