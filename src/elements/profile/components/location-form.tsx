/** The standard location: a facility in a municipality the user is authorized for. */
import { useState } from 'react';
import { useApi } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, SelectField, Spinner, StateMessage } from '../../../core/ui/components.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { saveLocation, useFacilities } from '../api.ts';
import { NS } from '../ns.ts';

export function LocationForm({ current, onSaved }: { current: number | null; onSaved: () => void }) {
  const { t } = useTexts(NS);
  const api = useApi();
  const facilities = useFacilities();
  const [chosen, setChosen] = useState(current ? String(current) : '');
  const [busy, setBusy] = useState(false);
  if (facilities.status === 'loading') return <Spinner />;
  if (facilities.status === 'error') {
    return <StateMessage kind="error" title={t('loadFailed')} action={<Button variant="secondary" onClick={facilities.reload}>{t('retry')}</Button>} />;
  }
  if (facilities.data.page.length === 0) return <p className="hint">{t('noLocations')}</p>;

  async function save() {
    setBusy(true);
    try {
      await saveLocation(api, Number(chosen));
      feedback.snack(t('notices.changesSaved'), 'success');
      onSaved();
    } catch {
      // shown by the catalogue; the choice stays
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="fsp-form">
      <SelectField
        label={t('location')}
        name="location"
        value={chosen}
        onValueChange={setChosen}
        placeholder={t('chooseLocation')}
        options={facilities.data.page.map((f) => ({ value: String(f.id), label: `${f.label} (${f.category.label})` }))}
      />
      <p className="hint">{t('locationHint')}</p>
      <div className="fsp-form-actions">
        <Button onClick={() => void save()} busy={busy} disabled={!chosen || chosen === String(current ?? '')}>
          {t('saveLocation')}
        </Button>
      </div>
    </div>
  );
}
