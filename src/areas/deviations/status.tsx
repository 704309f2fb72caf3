/**
 * A deviation's status as a badge (spec 3 §4), the same in the list and the detail: 20 not fixed,
 * 30 fix not needed, 40 fixed, labelled from DEVIATION_STATUS_{id}; 10 registered shows no badge
 * (a dash, its label said to assistive technology only). Its stylesheet loads with it.
 */
import { useTexts } from '../../core/i18n/index.ts';
import { useSheet } from '../../core/ui/sheet.ts';
import { DEVIATIONS_NS, hasStatusBadge } from './deviations.ts';

const css = `
.fsp-deviation-status { display: inline-block; padding: 2px 8px; border-radius: var(--_fsp-radius); border: 1px solid currentColor; font-size: 14px; font-weight: 600; white-space: nowrap; }
.fsp-deviation-status[data-status='20'] { background: var(--_fsp-color-danger-surface); color: var(--_fsp-color-danger); }
.fsp-deviation-status[data-status='30'] { background: var(--_fsp-color-surface-alt); color: var(--_fsp-color-text); }
.fsp-deviation-status[data-status='40'] { background: #e6f4ea; color: var(--_fsp-color-success); }
`;

export function DeviationStatus({ status }: { status: number }) {
  useSheet(css);
  const { t } = useTexts(DEVIATIONS_NS);
  const label = t(`status.DEVIATION_STATUS_${status}`);
  if (!hasStatusBadge(status)) {
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="fsp-visually-hidden">{label}</span>
      </>
    );
  }
  return (
    <span className="fsp-deviation-status" data-status={status} part="status">
      {label}
    </span>
  );
}
