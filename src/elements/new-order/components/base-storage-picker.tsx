/** Step 1's base-storage flow: the base storage the order goes to, chosen from a list. */
import { useQuery } from '@tanstack/react-query';
import { baseStoragesQuery } from '../../../areas/stock/reference.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, SelectField, Spinner } from '../../../core/ui/components.tsx';
import { NS } from '../ns.ts';

export function BaseStoragePicker({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTexts(NS);
  const storages = useQuery(baseStoragesQuery(useApiScope()));
  if (storages.isPending) return <Spinner label={t('core:loading')} />;
  if (storages.isError) {
    return (
      <p className="fsp-error" role="alert">
        {failureText(storages.error, t)}{' '}
        <Button variant="secondary" onClick={() => void storages.refetch()}>
          {t('core:retry')}
        </Button>
      </p>
    );
  }
  const options = storages.data.page.map((s) => ({ value: String(s.id), label: `${s.label}, ${s.address.city}` }));
  return (
    <div className="base-storage" part="base-storage">
      <SelectField label={t('baseStorage')} value={value === null ? '' : String(value)} onValueChange={(v) => onChange(v ? Number(v) : null)} options={options} placeholder={t('chooseBaseStorage')} />
    </div>
  );
}
