/**
 * Step 2 (spec 3 §2, §5): the reference. "No reference" (id 0) is always offered first, then the
 * category's reference types; any but "no reference" needs a code, which the server checks
 * (VALIDATE_REFERENCE) when Next is pressed. A refusal is said under the field
 * (INVALID_REFERENCE_NUMBER) and Next stays disabled until the code or the type changes. A code
 * already checked is not asked again.
 *
 * The code may be scanned (issue 40: core's ScanField, the camera's button or a hand scanner typing
 * into the field): it fills the field, checked on Next as a typed one. Of a GS1 code, a product
 * number takes its GTIN (the server takes a product's GTIN for its product number); any other type
 * takes the code as ScanField gives it (a fixed asset's label: its inventory number).
 */
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { DEVIATION_REFERENCE_MAX, NO_DEVIATION_REFERENCE } from '../../../contract/constants.ts';
import { DEVIATIONS_NS } from '../../../areas/deviations/deviations.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, SelectField, Spinner, TextField } from '../../../core/ui/components.tsx';
import { ScanField } from '../../../core/ui/scanner/scan-field.tsx';
import { WizardStep } from '../../../core/ui/wizard.tsx';
import { referencesQuery, useValidateReference, type CategoryData } from '../api.ts';
import { NS } from '../ns.ts';
import { chooseReference, codeProblem, hasReference, type ReportDraft } from '../rules.ts';

export type ReferenceStepProps = {
  category: CategoryData;
  draft: ReportDraft;
  onDraft: (draft: ReportDraft) => void;
  /** The code shown was checked by the server and refers to something. */
  checked: boolean;
  onChecked: () => void;
  onBack: () => void;
  onNext: () => void;
};

export function ReferenceStep({ category, draft, onDraft, checked, onChecked, onBack, onNext }: ReferenceStepProps) {
  const { t, lang } = useTexts(NS);
  const scope = useApiScope();
  const codeField = useRef<HTMLInputElement>(null);
  const references = useQuery(referencesQuery(scope, category.id));
  const validate = useValidateReference();
  // The refusal of the code as typed: shown under the field until the code or its type changes.
  const [refused, setRefused] = useState<{ code: string; referenceId: number; text: string } | null>(null);
  const [missing, setMissing] = useState(false);
  const chosen = references.data?.find((r) => r.id === draft.referenceId) ?? null;
  const current = refused && refused.code === draft.code.trim() && refused.referenceId === draft.referenceId ? refused.text : null;
  const problem = codeProblem(draft);
  const fieldError = current ?? (missing && problem ? t(`code.${problem}`, { max: DEVIATION_REFERENCE_MAX }) : null);

  const next = () => {
    if (!hasReference(draft) || checked) return onNext();
    if (problem) return setMissing(true);
    validate.mutate(
      { category: category.id, id: draft.referenceId, value: draft.code.trim() },
      {
        onSuccess: () => {
          onChecked();
          onNext();
        },
        onError: (failure) => setRefused({ code: draft.code.trim(), referenceId: draft.referenceId, text: failureText(failure, t, `${DEVIATIONS_NS}:errors`) }),
      },
    );
  };

  let fields;
  if (references.isPending) fields = <Spinner label={t('loadingReferences')} />;
  else if (references.isError)
    fields = (
      <div className="fsp-alert" role="alert">
        <p>{failureText(references.error, t, `${DEVIATIONS_NS}:errors`)}</p>
        <Button variant="secondary" onClick={() => void references.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  else
    fields = (
      <>
        <SelectField
          label={t(`${DEVIATIONS_NS}:field.reference`)}
          name="reference"
          value={String(draft.referenceId)}
          onValueChange={(v) => {
            setMissing(false);
            onDraft(chooseReference(draft, Number(v)));
          }}
          options={[{ value: String(NO_DEVIATION_REFERENCE), label: t(`${DEVIATIONS_NS}:field.noReference`) }, ...references.data.map((r) => ({ value: String(r.id), label: r.label }))]}
        />
        {chosen ? (
          <div className="reference-code">
            <TextField
              ref={codeField}
              label={chosen.label}
              name="code"
              value={draft.code}
              onValueChange={(code) => onDraft({ ...draft, code })}
              error={fieldError}
              maxLength={DEVIATION_REFERENCE_MAX}
              autoComplete="off"
              spellCheck={false}
              required
            />
            <ScanField
              inputRef={codeField}
              label={t('scanCode', { what: chosen.label.toLocaleLowerCase(lang) })}
              onCode={(code, parsed) => {
                setMissing(false);
                onDraft({ ...draft, code: chosen.value === 'PRODUCT_NUMBER' && parsed.gtin ? parsed.gtin : code });
              }}
            />
          </div>
        ) : null}
      </>
    );

  return (
    <WizardStep
      title={t('step.reference')}
      error={null}
      busy={validate.isPending}
      canGoBack
      onBack={onBack}
      onSubmit={next}
      backLabel={t('back')}
      submitLabel={t('next')}
      submitDisabled={!references.isSuccess || current !== null}
      disabledReason={current !== null ? t('fixCode') : null}
    >
      <p className="muted">{t('referenceHint', { category: category.label })}</p>
      {fields}
    </WizardStep>
  );
}
