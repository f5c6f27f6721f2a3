// Emissions compliance (002 §2, §3, §7; EMIS-114, EMIS-225; ADR 0073) for every role that sees the
// vessel except the partner type: each voyage with its MRV figures once its data is confirmed
// (calculateMrvVoyage), the years of the confirmed voyages (aggregateMrvAnnual over each voyage's
// part in the year), and the files of the page, kept as vessel files in their own area.
import type {
  ComplianceFuel,
  ComplianceVoyages,
  EmissionSummary,
  EmissionYear,
} from '../../domain/contracts/emission-compliance.ts';
import { voyagePartIn, yearWindow, type CiiVoyage } from '../../domain/emissions/cii-periods.ts';
import { co2TonnesByFuel, type CustomFuelFactors } from '../../domain/emissions/fuels.ts';
import { aggregateMrvAnnual, calculateMrvVoyage, etsPhaseInShare } from '../../domain/emissions/mrv.ts';
import { readFuelTypes } from '../cii/cii.repository.ts';
import { readVoyageRecords } from '../cii/cii.service.ts';
import type { DataContext } from '../context.ts';
import type { Actor } from '../security/actor.ts';
import type { VesselFilesService } from '../vessel-files/vessel-files.service.ts';
import type { VoyageDataAccess } from '../vessels/voyage-data-access.ts';

const always = { fromMs: -8.64e15, toMs: 8.64e15 };
const iso = (ms: number) => new Date(ms).toISOString();

export function createEmissionComplianceService(deps: {
  db: DataContext['db'];
  access: VoyageDataAccess;
  files: VesselFilesService;
}) {
  async function basis(actor: Actor, vesselId: string) {
    await deps.access(actor, vesselId);
    const { records, fuelTypeIds } = await readVoyageRecords(deps.db, vesselId);
    const fuelTypes = await readFuelTypes(deps.db, [...new Set(fuelTypeIds)]);
    const factors: CustomFuelFactors = Object.fromEntries(
      fuelTypes.map((row) => [row.id, row.carbonEmissionFactor]),
    );
    const names = new Map(fuelTypes.map((row) => [row.id, row.name]));
    const fuelOf = (tonnes: Readonly<Partial<Record<string, number>>>): ComplianceFuel[] => {
      const co2 = co2TonnesByFuel(tonnes, factors);
      return Object.entries(tonnes)
        .map(([fuelTypeId, amount]) => ({
          fuelTypeId,
          fuelTypeName: names.get(fuelTypeId) ?? fuelTypeId,
          tonnes: amount ?? 0,
          co2Tonnes: co2[fuelTypeId] ?? 0,
        }))
        .sort((a, b) => b.tonnes - a.tonnes);
    };
    return { records, factors, fuelOf };
  }

  return {
    async voyages(actor: Actor, vesselId: string): Promise<ComplianceVoyages> {
      const { records, factors, fuelOf } = await basis(actor, vesselId);
      const voyages = records.map((record) => {
        const { voyage } = record;
        const part = record.isDataConfirmed ? voyagePartIn(voyage, always, factors) : null;
        const result = part ? calculateMrvVoyage(part) : null;
        return {
          departureId: voyage.departureId,
          name: voyage.name ?? '',
          fromPort: record.fromPortName,
          toPort: record.toPortName,
          startDate: iso(voyage.startMs),
          endDate: iso(voyage.endMs),
          isDataConfirmed: record.isDataConfirmed,
          distanceNm: part ? part.distanceNm : null,
          hoursAtSea: part ? part.hoursAtSea : null,
          fuel: part ? fuelOf(part.fuelTonnes) : [],
          co2Tonnes: result ? result.co2Tonnes : null,
          mrvBucket: result ? result.mrvBucket : null,
          etsShare: result ? result.etsShare : null,
        };
      });
      return { vesselId, voyages, files: await deps.files.list(actor, vesselId, 'compliance') };
    },

    async emissionSummary(actor: Actor, vesselId: string): Promise<EmissionSummary> {
      const { records, factors, fuelOf } = await basis(actor, vesselId);
      const confirmed: CiiVoyage[] = records.filter((r) => r.isDataConfirmed).map((r) => r.voyage);
      const years = new Set<number>();
      for (const voyage of confirmed)
        for (
          let year = new Date(voyage.startMs).getUTCFullYear();
          year <= new Date(voyage.endMs).getUTCFullYear();
          year += 1
        )
          years.add(year);
      const summaries: EmissionYear[] = [...years]
        .sort((a, b) => b - a)
        .map((year) => {
          const parts = confirmed
            .map((voyage) => voyagePartIn(voyage, yearWindow(year), factors))
            .filter((part) => part !== null);
          const annual = aggregateMrvAnnual(parts);
          return {
            year,
            voyageCount: parts.length,
            mrvVoyageCount: annual.voyageCount,
            mrvCo2Tonnes: annual.co2Tonnes,
            co2TonnesByBucket: annual.co2TonnesByBucket,
            etsCo2Tonnes: annual.etsCo2Tonnes,
            etsPhaseInShare: etsPhaseInShare(year),
            co2Tonnes: annual.imoDcs.co2Tonnes,
            distanceNm: annual.imoDcs.distanceNm,
            hoursAtSea: annual.imoDcs.hoursAtSea,
            fuel: fuelOf(annual.imoDcs.fuelTonnesByType),
          };
        });
      return {
        vesselId,
        years: summaries,
        unconfirmedVoyageCount: records.length - confirmed.length,
      };
    },
  };
}
