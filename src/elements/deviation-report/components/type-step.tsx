/**
 * Step 1 (spec 3 §2, §5): the category and its deviation code (type). Next is disabled until both
 * are chosen; choosing another category resets the type, the reference and its code (rules.ts).
 */
import { DEVIATIONS_NS } from '../../../areas/deviations/deviations.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { SelectField } from '../../../core/ui/components.tsx';
import { WizardStep } from '../../../core/ui/wizard.tsx';
import type { CategoryData } from '../api.ts';
import { NS } from '../ns.ts';
import { chooseCategory, typeStepDone, type ReportDraft } from '../rules.ts';

export type TypeStepProps = {
  categories: readonly CategoryData[];
  draft: ReportDraft;
  onDraft: (draft: ReportDraft) => void;
  onNext: () => void;
};

export function TypeStep({ categories, draft, onDraft, onNext }: TypeStepProps) {
  const { t } = useTexts(NS);
  const category = categories.find((c) => c.id === draft.categoryId) ?? null;
  const done = typeStepDone(draft);
  return (
    <WizardStep
      title={t('step.type')}
      error={null}
      busy={false}
      canGoBack={false}
      onBack={() => undefined}
      onSubmit={onNext}
      backLabel={t('back')}
      submitLabel={t('next')}
      submitDisabled={!done}
      disabledReason={t('chooseBoth')}
    >
      <SelectField
        label={t(`${DEVIATIONS_NS}:field.category`)}
        name="category"
        value={draft.categoryId === null ? '' : String(draft.categoryId)}
        onValueChange={(v) => onDraft(chooseCategory(draft, v ? Number(v) : null))}
        options={categories.map((c) => ({ value: String(c.id), label: c.label }))}
        placeholder={t('chooseCategory')}
      />
      <SelectField
        label={t(`${DEVIATIONS_NS}:field.type`)}
        name="type"
        value={draft.typeId === null ? '' : String(draft.typeId)}
        onValueChange={(v) => onDraft({ ...draft, typeId: v ? Number(v) : null })}
        options={(category?.types ?? []).map((type) => ({ value: String(type.id), label: type.label }))}
        placeholder={category ? t('chooseType') : t('chooseCategoryFirst')}
        disabled={!category}
      />
    </WizardStep>
  );
}
