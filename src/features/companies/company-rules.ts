// Rules of the company form (003 §5, ADMIN-130/131/187): a unique name (ignoring case, the own
// original name allowed when editing), a contact e-mail in a valid format when given, and one of
// the three subscription states.
import { emailPattern } from '../../../domain/contracts/common.ts';
import type { Company, CompanyRequest, SubscriptionStatus } from '../../../domain/contracts/companies.ts';
import { messages } from '../../../domain/messages.ts';

export type CompanyFormValues = {
  name: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  subscriptionStatus: SubscriptionStatus;
  dcMasterDataCompanyId: string;
  notes: string;
};

export type CompanyFormErrors = Partial<Record<keyof CompanyFormValues, string>>;

export function emptyCompanyForm(): CompanyFormValues {
  return {
    name: '',
    contactName: '',
    contactPhone: '',
    contactEmail: '',
    subscriptionStatus: 'Active',
    dcMasterDataCompanyId: '',
    notes: '',
  };
}

export function companyFormFromCompany(company: Company): CompanyFormValues {
  return {
    name: company.name,
    contactName: company.contactName,
    contactPhone: company.contactPhone,
    contactEmail: company.contactEmail,
    subscriptionStatus: company.subscriptionStatus,
    dcMasterDataCompanyId: company.dcMasterDataCompanyId,
    notes: company.notes,
  };
}

type NameContext = { existingNames: readonly string[]; originalName?: string };

export function validateCompanyName(
  value: string,
  { existingNames, originalName }: NameContext,
): string | null {
  const name = value.trim().toLowerCase();
  if (!name) return messages.companyNameRequired;
  if (originalName !== undefined && name === originalName.trim().toLowerCase()) return null;
  return existingNames.some((existing) => existing.trim().toLowerCase() === name)
    ? messages.companyNameExists
    : null;
}

export function validateCompanyForm(values: CompanyFormValues, context: NameContext): CompanyFormErrors {
  const errors: CompanyFormErrors = {};
  const nameError = validateCompanyName(values.name, context);
  if (nameError) errors.name = nameError;
  const contactEmail = values.contactEmail.trim();
  if (contactEmail && !emailPattern.test(contactEmail)) errors.contactEmail = messages.contactEmailInvalid;
  return errors;
}

/** ADMIN-033: a company can be deleted only while it has no vessels. */
export function canDeleteCompany(company: Pick<Company, 'vesselCount'>): boolean {
  return company.vesselCount === 0;
}

/** The body of POST /Companies and PUT /Companies/{id}. */
export function companyRequest(values: CompanyFormValues): CompanyRequest {
  return {
    name: values.name.trim(),
    contactName: values.contactName.trim(),
    contactPhone: values.contactPhone.trim(),
    contactEmail: values.contactEmail.trim(),
    subscriptionStatus: values.subscriptionStatus,
    dcMasterDataCompanyId: values.dcMasterDataCompanyId.trim(),
    notes: values.notes.trim(),
  };
}
