/**
 * The ETA dialog (spec 2 §2 Cart "an ETA (delivery date) change dialog", §5 ETA date): a date
 * from today to 9999-12-31, checked before any call (ETA_OUT_OF_RANGE at the field); empty removes
 * the ETA. Save puts it on the line (PUT content {deliveryDate}); a refusal is said inside and the
 * dialog stays open with what was typed. One of the dialogs that load when first opened
 * (dialogs.tsx): its rules are ordering's (`areas/orders/rules.ts`), its texts the dialogs'.
 */
import { useId, useState } from 'react';
import { ETA_MAX } from '../../../contract/constants.ts';
import { useUpdateContent, type OrderLine } from '../../../areas/orders/orders.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, TextField } from '../../../core/ui/components.tsx';
import { Dialog } from '../../../core/ui/dialog.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { checkEta, swedishToday } from '../../../areas/orders/rules.ts';
import { DIALOGS_NS } from './dialog-rules.ts';

export type EtaDialogProps = { orderId: number; line: OrderLine; name: string; onClose: () => void };

/** Open while rendered; a new line starts afresh (keyed by the caller). */
export function EtaDialog({ orderId, line, name, onClose }: EtaDialogProps) {
  const { t } = useTexts(DIALOGS_NS);
  const update = useUpdateContent(orderId);
  const [value, setValue] = useState(line.deliveryDate ?? '');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const today = swedishToday();
  const hintId = useId();
  const checked = checkEta(value, today);
  const fieldError = touched && !checked.ok ? t(`orders:errors.${checked.problem}`) : null;

  const save = async () => {
    setTouched(true);
    if (!checked.ok) return;
    if (checked.date === line.deliveryDate) {
      onClose();
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({ content: line.id, body: { deliveryDate: checked.date } });
      feedback.snack(t('etaSaved'), 'success');
      onClose();
    } catch (e) {
      setError(failureText(e, t, 'orders:errors'));
    }
  };

  return (
    <Dialog
      open
      title={t('etaTitle', { name })}
      onClose={() => {
        if (!update.isPending) onClose();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            {t('core:cancel')}
          </Button>
          <Button busy={update.isPending} onClick={() => void save()}>
            {t('core:save')}
          </Button>
        </>
      }
    >
      <form
        className="eta-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <TextField
          type="date"
          label={t('eta')}
          value={value}
          onValueChange={(v) => {
            setValue(v);
            setTouched(true);
          }}
          min={today}
          max={ETA_MAX}
          error={fieldError}
          aria-describedby={hintId}
        />
        <p id={hintId} className="fsp-field-hint">{t('etaHint')}</p>
      </form>
      {error ? (
        <p role="alert" className="fsp-alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
