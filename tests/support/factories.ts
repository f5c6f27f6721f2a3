// Request bodies with sensible defaults, so a test states only what matters:
// `buildUser({ role: 'SuperUser' })`, `buildVesselUpdate({ draftMean: 30 })`.
import { randomUUID } from 'node:crypto';
import type { CompanyRequest } from '../../domain/contracts/companies.ts';
import type { UserCreateRequest } from '../../domain/contracts/users.ts';
import type { VesselUpdateRequest } from '../../domain/contracts/vessels.ts';

const unique = () => randomUUID().slice(0, 8);

export function buildUser(overrides: Partial<UserCreateRequest> = {}): UserCreateRequest {
  const id = unique();
  return {
    email: `crew.${id}@northwind.example.com`,
    name: `Crew Member ${id}`,
    title: 'Chief engineer',
    phoneNumber: '+47 900 00 000',
    role: 'User',
    ...overrides,
  };
}

export function buildCompany(overrides: Partial<CompanyRequest> = {}): CompanyRequest {
  return {
    name: `Test Shipping ${unique()}`,
    contactName: 'Kari Nordmann',
    contactPhone: '+47 22 22 22 22',
    contactEmail: 'contact@test-shipping.example.com',
    subscriptionStatus: 'Active',
    dcMasterDataCompanyId: 'TS-1',
    notes: '',
    ...overrides,
  };
}

export function buildVesselUpdate(
  overrides: Partial<Record<keyof VesselUpdateRequest, unknown>> = {},
): Record<string, unknown> {
  return {
    name: 'Northwind Fjord',
    draftMean: 12.5,
    ballastDraftHigh: 7.8,
    ballastDraftLow: 7.2,
    ladenDraftHigh: 14.4,
    ladenDraftLow: 14.0,
    maxContinuousRating: 9500,
    speedMaxContinuousRating: 89,
    numberOfShafts: 1,
    ...overrides,
  };
}

export function buildAccessGroupName(): string {
  return `Group ${unique()}`;
}
