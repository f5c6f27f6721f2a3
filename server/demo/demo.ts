// The demo fleet of the platform issue (§2): Northwind Shipping (5 vessels) and Harbour Lines
// (2 vessels), their access groups and the demo accounts, all with the password `wakeline-demo`.
// Demo mode only; never in production mode.
import type { Kysely } from 'kysely';
import type { Role } from '../../domain/auth/roles.ts';
import type { Database } from '../db/schema.ts';
import { insertCompany } from '../companies/public.ts';
import { enableVesselFeature, listFeatures } from '../features/public.ts';
import { insertUser } from '../users/public.ts';
import {
  addCategoryUser,
  addCategoryVessel,
  insertCategory,
  insertDefaultCategory,
} from '../access-groups/public.ts';
import { insertVessel, type NewVessel } from '../vessels/public.ts';
import { hashPassword } from '../security/passwords.ts';
import { seedDemoVesselSettings } from './demo-vessel-settings.ts';
import { insertShapoliLimit } from '../shapoli/public.ts';

export const demoPassword = 'wakeline-demo';

type DemoVessel = Omit<NewVessel, 'companyId' | 'activeStatus' | 'isDataReceiver'> & {
  features: string[];
  /** An EEXI shaft power limit (kW): the vessel gets the Shapoli feature and this limit (ADR 0081). */
  shapoliLimitKw?: number;
};

const allFeatures = [
  'PerformanceMonitoring',
  'DataAnalysis',
  'Diagnostics',
  'EmissionReport',
  'CharterParty',
  'Fouling',
  'DataQuality',
];

const northwindVessels = {
  fjord: {
    name: 'Northwind Fjord',
    imoNumber: 9476123,
    vesselType: 'Bulk carrier',
    deadweight: 81_600,
    grossTonnage: 43_300,
    draftMean: 12.2,
    ballastDraftHigh: 7.8,
    ballastDraftLow: 7.2,
    ladenDraftHigh: 14.4,
    ladenDraftLow: 14.0,
    maxContinuousRating: 9_500,
    speedMaxContinuousRating: 89,
    numberOfShafts: 1,
    features: [...allFeatures, 'Shapoli'],
    // 75 % of the MCR: the EEXI of a bulk carrier of her age asked for a limited power.
    shapoliLimitKw: 7_125,
  },
  aurora: {
    name: 'Northwind Aurora',
    imoNumber: 9382451,
    vesselType: 'Oil tanker',
    deadweight: 115_000,
    grossTonnage: 62_800,
    draftMean: 13.1,
    ballastDraftHigh: 8.4,
    ballastDraftLow: 7.9,
    ladenDraftHigh: 15.0,
    ladenDraftLow: 14.6,
    maxContinuousRating: 13_500,
    speedMaxContinuousRating: 91,
    numberOfShafts: 1,
    features: [...allFeatures, 'Shapoli'],
    // 70 % of the MCR.
    shapoliLimitKw: 9_450,
  },
  meridian: {
    name: 'Northwind Meridian',
    imoNumber: 9630183,
    vesselType: 'Container ship',
    deadweight: 110_400,
    grossTonnage: 98_700,
    draftMean: 12.8,
    ballastDraftHigh: 11.2,
    ballastDraftLow: 10.8,
    ladenDraftHigh: 13.5,
    ladenDraftLow: 13.2,
    maxContinuousRating: 45_000,
    speedMaxContinuousRating: 84,
    numberOfShafts: 1,
    features: ['PerformanceMonitoring', 'DataAnalysis', 'EmissionReport'],
  },
  tern: {
    name: 'Northwind Tern',
    imoNumber: 9517343,
    vesselType: 'Ro-ro cargo ship',
    deadweight: 12_300,
    grossTonnage: 31_400,
    draftMean: 6.9,
    ballastDraftHigh: 6.2,
    ballastDraftLow: 5.9,
    ladenDraftHigh: 7.4,
    ladenDraftLow: 7.1,
    maxContinuousRating: 16_800,
    speedMaxContinuousRating: 118,
    numberOfShafts: 2,
    features: ['PerformanceMonitoring', 'EmissionReport'],
  },
  polaris: {
    name: 'Northwind Polaris',
    imoNumber: 9722900,
    vesselType: 'LNG carrier',
    deadweight: 87_500,
    grossTonnage: 113_500,
    draftMean: 11.4,
    ballastDraftHigh: 9.6,
    ballastDraftLow: 9.2,
    ladenDraftHigh: 12.0,
    ladenDraftLow: 11.7,
    maxContinuousRating: 2 * 14_350,
    speedMaxContinuousRating: 80,
    numberOfShafts: 2,
    features: allFeatures,
  },
} satisfies Record<string, DemoVessel>;

const harbourVessels = {
  kestrel: {
    name: 'Harbour Kestrel',
    imoNumber: 9188532,
    vesselType: 'General cargo ship',
    deadweight: 8_250,
    grossTonnage: 5_650,
    draftMean: 6.4,
    ballastDraftHigh: 4.6,
    ballastDraftLow: 4.2,
    ladenDraftHigh: 7.3,
    ladenDraftLow: 7.0,
    maxContinuousRating: 3_840,
    speedMaxContinuousRating: 600,
    numberOfShafts: 1,
    features: ['PerformanceMonitoring', 'EmissionReport'],
  },
  spirit: {
    name: 'Harbour Spirit',
    imoNumber: 9344174,
    vesselType: 'Ro-ro passenger ship',
    deadweight: 4_950,
    grossTonnage: 28_100,
    draftMean: 6.1,
    ballastDraftHigh: 5.9,
    ballastDraftLow: 5.6,
    ladenDraftHigh: 6.5,
    ladenDraftLow: 6.3,
    maxContinuousRating: 2 * 10_800,
    speedMaxContinuousRating: 500,
    numberOfShafts: 2,
    features: ['PerformanceMonitoring', 'DataAnalysis', 'EmissionReport'],
  },
} satisfies Record<string, DemoVessel>;

export type DemoAccount = {
  email: string;
  name: string;
  title: string;
  role: Role;
  company: 'northwind' | 'harbour' | null;
  /** The crew's mark (ADR 0117): Wakeline opens on the crew's pages. */
  worksOnBoard?: boolean;
};

export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'admin@example.com',
    name: 'Ada Admin',
    title: 'Wakeline operations',
    role: 'Administrator',
    company: null,
  },
  {
    email: 'super@example.com',
    name: 'Sigrid Super',
    title: 'Fleet manager',
    role: 'SuperUser',
    company: 'northwind',
  },
  {
    email: 'user@example.com',
    name: 'Ulrik User',
    title: 'Technical superintendent',
    role: 'User',
    company: 'northwind',
  },
  {
    email: 'crew@example.com',
    name: 'Cora Crew',
    title: 'Chief Officer, Northwind Fjord',
    role: 'User',
    company: 'northwind',
    worksOnBoard: true,
  },
  {
    email: 'partner@example.com',
    name: 'Petra Partner',
    title: 'Integration partner',
    role: 'KognifaiUser',
    company: 'northwind',
  },
  {
    email: 'other@example.org',
    name: 'Olav Other',
    title: 'Operations officer',
    role: 'User',
    company: 'harbour',
  },
  {
    email: 'manager@example.org',
    name: 'Maren Manager',
    title: 'Fleet manager',
    role: 'SuperUser',
    company: 'harbour',
  },
];

/** Who sees what, for the start-up banner and the README. */
export const demoAccountSummary: Record<string, string> = {
  'admin@example.com':
    'Administrator: all 7 vessels with IgnoreCompany, else its current company (Northwind)',
  'super@example.com': 'SuperUser, Northwind Shipping: its 5 vessels',
  'user@example.com': "User, Northwind Shipping: 3 vessels through the access group 'Bulk and tankers'",
  'crew@example.com': "User working on board, Northwind Shipping: Northwind Fjord through 'Fjord crew'",
  'partner@example.com':
    "KognifaiUser, Northwind Shipping: 2 vessels through 'Partner fleet', on /Kognifai only",
  'other@example.org': 'User, Harbour Lines: its 2 vessels',
  'manager@example.org': 'SuperUser, Harbour Lines: its 2 vessels',
};

/** Seeds the demo data in one transaction. */
export async function seedDemo(db: Kysely<Database>): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction().execute(async (trx) => {
    const features = new Map((await listFeatures(trx)).map((feature) => [feature.name, feature.id]));
    const limits: { vesselId: string; limitKw: number }[] = [];
    const addVessels = async <K extends string>(companyId: string, vessels: Record<K, DemoVessel>) => {
      const ids = {} as Record<K, string>;
      for (const key of Object.keys(vessels) as K[]) {
        const { features: featureNames, shapoliLimitKw, ...vessel } = vessels[key];
        ids[key] = await insertVessel(trx, {
          ...vessel,
          companyId,
          activeStatus: 'Active',
          isDataReceiver: false,
        });
        for (const name of featureNames) {
          const featureId = features.get(name);
          if (featureId) await enableVesselFeature(trx, ids[key], featureId);
        }
        if (shapoliLimitKw !== undefined) limits.push({ vesselId: ids[key], limitKw: shapoliLimitKw });
      }
      return ids;
    };

    const northwind = await insertCompany(trx, {
      name: 'Northwind Shipping',
      contactName: 'Ingrid Halvorsen',
      contactPhone: '+47 22 00 00 00',
      contactEmail: 'fleet@northwind.example.com',
      subscriptionStatus: 'Active',
      dcMasterDataCompanyId: 'NW-1001',
      notes: 'Demo company.',
    });
    const harbour = await insertCompany(trx, {
      name: 'Harbour Lines',
      contactName: 'Tom Berg',
      contactPhone: '+45 33 00 00 00',
      contactEmail: 'ops@harbourlines.example.org',
      subscriptionStatus: 'Active',
      dcMasterDataCompanyId: 'HL-2002',
      notes: 'Demo company.',
    });
    await insertDefaultCategory(trx, northwind);
    await insertDefaultCategory(trx, harbour);

    const nw = await addVessels(northwind, northwindVessels);
    const hl = await addVessels(harbour, harbourVessels);

    const companyIds = { northwind, harbour };
    const users: Record<string, string> = {};
    for (const account of demoAccounts) {
      const companyId = account.company ? companyIds[account.company] : null;
      users[account.email] = await insertUser(trx, {
        email: account.email,
        name: account.name,
        title: account.title,
        phoneNumber: '',
        role: account.role,
        homeCompanyId: companyId,
        currentCompanyId: account.role === 'Administrator' ? northwind : null,
        passwordHash,
        kognifaiTenantId: account.role === 'KognifaiUser' ? 'demo-tenant' : '',
        kognifaiClientId: account.role === 'KognifaiUser' ? 'demo-client' : '',
        kognifaiClientSecret: account.role === 'KognifaiUser' ? 'demo-secret' : '',
        isNewUser: false,
        worksOnBoard: account.worksOnBoard ?? false,
      });
    }

    const bulkAndTankers = await insertCategory(trx, northwind, 'Bulk and tankers');
    for (const vesselId of [nw.fjord, nw.aurora, nw.polaris])
      await addCategoryVessel(trx, bulkAndTankers, vesselId);
    await addCategoryUser(trx, bulkAndTankers, users['user@example.com']!);

    const fjordCrew = await insertCategory(trx, northwind, 'Fjord crew');
    await addCategoryVessel(trx, fjordCrew, nw.fjord);
    await addCategoryUser(trx, fjordCrew, users['crew@example.com']!);

    const partnerFleet = await insertCategory(trx, northwind, 'Partner fleet');
    for (const vesselId of [nw.meridian, nw.tern]) await addCategoryVessel(trx, partnerFleet, vesselId);
    await addCategoryUser(trx, partnerFleet, users['partner@example.com']!);

    const harbourFleet = await insertCategory(trx, harbour, 'Harbour fleet');
    for (const vesselId of [hl.kestrel, hl.spirit]) await addCategoryVessel(trx, harbourFleet, vesselId);
    await addCategoryUser(trx, harbourFleet, users['other@example.org']!);

    await seedDemoVesselSettings(trx, { ...nw, ...hl }, users['admin@example.com']!);
    for (const { vesselId, limitKw } of limits)
      await insertShapoliLimit(
        trx,
        {
          vesselId,
          limitKw,
          logVariableId: null,
          changedAt: new Date(),
          changedBy: users['admin@example.com']!,
          changedByName: 'Ada Admin',
        },
        null,
      );
  });
}
