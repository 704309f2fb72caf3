/**
 * Cards or the table (the list's search mode): two toggle buttons, the pressed one the view shown.
 * A change is a move of the list (its own query flag, `view=table`).
 */
import type { OrderListView } from '../../../areas/orders/list.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { NS } from '../ns.ts';

const VIEWS: readonly OrderListView[] = ['cards', 'table'];

export function ViewSwitch({ view, onView }: { view: OrderListView; onView: (view: OrderListView) => void }) {
  const { t } = useTexts(NS);
  return (
    <div className="view-switch" role="group" aria-label={t('view.label')} part="view-switch">
      {VIEWS.map((v) => (
        <button key={v} type="button" aria-pressed={view === v} onClick={() => (view === v ? undefined : onView(v))}>
          {t(`view.${v}`)}
        </button>
      ))}
    </div>
  );
}
