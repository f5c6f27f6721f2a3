// Records to wire contracts (camelCase, UTC ISO strings, the spec's field names).
import type { Company } from '../../domain/contracts/companies.ts';
import type { CompanyRecord } from './companies.repository.ts';

export function presentCompany(company: CompanyRecord): Company {
  return {
    id: company.id,
    name: company.name,
    contactName: company.contactName,
    contactPhone: company.contactPhone,
    contactEmail: company.contactEmail,
    subscriptionStatus: company.subscriptionStatus,
    dcMasterDataCompanyId: company.dcMasterDataCompanyId,
    notes: company.notes,
    createdDate: company.createdAt.toISOString(),
    vesselCount: company.vesselCount,
    version: company.version,
  };
}
