/** The standard location: a facility in a municipality the user is authorized for. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, SelectField, Spinner, StateMessage } from '../../../core/ui/components.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { facilitiesQuery, useSaveLocation } from '../api.ts';
import { NS } from '../ns.ts';

export function LocationForm({ current }: { current: number | null }) {
  const { t } = useTexts(NS);
  const facilities = useQuery(facilitiesQuery(useApiScope()));
  const saveLocation = useSaveLocation();
  const [chosen, setChosen] = useState(current ? String(current) : '');
  if (facilities.status === 'pending') return <Spinner />;
  if (facilities.status === 'error') {
    return <StateMessage kind="error" title={t('loadFailed')} action={<Button variant="secondary" onClick={() => void facilities.refetch()}>{t('retry')}</Button>} />;
  }
  if (facilities.data.page.length === 0) return <p className="hint">{t('noLocations')}</p>;

  function save() {
    // A failure is shown by the catalogue; the choice stays.
    saveLocation.mutate(Number(chosen), {
      // The mutation reloads the app data, and with it the current location.
      onSuccess: () => feedback.snack(t('notices.changesSaved'), 'success'),
    });
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
        <Button onClick={save} busy={saveLocation.isPending} disabled={!chosen || chosen === String(current ?? '')}>
          {t('saveLocation')}
        </Button>
      </div>
    </div>
  );
}
