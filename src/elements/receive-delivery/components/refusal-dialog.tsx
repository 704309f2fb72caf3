/**
 * The receive checks' refusals (spec 3 §8: BASE_STORAGE_MUST_BE_ASSIGNED_VALUE,
 * RECEIVE_DELIVERY_FOR_FIXED_ASSETS_IS_NOT_ALLOWED, BATCH_REQUIRED, SERIAL_NUMBER_REQUIRED, … are
 * error dialogs): the text of the refusal and OK, which has the focus; closing returns the focus to
 * what had it. Nothing the user typed is lost.
 */
import { useTexts } from '../../../core/i18n/index.ts';
import { Button } from '../../../core/ui/components.tsx';
import { Dialog } from '../../../core/ui/dialog.tsx';
import { NS } from '../ns.ts';

export function RefusalDialog({ text, onClose }: { text: string | null; onClose: () => void }) {
  const { t } = useTexts(NS);
  return (
    <Dialog
      open={text !== null}
      title={t('refusal.title')}
      onClose={onClose}
      actions={
        <Button autoFocus onClick={onClose}>
          {t('refusal.ok')}
        </Button>
      }
    >
      <p className="refusal" role="alert">
        {text}
      </p>
    </Dialog>
  );
}
