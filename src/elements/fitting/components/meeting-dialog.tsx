/**
 * The meeting dialog (spec 3 §3 Meeting, §5): a new meeting or a change to one. Date, from and to
 * (core's date and time fields, their minimums from meetingMinimums: today, and now on today; the to
 * time not before the from time), the place (the client's address by default, the provider's
 * premises, or another address typed in), a room (only at the provider's: roomAllowed), the
 * consultant, technician and car of the fitting type's groups, a comment, and "Book the meeting".
 *
 * Before the call, meetingTimeErrors: a missing field is FILL_RED_FIELDS (the message above, the
 * fields marked red), any other error under its field; and meetingPeopleErrors: a consultant or
 * technician the fitting type makes mandatory (their labels say "(required)") and not chosen is
 * CONSULTANT_REQUIRED / TECHNICIAN_REQUIRED under its field. The focus goes to the first field in
 * error. The server's code is shown the same way (its people codes under their fields too), and
 * nothing typed is lost: the dialog stays open with the form as it was, the reason above it.
 */
import { useId, useState } from 'react';
import { COMMENT_MAX } from '../../../contract/constants.ts';
import type { MeetingInput } from '../../../contract/fittings.ts';
import { firstMeetingPeopleError, firstMeetingTimeError, meetingMinimums, meetingPeopleErrors, meetingTimeErrors, roomAllowed, type MeetingPeopleErrors, type MeetingTimeErrors } from '../../../contract/shared/fitting-rules.ts';
import { FITTINGS_NS } from '../../../areas/fittings/fittings.ts';
import { failureCode, failureText } from '../../../core/http/failure.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { SelectField, TextField } from '../../../core/ui/components.tsx';
import { focusFirstInvalid, FormDialog } from '../../../core/ui/form-dialog.tsx';
import { useResources, useSaveMeeting, type FittingData, type MeetingData } from '../api.ts';
import { NS } from '../ns.ts';

type Place = 'CLIENT' | 'PROVIDER' | 'OTHER';
type Form = {
  date: string;
  fromTime: string;
  toTime: string;
  addressType: Place;
  careOf: string;
  street: string;
  postalNo: string;
  city: string;
  roomId: string;
  consultantId: string;
  technicianId: string;
  carId: string;
  comment: string;
  booked: boolean;
};
type AddressErrors = Partial<Record<'street' | 'postalNo' | 'city', true>>;

const str = (n: number | null | undefined) => (n ? String(n) : '');
const num = (s: string) => (s ? Number(s) : null);

function initial(fitting: FittingData, m: MeetingData | null): Form {
  const other = m?.addressType.value === 'OTHER' ? m.address : null;
  return {
    date: m?.date ?? '',
    fromTime: m?.fromTime ?? '',
    toTime: m?.toTime ?? '',
    addressType: m?.addressType.value ?? 'CLIENT',
    careOf: other?.careOf ?? '',
    street: other?.street ?? '',
    postalNo: other?.postalNo ?? '',
    city: other?.city ?? '',
    roomId: str(m?.roomId),
    consultantId: str(m ? m.consultantId : fitting.consultant?.id),
    technicianId: str(m ? m.technicianId : fitting.technician?.id),
    carId: str(m?.carId),
    comment: m?.comment ?? '',
    booked: m?.status === 'BOOKED',
  };
}

function toInput(f: Form): MeetingInput {
  return {
    date: f.date || null,
    fromTime: f.fromTime || null,
    toTime: f.toTime || null,
    status: f.booked ? 'BOOKED' : 'PLANNED',
    comment: f.comment.trim() || null,
    consultantId: num(f.consultantId),
    technicianId: num(f.technicianId),
    roomId: roomAllowed(f.addressType) ? num(f.roomId) : null,
    carId: num(f.carId),
    addressType: f.addressType,
    address: f.addressType === 'OTHER' ? { careOf: f.careOf.trim() || null, street: f.street.trim(), postalNo: f.postalNo.trim(), city: f.city.trim() } : null,
  };
}

export function MeetingDialog({ fitting, meeting, onClose }: { fitting: FittingData; meeting: MeetingData | null; onClose: () => void }) {
  const { t } = useTexts(NS);
  const save = useSaveMeeting(fitting.id);
  const [form, setForm] = useState<Form>(() => initial(fitting, meeting));
  const [timeErrors, setTimeErrors] = useState<MeetingTimeErrors>({});
  const [peopleErrors, setPeopleErrors] = useState<MeetingPeopleErrors>({});
  const [addressErrors, setAddressErrors] = useState<AddressErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const type = fitting.fittingType;
  const consultants = useResources(type.consultantResourceGroup);
  const technicians = useResources(type.technicianResourceGroup);
  const rooms = useResources(type.roomResourceGroup);
  const cars = useResources(type.carResourceGroup);
  const set = <K extends keyof Form>(key: K) => (value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const mins = meetingMinimums(form.date, new Date());
  const peopleError = (code: string | undefined): string | null => (code ? t(`${FITTINGS_NS}:errors.${code}`) : null);
  const fieldError = (code: string | undefined) => (code ? (code === 'FILL_RED_FIELDS' ? t('dialog.required') : t(`${FITTINGS_NS}:errors.${code}`)) : null);

  const submit = (formElement: HTMLFormElement) => {
    const errors = meetingTimeErrors(form, new Date());
    const people = { consultantId: num(form.consultantId), technicianId: num(form.technicianId) };
    const address: AddressErrors = {};
    if (form.addressType === 'OTHER') {
      if (!form.street.trim()) address.street = true;
      if (!form.postalNo.trim()) address.postalNo = true;
      if (!form.city.trim()) address.city = true;
    }
    setTimeErrors(errors);
    setAddressErrors(address);
    setPeopleErrors(meetingPeopleErrors(type, people));
    const first = firstMeetingTimeError(form, new Date()) ?? (Object.keys(address).length ? 'FILL_RED_FIELDS' : null) ?? firstMeetingPeopleError(type, people);
    if (first) {
      setMessage(t(`${FITTINGS_NS}:errors.${first}`));
      focusFirstInvalid(formElement);
      return;
    }
    setMessage(null);
    save.mutate(
      { id: meeting?.id ?? null, input: toInput(form) },
      {
        onSuccess: onClose,
        onError: (error) => {
          const code = failureCode(error);
          if (code === 'MEETING_DATE_IN_PAST' || code === 'INVALID_DATE') setTimeErrors({ date: code });
          else if (code === 'MEETING_TIME_IN_PAST' || code === 'INVALID_TIME') setTimeErrors({ fromTime: code });
          else if (code === 'TO_TIME_BEFORE_FROM_TIME') setTimeErrors({ toTime: code });
          else if (code === 'CONSULTANT_REQUIRED') setPeopleErrors({ consultantId: code });
          else if (code === 'TECHNICIAN_REQUIRED') setPeopleErrors({ technicianId: code });
          setMessage(failureText(error, t, `${FITTINGS_NS}:errors`));
          focusFirstInvalid(formElement);
        },
      },
    );
  };

  const formId = useId();
  return (
    <FormDialog
      title={t(meeting ? 'dialog.editTitle' : 'dialog.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={message}
      errorAt="start"
      submitLabel={t('dialog.save')}
      cancelLabel={t('cancel')}
      className="meeting-form"
    >
      <div className="times">
        <TextField type="date" label={t('dialog.date')} value={form.date} onValueChange={set('date')} min={mins.date} required error={fieldError(timeErrors.date)} />
        <TextField type="time" label={t('dialog.from')} value={form.fromTime} onValueChange={set('fromTime')} min={mins.fromTime ?? undefined} required error={fieldError(timeErrors.fromTime)} />
        <TextField type="time" label={t('dialog.to')} value={form.toTime} onValueChange={set('toTime')} min={form.fromTime || undefined} required error={fieldError(timeErrors.toTime)} />
      </div>
      <fieldset className="place">
        <legend>{t('dialog.place')}</legend>
        {(['CLIENT', 'PROVIDER', 'OTHER'] as const).map((p) => (
          <label key={p} className="choice">
            <input type="radio" name={`${formId}-place`} value={p} checked={form.addressType === p} onChange={() => set('addressType')(p)} /> {t(`place.${p}`)}
          </label>
        ))}
      </fieldset>
      {form.addressType === 'OTHER' ? (
        <div className="address">
          <TextField label={t('dialog.careOf')} value={form.careOf} onValueChange={set('careOf')} maxLength={100} />
          <TextField label={t('dialog.street')} value={form.street} onValueChange={set('street')} maxLength={100} required error={addressErrors.street ? t('dialog.required') : null} />
          <TextField label={t('dialog.postalNo')} value={form.postalNo} onValueChange={set('postalNo')} maxLength={6} required inputMode="numeric" error={addressErrors.postalNo ? t('dialog.required') : null} />
          <TextField label={t('dialog.city')} value={form.city} onValueChange={set('city')} maxLength={60} required error={addressErrors.city ? t('dialog.required') : null} />
        </div>
      ) : null}
      <SelectField label={t('dialog.room')} value={roomAllowed(form.addressType) ? form.roomId : ''} onValueChange={set('roomId')} options={rooms} placeholder={t('dialog.none')} disabled={!roomAllowed(form.addressType)} />
      <SelectField
        label={type.consultantMandatory ? t('people.consultantRequired') : t('dialog.consultant')}
        value={form.consultantId}
        onValueChange={set('consultantId')}
        options={consultants}
        placeholder={t('dialog.none')}
        required={type.consultantMandatory}
        error={peopleError(peopleErrors.consultantId)}
      />
      <SelectField
        label={type.technicianMandatory ? t('people.technicianRequired') : t('dialog.technician')}
        value={form.technicianId}
        onValueChange={set('technicianId')}
        options={technicians}
        placeholder={t('dialog.none')}
        required={type.technicianMandatory}
        error={peopleError(peopleErrors.technicianId)}
      />
      <SelectField label={t('dialog.car')} value={form.carId} onValueChange={set('carId')} options={cars} placeholder={t('dialog.none')} />
      <div className="fsp-field">
        <label htmlFor={`${formId}-comment`}>{t('dialog.comment')}</label>
        <textarea id={`${formId}-comment`} value={form.comment} onChange={(e) => set('comment')(e.target.value)} rows={3} maxLength={COMMENT_MAX} />
      </div>
      {meeting?.status !== 'BOOKED' ? (
        <label className="choice">
          <input type="checkbox" checked={form.booked} onChange={(e) => set('booked')(e.target.checked)} /> {t('dialog.book')}
        </label>
      ) : null}
    </FormDialog>
  );
}
