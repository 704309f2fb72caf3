/**
 * Confirming a task line's item by its inventory number (issue 40): a fixed asset's label read by
 * the camera or a hand scanner (core's ScanField), or the number typed and Confirm pressed, chooses
 * the line that carries it, as its checkbox would, so the report takes it. The answer is said in
 * text under the field: the line confirmed (by its item's name), an inventory number that is on no
 * line of the task, or one whose line has nothing left to report. The field keeps the focus and
 * its text selected, so the next scan replaces it.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useTexts } from '../../core/i18n/index.ts';
import { Button, TextField } from '../../core/ui/components.tsx';
import { ScanField } from '../../core/ui/scanner/scan-field.tsx';
import { isLineSelectable, lineOfInventoryNumber, TASKS_NS, type TaskLineData } from './tasks.ts';

type Answer = { ok: boolean; text: string };

export function ConfirmItem({ lines, disabled, onConfirm }: { lines: readonly TaskLineData[]; disabled: boolean; onConfirm: (line: TaskLineData) => void }) {
  const { t } = useTexts(TASKS_NS);
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const confirm = (code: string) => {
    const number = code.trim();
    if (!number) return;
    const line = lineOfInventoryNumber(lines, number);
    if (!line) return setAnswer({ ok: false, text: t('confirm.notOnTask', { number }) });
    if (!isLineSelectable(line)) return setAnswer({ ok: false, text: t('confirm.nothingLeft', { number, name: line.item.name }) });
    onConfirm(line);
    setAnswer({ ok: true, text: t('confirm.done', { number, name: line.item.name }) });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    confirm(text);
  };
  return (
    <form className="task-confirm" aria-label={t('confirm.label')} onSubmit={submit} noValidate part="task-confirm">
      <div className="task-confirm-row">
        <TextField
          ref={field}
          label={t('confirm.field')}
          value={text}
          onValueChange={(value) => {
            setText(value);
            setAnswer(null);
          }}
          error={answer && !answer.ok ? answer.text : null}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
        />
        <ScanField
          inputRef={field}
          label={t('confirm.scan')}
          onCode={(code) => {
            setText(code);
            confirm(code);
          }}
        />
        <Button type="submit" variant="secondary" disabled={disabled}>
          {t('confirm.submit')}
        </Button>
      </div>
      <p className="task-confirmed" role="status">
        {answer?.ok ? answer.text : ''}
      </p>
    </form>
  );
}
