/** The Info tab: the deviation's facts and its description (plain text, never markup). */
import { DeviationStatus } from '../../../areas/deviations/status.tsx';
import { DEVIATIONS_NS, type DeviationData } from '../../../areas/deviations/deviations.ts';
import { formatDateTime } from '../../../core/format/index.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Fact, Facts } from '../../../core/ui/facts.tsx';
import { NS } from '../ns.ts';

export function Info({ deviation }: { deviation: DeviationData }) {
  const { t, lang } = useTexts(NS);
  const field = (key: string) => t(`${DEVIATIONS_NS}:field.${key}`);
  return (
    <div className="info" part="info">
      <Facts layout="tiles">
        <Fact label={field('number')}>{deviation.deviationNumber}</Fact>
        <Fact label={field('reported')}>{formatDateTime(deviation.createdDateTime, lang)}</Fact>
        <Fact label={field('status')}>
          <DeviationStatus status={deviation.status.id} />
        </Fact>
        <Fact label={field('category')}>{deviation.category.label}</Fact>
        <Fact label={field('type')}>{deviation.type.label}</Fact>
        <Fact label={field('reference')}>{deviation.reference ? t(`${DEVIATIONS_NS}:referenceText`, { label: deviation.reference.valueLabel, code: deviation.reference.value }) : field('noReference')}</Fact>
      </Facts>
      <h2>{field('description')}</h2>
      <p className="description">{deviation.description}</p>
    </div>
  );
}
