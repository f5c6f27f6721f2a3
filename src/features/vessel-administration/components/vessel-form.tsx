// The add/edit vessel form (ADMIN-051..056, ADMIN-132..139): the particulars, the IMO number (not
// editable once created) and, on create, the company. Field messages are the contracts' own
// (VesselUpdateRequestSchema, VesselCreateRequestSchema); a field shows its message once left, and
// a save that fails them marks every field. Create stays disabled while the chosen company holds
// the IMO number; a failing IMO check digit only warns (DECISIONS ADMIN-134).
import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { Company } from '../../../../domain/contracts/companies.ts';
import type { VesselAdministration } from '../../../../domain/contracts/vessel-administration.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { FormFooter } from '../../../components/form-footer.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useCreateVessel } from '../api/create-vessel.ts';
import { useImoExistsInCompany } from '../api/find-vessel-administrations.ts';
import { getVesselAdministration, useUpdateVessel } from '../api/update-vessel.ts';
import {
  createRequestFromForm,
  emptyVesselForm,
  imoCheckDigitWarning,
  imoNumberOf,
  numberOfShaftsChoices,
  updateRequestFromForm,
  vesselFormFields,
  vesselFormFromVessel,
  vesselFormLabels,
  type VesselFormErrors,
  type VesselFormField,
  type VesselFormValues,
} from '../vessel-admin-rules.ts';
import { companyOptions } from './assign-company.tsx';

type VesselFormProps = {
  /** The vessel being edited; null adds one. */
  vessel: VesselAdministration | null;
  companies: readonly Company[];
  /** False offline and for an archived vessel: the fields can be read, not changed. */
  writable: boolean;
  onSaved: (vessel: VesselAdministration) => void;
  onCancel: () => void;
};

type TextField = Exclude<VesselFormField, 'numberOfShafts'>;

const particularRows: TextField[][] = [
  ['name', 'imoNumber'],
  ['draftMean'],
  ['ballastDraftHigh', 'ballastDraftLow'],
  ['ladenDraftHigh', 'ladenDraftLow'],
  ['maxContinuousRating', 'speedMaxContinuousRating'],
];

const sameParticulars = (a: VesselFormValues, b: VesselFormValues) =>
  vesselFormFields.every((field) => a[field] === b[field]);

/** The server's field errors ({ path, message }) by form field. */
function serverFieldErrors(error: unknown): VesselFormErrors {
  const errors: VesselFormErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const { path, message } of error.errors) {
    const field = [...vesselFormFields, 'companyId' as const].find((name) => path.split(/[./]/)[0] === name);
    if (field && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

export function VesselForm({ vessel, companies, writable, onSaved, onCancel }: VesselFormProps) {
  const isNew = vessel === null;
  const [values, setValues] = useState<VesselFormValues>(() =>
    vessel ? vesselFormFromVessel(vessel) : emptyVesselForm(),
  );
  const [touched, setTouched] = useState<Partial<Record<VesselFormField, boolean>>>({});
  const [markAll, setMarkAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<VesselFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The vessel the values were read from; a save sends its version (If-Match, ADR 0092). A newer
  // copy that changed none of the form's particulars (a status or data-receiver call of this page)
  // becomes the base, so the form does not refuse itself; a 412 refills values and base.
  const [base, setBase] = useState(vessel);
  if (
    vessel &&
    base &&
    vessel.version > base.version &&
    sameParticulars(vesselFormFromVessel(vessel), vesselFormFromVessel(base))
  )
    setBase(vessel);
  const basedOn = base?.version ?? 0;
  const create = useCreateVessel();
  const update = useUpdateVessel();
  const saving = create.isPending || update.isPending;

  const checked = isNew ? createRequestFromForm(values) : updateRequestFromForm(values);
  const errors: VesselFormErrors = { ...serverErrors, ...(checked.ok ? {} : checked.errors) };
  const shown = (field: VesselFormField) => (markAll || touched[field] ? errors[field] : undefined);

  const imoNumber = isNew ? imoNumberOf(values.imoNumber) : null;
  const imo = useImoExistsInCompany(imoNumber, isNew ? values.companyId : null);
  const imoTaken = imo.exists === true;
  const imoWarning = isNew ? imoCheckDigitWarning(values.imoNumber) : null;
  const imoDescription = !isNew ? (
    'The IMO number cannot be changed after creation.'
  ) : imoWarning ? (
    <Text span size="xs" c="var(--mantine-color-text)">
      <Text span inherit fw={700}>
        Warning:
      </Text>{' '}
      {imoWarning}
    </Text>
  ) : undefined;

  const change = (field: VesselFormField | 'companyId', value: string | null) => {
    setValues((old) => ({ ...old, [field]: value }));
    setServerErrors((old) => ({ ...old, [field]: undefined }));
    setFailure(null);
  };

  const textField = (field: TextField) => {
    const { label, unit } = vesselFormLabels[field];
    const required =
      field === 'name' || field === 'imoNumber' || field === 'draftMean' || field === 'maxContinuousRating';
    return (
      <TextInput
        key={field}
        label={unit ? `${label} (${unit})` : label}
        required={required}
        value={values[field]}
        inputMode={field === 'name' ? undefined : field === 'imoNumber' ? 'numeric' : 'decimal'}
        disabled={!writable || (field === 'imoNumber' && !isNew)}
        description={field === 'imoNumber' ? imoDescription : undefined}
        onChange={(event) => change(field, event.currentTarget.value)}
        onBlur={() => setTouched((old) => ({ ...old, [field]: true }))}
        error={shown(field)}
        data-autofocus={field === 'name' ? true : undefined}
      />
    );
  };

  /** Someone else saved in between (412): show what is saved now, and say so. */
  async function reloadAfterConflict(vesselId: string) {
    const stale = fillMessage(messages.changedByAnotherUser, { thing: 'vessel' });
    try {
      const current = await getVesselAdministration(vesselId);
      setValues(vesselFormFromVessel(current));
      setBase(current);
      setServerErrors({});
      setFailure(stale);
    } catch (error) {
      setFailure(errorMessage(error, messages.anErrorOccurred));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setMarkAll(true);
    if (!checked.ok || saving || !writable || imoTaken) return;
    const handlers = {
      onSuccess: onSaved,
      onError: (error: unknown) => {
        if (vessel && error instanceof ApiError && error.status === 412) {
          void reloadAfterConflict(vessel.id);
          return;
        }
        setServerErrors(serverFieldErrors(error));
        setFailure(errorMessage(error, messages.anErrorOccurred));
      },
    };
    if (vessel) {
      const request = updateRequestFromForm(values);
      if (request.ok) update.mutate({ vesselId: vessel.id, body: request.body, basedOn }, handlers);
    } else {
      const request = createRequestFromForm(values);
      if (request.ok) create.mutate(request.body, handlers);
    }
  }

  const checkingImo = isNew && imo.isChecking;
  return (
    <form onSubmit={submit} noValidate aria-label={isNew ? 'Add vessel' : `Edit ${vessel.name}`}>
      <Stack gap="sm">
        {particularRows.map((row) => (
          <SimpleGrid key={row.join('-')} cols={{ base: 1, sm: 2 }} spacing="sm">
            {row.map(textField)}
          </SimpleGrid>
        ))}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={vesselFormLabels.numberOfShafts.label}
            data={numberOfShaftsChoices}
            value={values.numberOfShafts || null}
            onChange={(value) => change('numberOfShafts', value ?? '')}
            clearable
            disabled={!writable}
            error={shown('numberOfShafts')}
          />
          {isNew ? (
            <Select
              label="Company"
              placeholder="No company (unassigned)"
              data={companyOptions(companies)}
              value={values.companyId}
              onChange={(value) => change('companyId', value)}
              clearable
              searchable
              disabled={!writable}
              error={imoTaken ? messages.vesselImoExistsInCompany : serverErrors.companyId}
            />
          ) : null}
        </SimpleGrid>
        <FormFooter
          submitLabel={isNew ? 'Create' : 'Save'}
          canSubmit={writable && !imoTaken && !checkingImo}
          submitting={saving}
          failure={failure}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
