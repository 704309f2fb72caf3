/** User settings: the catalogue view (grid or list), saved on the server per user. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { USER_SETTINGS_DEFAULTS } from '../defaults.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Spinner, StateMessage, Button } from '../../../core/ui/components.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { settingQuery, useWriteSetting } from '../api.ts';
import { NS } from '../ns.ts';

type View = 'grid' | 'list';

export function Settings() {
  const { t } = useTexts(NS);
  const setting = useQuery(settingQuery(useApiScope(), 'catalogue-view'));
  const write = useWriteSetting('catalogue-view');
  // While a choice is being saved it is shown; if saving fails, what the server has is shown again.
  const [choosing, setChoosing] = useState<View | null>(null);

  if (setting.status === 'error') {
    return <StateMessage kind="error" title={t('loadFailed')} action={<Button variant="secondary" onClick={() => void setting.refetch()}>{t('retry')}</Button>} />;
  }
  if (setting.status === 'pending') return <Spinner />;
  const saved: View = setting.data === 'list' ? 'list' : USER_SETTINGS_DEFAULTS['catalogue-view'];
  const view = choosing ?? saved;

  function choose(next: View) {
    setChoosing(next);
    write.mutate(next, {
      onSuccess: () => feedback.snack(t('notices.changesSaved'), 'success'),
      onSettled: () => setChoosing(null),
    });
  }

  return (
    <fieldset className="choices" disabled={write.isPending}>
      <legend>{t('catalogueView')}</legend>
      {(['grid', 'list'] as const).map((v) => (
        <label key={v}>
          <input type="radio" name="catalogue-view" value={v} checked={view === v} onChange={() => choose(v)} />
          {t(v)}
        </label>
      ))}
    </fieldset>
  );
}
