// The read-only info panel of a company (ADMIN-036): Id, contact, status, master-data id, notes.
import type { Company } from '../../../../domain/contracts/companies.ts';
import { ReadOnlyFields } from '../../../components/read-only-fields.tsx';

export function CompanyInfo({ company }: { company: Company }) {
  return (
    <ReadOnlyFields
      fields={[
        { label: 'Id', value: company.id },
        { label: 'Contact name', value: company.contactName },
        { label: 'Contact phone', value: company.contactPhone },
        { label: 'Contact email', value: company.contactEmail },
        { label: 'Status', value: company.subscriptionStatus },
        { label: 'DC Master Data Company Id', value: company.dcMasterDataCompanyId },
        { label: 'Notes', value: company.notes, multiline: true },
      ]}
    />
  );
}
