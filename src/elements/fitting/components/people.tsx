/**
 * Choosing the consultant and technician (spec 3 §5, §6: FSP_UpdateWebOrderFitting, mayChoosePeople:
 * an open fitting whose next meeting is not booked). The choices are the resources of the fitting
 * type's groups; each is mandatory when the type says so. While a meeting exists, a warning says
 * that the planned next meeting follows the change.
 */
import { useState } from 'react';
import { mayChoosePeople, meetingPeopleErrors } from '../../../contract/shared/fitting-rules.ts';
import { FITTINGS_NS } from '../../../areas/fittings/fittings.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, SelectField } from '../../../core/ui/components.tsx';
import { FormDialog } from '../../../core/ui/form-dialog.tsx';
import { useChoosePeople, useResources, type FittingData } from '../api.ts';
import { NS } from '../ns.ts';

export function ChoosePeople({ fitting, permissions }: { fitting: FittingData; permissions: ReadonlySet<string> }) {
  const { t } = useTexts(NS);
  const [open, setOpen] = useState(false);
  if (!mayChoosePeople({ status: fitting.status.value, nextMeetingStatus: fitting.nextMeeting?.status ?? null }, permissions)) return null;
  return (
    <>
      <div className="actions">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('people.choose')}
        </Button>
      </div>
      {open ? <PeopleDialog fitting={fitting} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function PeopleDialog({ fitting, onClose }: { fitting: FittingData; onClose: () => void }) {
  const { t } = useTexts(NS);
  const save = useChoosePeople(fitting.id);
  const type = fitting.fittingType;
  const consultants = useResources(type.consultantResourceGroup);
  const technicians = useResources(type.technicianResourceGroup);
  const [consultant, setConsultant] = useState(fitting.consultant ? String(fitting.consultant.id) : '');
  const [technician, setTechnician] = useState(fitting.technician ? String(fitting.technician.id) : '');
  const [missing, setMissing] = useState({ consultant: false, technician: false });
  const hasMeeting = fitting.meetings.some((m) => m.status !== 'CANCELED');
  const changed = consultant !== String(fitting.consultant?.id ?? '') || technician !== String(fitting.technician?.id ?? '');

  const submit = () => {
    const errors = meetingPeopleErrors(type, { consultantId: consultant ? Number(consultant) : null, technicianId: technician ? Number(technician) : null });
    const gaps = { consultant: Boolean(errors.consultantId), technician: Boolean(errors.technicianId) };
    setMissing(gaps);
    if (gaps.consultant || gaps.technician) return;
    save.mutate({ consultantId: consultant ? Number(consultant) : null, technicianId: technician ? Number(technician) : null }, { onSuccess: onClose });
  };
  const clientError = missing.consultant || missing.technician ? t(`${FITTINGS_NS}:errors.FILL_RED_FIELDS`) : null;
  const error = clientError ?? (save.error ? failureText(save.error, t, `${FITTINGS_NS}:errors`) : null);
  return (
    <FormDialog
      title={t('people.title')}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={error}
      errorAt="start"
      submitLabel={t('dialog.save')}
      cancelLabel={t('cancel')}
      className="meeting-form"
    >
      {hasMeeting && changed ? <p className="warning" role="status">{t('people.warning')}</p> : null}
      <SelectField
        label={type.consultantMandatory ? t('people.consultantRequired') : t('info.consultant')}
        value={consultant}
        onValueChange={setConsultant}
        options={consultants}
        placeholder={t('dialog.none')}
        required={type.consultantMandatory}
        error={missing.consultant ? t('dialog.required') : null}
      />
      <SelectField
        label={type.technicianMandatory ? t('people.technicianRequired') : t('info.technician')}
        value={technician}
        onValueChange={setTechnician}
        options={technicians}
        placeholder={t('dialog.none')}
        required={type.technicianMandatory}
        error={missing.technician ? t('dialog.required') : null}
      />
    </FormDialog>
  );
}
