// The read-only info panel of a company (ADMIN-036): Id, contact, status, master-data id, notes.
import { Stack, TextInput, Textarea } from '@mantine/core';
import type { Company } from '../../../../domain/contracts/companies.ts';

export function CompanyInfo({ company }: { company: Company }) {
  const fields: [string, string][] = [
    ['Id', company.id],
    ['Contact name', company.contactName],
    ['Contact phone', company.contactPhone],
    ['Contact email', company.contactEmail],
    ['Status', company.subscriptionStatus],
    ['DC Master Data Company Id', company.dcMasterDataCompanyId],
  ];
  return (
    <Stack gap="sm">
      {fields.map(([label, value]) => (
        <TextInput key={label} label={label} value={value} readOnly variant="filled" />
      ))}
      <Textarea label="Notes" value={company.notes} readOnly variant="filled" rows={3} />
    </Stack>
  );
}
