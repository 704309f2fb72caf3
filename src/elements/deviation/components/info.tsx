/** The Info tab: the deviation's facts and its description (plain text, never markup). */
import { DeviationStatus } from '../../../areas/deviations/status.tsx';
import { DEVIATIONS_NS, type DeviationData } from '../../../areas/deviations/deviations.ts';
import { formatDateTime } from '../../../core/format/index.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { NS } from '../ns.ts';

export function Info({ deviation }: { deviation: DeviationData }) {
  const { t, lang } = useTexts(NS);
  const field = (key: string) => t(`${DEVIATIONS_NS}:field.${key}`);
  return (
    <div className="info" part="info">
      <dl className="facts">
        <div>
          <dt>{field('number')}</dt>
          <dd>{deviation.deviationNumber}</dd>
        </div>
        <div>
          <dt>{field('reported')}</dt>
          <dd>{formatDateTime(deviation.createdDateTime, lang)}</dd>
        </div>
        <div>
          <dt>{field('status')}</dt>
          <dd>
            <DeviationStatus status={deviation.status.id} />
          </dd>
        </div>
        <div>
          <dt>{field('category')}</dt>
          <dd>{deviation.category.label}</dd>
        </div>
        <div>
          <dt>{field('type')}</dt>
          <dd>{deviation.type.label}</dd>
        </div>
        <div>
          <dt>{field('reference')}</dt>
          <dd>{deviation.reference ? t(`${DEVIATIONS_NS}:referenceText`, { label: deviation.reference.valueLabel, code: deviation.reference.value }) : field('noReference')}</dd>
        </div>
      </dl>
      <h2>{field('description')}</h2>
      <p className="description">{deviation.description}</p>
    </div>
  );
}
