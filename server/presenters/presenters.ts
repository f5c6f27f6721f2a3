// Records to wire contracts (camelCase, UTC ISO strings, the spec's field names).
import type { Company } from '../../domain/contracts/companies.ts';
import type { Feature } from '../../domain/contracts/features.ts';
import type { User } from '../../domain/contracts/users.ts';
import type { VesselCategory } from '../../domain/contracts/vessel-categories.ts';
import type { ExtendedVessel, Vessel } from '../../domain/contracts/vessels.ts';
import type { CompanyRecord } from '../repositories/companies.repository.ts';
import type { FeatureRecord } from '../repositories/features.repository.ts';
import type { UserRecord } from '../repositories/users.repository.ts';
import type { VesselCategoryRecord } from '../repositories/vessel-categories.repository.ts';
import type { VesselRecord } from '../repositories/vessels.repository.ts';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function presentUser(user: UserRecord): User {
  return {
    id: user.id,
    userName: user.email,
    name: user.name,
    title: user.title,
    email: user.email,
    phoneNumber: user.phoneNumber,
    role: user.role,
    companyId: user.companyId,
    companyName: user.companyName,
    apiKey: user.apiKeyPreview,
    lastActivityDate: iso(user.lastActivityAt),
    daysBeforeDataOutdated: user.daysBeforeDataOutdated,
    kognifaiTenantId: user.kognifaiTenantId,
    kognifaiClientId: user.kognifaiClientId,
    kognifaiClientSecret: user.kognifaiClientSecret,
    isNewUser: user.isNewUser,
  };
}

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
  };
}

export function presentVessel(vessel: VesselRecord): Vessel {
  return {
    id: vessel.id,
    name: vessel.name,
    imoNumber: vessel.imoNumber,
    companyId: vessel.companyId,
    companyName: vessel.companyName,
    vesselType: vessel.vesselType,
    deadweight: vessel.deadweight,
    grossTonnage: vessel.grossTonnage,
    created: vessel.createdAt.toISOString(),
    lastExportDate: iso(vessel.lastExportAt),
    draftMean: vessel.draftMean,
    ballastDraftHigh: vessel.ballastDraftHigh,
    ballastDraftLow: vessel.ballastDraftLow,
    ladenDraftHigh: vessel.ladenDraftHigh,
    ladenDraftLow: vessel.ladenDraftLow,
    maxContinuousRating: vessel.maxContinuousRating,
    speedMaxContinuousRating: vessel.speedMaxContinuousRating,
    numberOfShafts: vessel.numberOfShafts,
    activeStatus: vessel.activeStatus,
    isDataReceiver: vessel.isDataReceiver,
    // Filled once performance monitoring and the data pipeline report them.
    performanceStatus: null,
    course: null,
    logDataMinDate: null,
    logDataMaxDate: null,
    features: vessel.features,
  };
}

export function presentExtendedVessel(vessel: VesselRecord, accessGroupCount: number): ExtendedVessel {
  return { ...presentVessel(vessel), accessGroupCount };
}

export function presentFeature(feature: FeatureRecord): Feature {
  return { id: feature.id, name: feature.name, displayName: feature.displayName };
}

export function presentVesselCategory(category: VesselCategoryRecord): VesselCategory {
  return {
    id: category.id,
    name: category.name,
    isDefault: category.isDefault,
    companyId: category.companyId,
    companyName: category.companyName,
    vessels: category.vessels,
    users: category.users,
  };
}
