// Demo vessel settings (issue 5 §2 demo data): every demo vessel gets complete settings with the
// ship type of its kind, the cargo units it carries, two or three fuel tanks and one or two flow
// meters (at least one read by hand), so the emission report opens without the missing-settings
// warning. Rows are written through the synced tables, each at its own feed position.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { FuelConsumptionSource } from '../../domain/contracts/reference-lists.ts';
import type { VesselSettingsWrite } from '../../domain/contracts/vessel-settings.ts';
import type { Database } from '../db/schema.ts';
import {
  addVesselCargoUnit,
  flowMetersTable,
  fuelTanksTable,
  saveVesselSettings,
  vesselSettingsColumns,
} from '../vessel-settings/public.ts';
import type { WriteMeta } from '../db/synced-table.ts';
import { nextChangeSeq } from '../db/idempotency.ts';

/** Global fuel types and cargo units of 0110-create-voyage-data.sql. */
const fuel = {
  hfo: '7a1f0c00-0000-4000-8000-000000000001',
  mgo: '7a1f0c00-0000-4000-8000-000000000003',
  lng: '7a1f0c00-0000-4000-8000-000000000007',
} as const;
const cargo = {
  tonnes: 'c4a90000-0000-4000-8000-000000000001',
  cubicMetres: 'c4a90000-0000-4000-8000-000000000002',
  teu: 'c4a90000-0000-4000-8000-000000000003',
  passengers: 'c4a90000-0000-4000-8000-000000000004',
  cars: 'c4a90000-0000-4000-8000-000000000005',
  laneMetres: 'c4a90000-0000-4000-8000-000000000006',
} as const;

type Equipment = { name: string; fuelTypeId: string; sources: FuelConsumptionSource[] };
type DemoSettings = {
  particulars: Pick<
    VesselSettingsWrite,
    | 'vesselTypeId'
    | 'iceClassId'
    | 'portOfRegistry'
    | 'homePort'
    | 'energyEfficiencyDesignIndex'
    | 'estimatedIndexValue'
    | 'auxiliaryEnginesPower'
    | 'mainPropulsionPower'
    | 'deadweight'
    | 'netTonnage'
    | 'grossTonnage'
  >;
  company: 'northwind' | 'harbour';
  cargoUnits: string[];
  tanks: Equipment[];
  meters: Equipment[];
};

const companies = {
  northwind: {
    ownerCompanyName: 'Northwind Shipping AS',
    ownerCompanyAddress: 'Strandkaien 2, 5013 Bergen, Norway',
    operatorCompanyName: 'Northwind Ship Management AS',
    operatorCompanyAddress: 'Strandkaien 2, 5013 Bergen, Norway',
    emissionsContactPersonName: 'Ingrid Halvorsen',
    emissionsContactPersonAddress: 'Strandkaien 2, 5013 Bergen, Norway',
    emissionsContactPersonPhone: '+47 22 00 00 00',
    emissionsContactPersonEmail: 'emissions@northwind.example.com',
  },
  harbour: {
    ownerCompanyName: 'Harbour Lines A/S',
    ownerCompanyAddress: 'Amaliegade 10, 1256 Copenhagen K, Denmark',
    operatorCompanyName: 'Harbour Lines A/S',
    operatorCompanyAddress: 'Amaliegade 10, 1256 Copenhagen K, Denmark',
    emissionsContactPersonName: 'Tom Berg',
    emissionsContactPersonAddress: 'Amaliegade 10, 1256 Copenhagen K, Denmark',
    emissionsContactPersonPhone: '+45 33 00 00 00',
    emissionsContactPersonEmail: 'mrv@harbourlines.example.org',
  },
} as const;

const manual: FuelConsumptionSource[] = ['Manual', 'ManualEstimate'];

const demoSettings = {
  fjord: {
    company: 'northwind',
    particulars: {
      vesselTypeId: 'bulk_carrier',
      iceClassId: null,
      portOfRegistry: 'Bergen',
      homePort: 'Bergen',
      energyEfficiencyDesignIndex: 3.62,
      estimatedIndexValue: 3.95,
      auxiliaryEnginesPower: 1_980,
      mainPropulsionPower: 9_500,
      deadweight: 81_600,
      netTonnage: 26_900,
      grossTonnage: 43_300,
    },
    cargoUnits: [cargo.tonnes],
    tanks: [
      { name: 'HFO Bunker Tank 1 P', fuelTypeId: fuel.hfo, sources: manual },
      { name: 'HFO Bunker Tank 1 S', fuelTypeId: fuel.hfo, sources: manual },
      { name: 'MGO Storage Tank', fuelTypeId: fuel.mgo, sources: manual },
    ],
    meters: [
      { name: 'ME Fuel Inlet', fuelTypeId: fuel.hfo, sources: manual },
      { name: 'AE Fuel Inlet', fuelTypeId: fuel.mgo, sources: manual },
    ],
  },
  aurora: {
    company: 'northwind',
    particulars: {
      vesselTypeId: 'tanker',
      iceClassId: 'IC',
      portOfRegistry: 'Bergen',
      homePort: 'Mongstad',
      energyEfficiencyDesignIndex: 2.71,
      estimatedIndexValue: 2.98,
      auxiliaryEnginesPower: 2_850,
      mainPropulsionPower: 13_500,
      deadweight: 115_000,
      netTonnage: 33_600,
      grossTonnage: 62_800,
    },
    cargoUnits: [cargo.tonnes, cargo.cubicMetres],
    tanks: [
      { name: 'HFO Bunker Tank 2 P', fuelTypeId: fuel.hfo, sources: manual },
      { name: 'HFO Bunker Tank 2 S', fuelTypeId: fuel.hfo, sources: manual },
      { name: 'MGO Service Tank', fuelTypeId: fuel.mgo, sources: manual },
    ],
    meters: [{ name: 'ME Fuel Inlet', fuelTypeId: fuel.hfo, sources: manual }],
  },
  meridian: {
    company: 'northwind',
    particulars: {
      vesselTypeId: 'container_ship',
      iceClassId: null,
      portOfRegistry: 'Oslo',
      homePort: 'Oslo',
      energyEfficiencyDesignIndex: 8.94,
      estimatedIndexValue: 9.6,
      auxiliaryEnginesPower: 7_200,
      mainPropulsionPower: 45_000,
      deadweight: 110_400,
      netTonnage: 57_300,
      grossTonnage: 98_700,
    },
    cargoUnits: [cargo.teu, cargo.tonnes],
    tanks: [
      { name: 'HFO Settling Tank', fuelTypeId: fuel.hfo, sources: manual },
      { name: 'VLSFO Bunker Tank 3 C', fuelTypeId: fuel.hfo, sources: manual },
      { name: 'MGO Storage Tank', fuelTypeId: fuel.mgo, sources: manual },
    ],
    meters: [
      { name: 'ME Supply Meter', fuelTypeId: fuel.hfo, sources: manual },
      { name: 'Boiler Meter', fuelTypeId: fuel.mgo, sources: manual },
    ],
  },
  tern: {
    company: 'northwind',
    particulars: {
      vesselTypeId: 'ro_ro_cargo',
      iceClassId: 'IA',
      portOfRegistry: 'Tromsø',
      homePort: 'Tromsø',
      energyEfficiencyDesignIndex: 14.8,
      estimatedIndexValue: 16.1,
      auxiliaryEnginesPower: 3_400,
      mainPropulsionPower: 16_800,
      deadweight: 12_300,
      netTonnage: 9_420,
      grossTonnage: 31_400,
    },
    cargoUnits: [cargo.laneMetres, cargo.tonnes],
    tanks: [
      { name: 'HFO Double Bottom Tank', fuelTypeId: fuel.hfo, sources: manual },
      { name: 'MGO Day Tank', fuelTypeId: fuel.mgo, sources: manual },
    ],
    meters: [{ name: 'ME Port and Starboard Inlet', fuelTypeId: fuel.hfo, sources: manual }],
  },
  polaris: {
    company: 'northwind',
    particulars: {
      vesselTypeId: 'lng_carrier',
      iceClassId: 'IA_SUPER',
      portOfRegistry: 'Stavanger',
      homePort: 'Hammerfest',
      energyEfficiencyDesignIndex: 7.9,
      estimatedIndexValue: 8.7,
      auxiliaryEnginesPower: 11_400,
      mainPropulsionPower: 2 * 14_350,
      deadweight: 87_500,
      netTonnage: 34_000,
      grossTonnage: 113_500,
    },
    cargoUnits: [cargo.cubicMetres],
    tanks: [
      { name: 'LNG Fuel Tank', fuelTypeId: fuel.lng, sources: manual },
      { name: 'MGO Pilot Fuel Tank', fuelTypeId: fuel.mgo, sources: manual },
    ],
    meters: [
      { name: 'Gas Valve Unit Meter', fuelTypeId: fuel.lng, sources: manual },
      { name: 'Pilot Oil Meter', fuelTypeId: fuel.mgo, sources: manual },
    ],
  },
  kestrel: {
    company: 'harbour',
    particulars: {
      vesselTypeId: 'general_cargo_ship',
      iceClassId: null,
      portOfRegistry: 'Copenhagen',
      homePort: 'Aarhus',
      energyEfficiencyDesignIndex: 11.2,
      estimatedIndexValue: 12.4,
      auxiliaryEnginesPower: 720,
      mainPropulsionPower: 3_840,
      deadweight: 8_250,
      netTonnage: 2_980,
      grossTonnage: 5_650,
    },
    cargoUnits: [cargo.tonnes],
    tanks: [
      { name: 'MGO Bunker Tank P', fuelTypeId: fuel.mgo, sources: manual },
      { name: 'MGO Bunker Tank S', fuelTypeId: fuel.mgo, sources: manual },
    ],
    meters: [{ name: 'ME Fuel Meter', fuelTypeId: fuel.mgo, sources: manual }],
  },
  spirit: {
    company: 'harbour',
    particulars: {
      vesselTypeId: 'ro_ro_passenger',
      iceClassId: 'IC',
      portOfRegistry: 'Copenhagen',
      homePort: 'Frederikshavn',
      energyEfficiencyDesignIndex: 21.5,
      estimatedIndexValue: 23.0,
      auxiliaryEnginesPower: 4_600,
      mainPropulsionPower: 2 * 10_800,
      deadweight: 4_950,
      netTonnage: 8_430,
      grossTonnage: 28_100,
    },
    cargoUnits: [cargo.passengers, cargo.cars, cargo.laneMetres],
    tanks: [
      { name: 'MGO Storage Tank 1', fuelTypeId: fuel.mgo, sources: manual },
      { name: 'MGO Storage Tank 2', fuelTypeId: fuel.mgo, sources: manual },
      { name: 'MGO Day Tank', fuelTypeId: fuel.mgo, sources: manual },
    ],
    meters: [
      { name: 'ME Port Fuel Meter', fuelTypeId: fuel.mgo, sources: manual },
      { name: 'ME Starboard Fuel Meter', fuelTypeId: fuel.mgo, sources: manual },
    ],
  },
} satisfies Record<string, DemoSettings>;

export type DemoSettingsVessel = keyof typeof demoSettings;

/** Settings, cargo units, tanks and meters of every demo vessel (ids by the demo's vessel keys). */
export async function seedDemoVesselSettings(
  trx: Transaction<Database>,
  vesselIds: Record<DemoSettingsVessel, string>,
  userId: string,
): Promise<void> {
  const meta = async (): Promise<WriteMeta> => {
    return { userId, deviceId: null, changeSeq: await nextChangeSeq(trx), now: new Date() };
  };
  for (const [key, demo] of Object.entries(demoSettings) as [DemoSettingsVessel, DemoSettings][]) {
    const vesselId = vesselIds[key];
    // No windage: the demo's ISO 19030 values stay the stored speed trend's (ADR 0104).
    const settings = {
      ...demo.particulars,
      ...companies[demo.company],
      notes: null,
      windTransverseAreaM2: null,
      windAreaHeightM: null,
      anemometerHeightM: null,
      windDesignDraughtM: null,
      breadthM: null,
      windShipType: null,
      propulsiveEfficiency: null,
    };
    await saveVesselSettings(trx, vesselId, 0, vesselSettingsColumns(settings), await meta());
    for (const cargoUnitId of demo.cargoUnits) await addVesselCargoUnit(trx, vesselId, cargoUnitId);
    const rows = (items: Equipment[]) =>
      items.map((item) => ({
        id: randomUUID(),
        vessel_id: vesselId,
        name: item.name,
        fuel_type_id: item.fuelTypeId,
        fuel_consumption_sources: JSON.stringify(item.sources),
      }));
    for (const tank of rows(demo.tanks)) await fuelTanksTable.insert(trx, tank, await meta());
    for (const meter of rows(demo.meters))
      await flowMetersTable.insert(
        trx,
        { ...meter, fuel_mass_flow_rate_log_variable_id: null },
        await meta(),
      );
  }
}
