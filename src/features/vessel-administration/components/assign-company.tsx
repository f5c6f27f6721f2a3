// The assign-to-company control of an unassigned vessel (ADMIN-043/115): a company select and Save.
// Save stays disabled until the server has said the chosen company does not hold the vessel's IMO
// number; when it does, the row says so (ADMIN-056), and a 409 of the Assign call is shown the same way.
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Company } from '../../../../domain/contracts/companies.ts';
import type { VesselAdministration } from '../../../../domain/contracts/vessel-administration.ts';
import { messages } from '../../../../domain/messages.ts';
import { showError, showSuccess } from '../../../components/snackbar.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAssignVessel } from '../api/assign-vessel.ts';
import { useImoExistsInCompany } from '../api/find-vessel-administrations.ts';

export function companyOptions(companies: readonly Company[]) {
  return [...companies]
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
    .map((company) => ({ value: company.id, label: company.name }));
}

type AssignCompanyProps = {
  vessel: VesselAdministration;
  companies: readonly Company[];
  disabled: boolean;
  /** The visible label (the form's company section) or none (a table cell, named by the vessel). */
  label?: string;
};

export function AssignCompany({ vessel, companies, disabled, label }: AssignCompanyProps) {
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { exists, isChecking } = useImoExistsInCompany(vessel.imoNumber, companyId);
  const assign = useAssignVessel();
  const message = exists === true ? messages.vesselImoExistsInCompany : refusal;
  const canSave = !disabled && companyId !== null && exists === false && !isChecking;

  function save() {
    if (!canSave) return;
    const company = companies.find((candidate) => candidate.id === companyId);
    assign.mutate(
      { vesselId: vessel.id, companyId },
      {
        onSuccess: () => showSuccess(`${vessel.name} assigned to ${company?.name ?? 'the company'}.`),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409)
            setRefusal(error.message || messages.vesselImoExistsInCompany);
          else showError(error);
        },
      },
    );
  }

  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Select
          label={label}
          aria-label={label ? undefined : `Company for ${vessel.name}`}
          placeholder="Choose a company"
          data={companyOptions(companies)}
          value={companyId}
          onChange={(value) => {
            setCompanyId(value);
            setRefusal(null);
          }}
          searchable
          disabled={disabled || assign.isPending}
          size="xs"
          miw={180}
          error={message ? true : undefined}
        />
        <Button
          size="xs"
          mt={label ? 'lg' : undefined}
          onClick={save}
          disabled={!canSave}
          loading={assign.isPending}
          aria-label={`Save the company of ${vessel.name}`}
        >
          Save
        </Button>
      </Group>
      {message ? (
        <Text size="xs" c="red.8" role="alert">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}
