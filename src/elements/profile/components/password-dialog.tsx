/**
 * Change password: current, new and repeat; the rules as a live checklist; submit only when every
 * rule is met and the repeat equals the new one. A failure shows the server's message in the dialog.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useServerAction } from '../../../core/http/server-action.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, Spinner, TextField } from '../../../core/ui/components.tsx';
import { Dialog } from '../../../core/ui/dialog.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { NewPasswordFields, newPasswordReady } from '../../../core/ui/password-checklist.tsx';
import { passwordPolicyQuery, useChangePassword } from '../api.ts';
import { NS } from '../ns.ts';

export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTexts(NS);
  return (
    <Dialog open={open} title={t('changePassword')} onClose={onClose}>
      {open ? <PasswordForm onDone={onClose} /> : null}
    </Dialog>
  );
}

function PasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTexts(NS);
  const policy = useQuery(passwordPolicyQuery(useApiScope()));
  const changePassword = useChangePassword();
  const [previous, setPrevious] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { busy, error, run } = useServerAction();
  if (policy.status === 'pending') return <Spinner />;
  if (policy.status === 'error') return <p className="fsp-alert" role="alert">{t('errors.loadFailed')}</p>;
  const ready = Boolean(previous) && newPasswordReady(policy.data, password, repeat);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!ready) return;
    await run(async () => {
      const { message } = await changePassword.mutateAsync({ previousPassword: previous, password, passwordRepeat: repeat });
      feedback.snack(message, 'success');
      onDone();
    });
  }

  return (
    <form className="fsp-form" onSubmit={(e) => void submit(e)} noValidate>
      {error ? (
        <p className="fsp-alert" role="alert">
          {error}
        </p>
      ) : null}
      <TextField label={t('currentPassword')} name="previousPassword" type="password" autoComplete="current-password" required value={previous} onValueChange={setPrevious} />
      <NewPasswordFields policy={policy.data} password={password} repeat={repeat} onPassword={setPassword} onRepeat={setRepeat} />
      <div className="fsp-dialog-actions">
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" busy={busy} disabled={!ready}>
          {t('changePassword')}
        </Button>
      </div>
    </form>
  );
}
