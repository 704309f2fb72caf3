/**
 * Adding or changing an address (spec 2 §5 Address form, Edit forms), in a dialog: description,
 * street, postal number (five digits; "123 45" is taken too) and city are required, c/o is
 * optional. Each field says what is wrong with it once the user has tried to save. A form
 * unchanged from the address closes without a call; a failure is shown in the dialog, which stays
 * open with everything typed.
 */
import { useState } from 'react';
import type { Address, AddressInput } from '../../../contract/clients.ts';
import { formatPostalNo } from '../../../core/format/index.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { TextField } from '../../../core/ui/components.tsx';
import { focusFirstInvalid, FormDialog } from '../../../core/ui/form-dialog.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { useSaveAddress } from '../api.ts';
import { NS } from '../ns.ts';
import { failureText } from './failure.ts';
import { toPostalNo } from '../../../areas/clients/validation.ts';

type Field = 'description' | 'careOf' | 'street' | 'postalNo' | 'city';
type Values = Record<Field, string>;

export function addressValues(address: Address | null): Values {
  return {
    description: address?.description ?? '',
    careOf: address?.careOf ?? '',
    street: address?.street ?? '',
    postalNo: address ? formatPostalNo(address.postalNo) : '',
    city: address?.city ?? '',
  };
}

/** The message key of each field that is wrong. */
export function validateAddress(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const f of ['description', 'street', 'city'] as const) if (!values[f].trim()) errors[f] = `address.${f}Required`;
  if (!values.postalNo.trim()) errors.postalNo = 'address.postalNoRequired';
  else if (!toPostalNo(values.postalNo)) errors.postalNo = 'address.postalNoInvalid';
  return errors;
}

/** The body of the call (trimmed; the postal number as five digits; an empty c/o as null). */
export function addressBody(values: Values): AddressInput {
  return {
    description: values.description.trim(),
    careOf: values.careOf.trim() || null,
    street: values.street.trim(),
    postalNo: toPostalNo(values.postalNo) ?? values.postalNo.trim(),
    city: values.city.trim(),
  };
}

/** True when the body says the same as the address (nothing to save). */
export function sameAddress(address: Address, body: AddressInput): boolean {
  return (
    body.description === address.description &&
    (body.careOf ?? '') === (address.careOf ?? '') &&
    body.street === address.street &&
    body.postalNo === address.postalNo.replace(/\s/g, '') &&
    body.city === address.city
  );
}

export function AddressForm({ clientId, address, onClose }: { clientId: number; address: Address | null; onClose: () => void }) {
  const { t } = useTexts(NS);
  const [values, setValues] = useState<Values>(() => addressValues(address));
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveAddress(clientId);
  const errors = validateAddress(values);

  function submit(form: HTMLFormElement) {
    setSubmitted(true);
    if (Object.keys(errors).length) {
      focusFirstInvalid(form);
      return;
    }
    const body = addressBody(values);
    if (address && sameAddress(address, body)) {
      onClose();
      return;
    }
    save.mutate(
      { address: address?.id ?? null, body },
      {
        onSuccess: () => {
          feedback.snack(t('addresses.saved'), 'success');
          onClose();
        },
      },
    );
  }

  const field = (f: Field, extra: { required?: boolean; placeholder?: string; inputMode?: 'numeric'; maxLength?: number; hint?: string } = {}) => (
    <TextField
      label={extra.required === false ? t('address.optional', { field: t(`address.${f}`) }) : t(`address.${f}`)}
      name={f}
      value={values[f]}
      onValueChange={(v) => setValues((old) => ({ ...old, [f]: v }))}
      error={submitted && errors[f] ? t(errors[f]) : null}
      required={extra.required ?? true}
      autoComplete="off"
      maxLength={extra.maxLength ?? 100}
      {...(extra.placeholder ? { placeholder: extra.placeholder } : {})}
      {...(extra.inputMode ? { inputMode: extra.inputMode } : {})}
    />
  );

  return (
    <FormDialog
      title={t(address ? 'addresses.editTitle' : 'addresses.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={save.isError ? failureText(save.error, t) : null}
      className="fsp-form dialog-form"
      part="address-form"
    >
      {field('description')}
      {field('careOf', { required: false })}
      {field('street')}
      {field('postalNo', { placeholder: 'XXXXX', inputMode: 'numeric', maxLength: 6 })}
      {field('city')}
    </FormDialog>
  );
}
