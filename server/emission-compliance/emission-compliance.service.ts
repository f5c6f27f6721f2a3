// Emissions compliance (002 §2, §3, §7; EMIS-114, EMIS-225; ADR 0073, ADR 0105) for every role that
// sees the vessel except the partner type: each voyage with its figures once its data is confirmed
// (`voyageFigures`: the passage and the stay at berth after the arrival), each year with a
// confirmed departure (`vesselYear`: the same annual figures as the annual MRV and IMO DCS reports
// and the Emission report's EU ETS, FuelEU and UK ETS), from one read of the vessel's voyages; and
// the files of the page, kept as vessel files in their own area.
import type {
  ComplianceFuel,
  ComplianceVoyages,
  EmissionSummary,
  EmissionYear,
} from '../../domain/contracts/emission-compliance.ts';
import { reportYears, voyageFigures, type ReportVoyage } from '../../domain/emissions/emission-reports.ts';
import { co2TonnesByFuel, type CustomFuelFactors } from '../../domain/emissions/fuels.ts';
import { etsPhaseInShare } from '../../domain/emissions/mrv.ts';
import { vesselYear } from '../../domain/emissions/vessel-year.ts';
import { fillMessage, messages } from '../../domain/messages.ts';
import type { DataContext } from '../context.ts';
import { readEmissionBasis } from '../emission-reports/public.ts';
import { notFound } from '../http/app-error.ts';
import type { Actor } from '../security/actor.ts';
import type { VesselFilesService } from '../vessel-files/public.ts';
import type { VoyageDataAccess } from '../vessels/public.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const tonnesText = (value: number) => value.toFixed(1);

/** What a year's figures include and leave out, in the words of domain/messages.ts. */
export function yearNotes(year: number, excluded: EmissionYear): string[] {
  const notes: string[] = [messages.yearCountsDepartures];
  if (excluded.unconfirmedVoyageCount > 0)
    notes.push(
      fillMessage(messages.yearUnconfirmedVoyages, {
        count: String(excluded.unconfirmedVoyageCount),
        year: String(year),
      }),
    );
  if (excluded.outsideMrvCo2Tonnes >= 0.05)
    notes.push(
      fillMessage(messages.yearOutsideMrv, {
        tonnes: tonnesText(excluded.outsideMrvCo2Tonnes),
        berth: tonnesText(excluded.nonMemberStateBerthCo2Tonnes),
      }),
    );
  return notes;
}

export function createEmissionComplianceService(deps: {
  db: DataContext['db'];
  engine: DataContext['engine'];
  access: VoyageDataAccess;
  files: VesselFilesService;
}) {
  async function basis(actor: Actor, vesselId: string) {
    await deps.access(actor, vesselId);
    const read = await readEmissionBasis(deps.engine, vesselId, { all: true });
    if (!read) throw notFound('The vessel was not found.');
    const names = new Map(read.fuelTypes.map((row) => [row.id, row.name]));
    const factors: CustomFuelFactors = read.factors;
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
    return { ...read, fuelOf };
  }

  const lastEventMs = (voyage: ReportVoyage) => voyage.events[voyage.events.length - 1]!.timestampMs;

  return {
    async voyages(actor: Actor, vesselId: string): Promise<ComplianceVoyages> {
      const { voyages: records, factors, fuelOf } = await basis(actor, vesselId);
      const voyages = records.map((voyage) => {
        const confirmed = voyage.dataConfirmedAt !== null;
        const figures = confirmed ? voyageFigures(voyage, factors) : null;
        return {
          departureId: voyage.departureId,
          name: voyage.name ?? '',
          fromPort: voyage.departurePort?.name ?? null,
          toPort: voyage.arrivalPort?.name ?? null,
          startDate: iso(voyage.events[0]!.timestampMs),
          endDate: iso(lastEventMs(voyage)),
          isDataConfirmed: confirmed,
          distanceNm: figures ? figures.distanceNm : null,
          hoursAtSea: figures ? figures.hoursAtSea : null,
          fuel: figures ? fuelOf(figures.fuelTonnesByType) : [],
          co2Tonnes: figures ? figures.co2Tonnes : null,
          mrvBucket: figures ? figures.mrvBucket : null,
          etsShare: figures ? figures.passage.result.etsShare : null,
          co2AtBerthTonnes: figures ? (figures.atBerth?.result.co2Tonnes ?? 0) : null,
        };
      });
      return { vesselId, voyages, files: await deps.files.list(actor, vesselId, 'compliance') };
    },

    async emissionSummary(actor: Actor, vesselId: string): Promise<EmissionSummary> {
      const { ship, voyages, fuels, factors, fuelOf } = await basis(actor, vesselId);
      const summaries: EmissionYear[] = reportYears(voyages).map((year) => {
        const { figures, carbon } = vesselYear({ id: vesselId, companyId: ship.companyId }, voyages, year, {
          fuels,
          factors,
        });
        const { annual, excluded } = figures;
        const row: EmissionYear = {
          year,
          voyageCount: figures.voyages.length,
          mrvVoyageCount: annual.voyageCount,
          mrvCo2Tonnes: annual.co2Tonnes,
          co2TonnesByBucket: annual.co2TonnesByBucket,
          etsCo2Tonnes: annual.etsCo2Tonnes,
          etsPhaseInShare: etsPhaseInShare(year),
          co2Tonnes: annual.imoDcs.co2Tonnes,
          distanceNm: annual.imoDcs.distanceNm,
          hoursAtSea: annual.imoDcs.hoursAtSea,
          fuel: fuelOf(annual.imoDcs.fuelTonnesByType),
          transportWorkTonneNm: annual.imoDcs.transportWorkTonneNm,
          euEtsSurrenderTonnesCo2e: carbon.totals.euEtsSurrenderTonnesCo2e,
          fuelEuBalanceTonnesCo2e: carbon.totals.fuelEuBalanceTonnesCo2e,
          ukEtsSurrenderTonnesCo2e: carbon.totals.ukEtsSurrenderTonnesCo2e,
          unconfirmedVoyageCount: excluded.unconfirmedVoyageCount,
          outsideMrvCo2Tonnes: excluded.outsideMrvCo2Tonnes,
          nonMemberStateBerthCo2Tonnes: excluded.nonMemberStateBerthCo2Tonnes,
          notes: [],
        };
        return { ...row, notes: yearNotes(year, row) };
      });
      return {
        vesselId,
        years: summaries,
        unconfirmedVoyageCount: voyages.filter((voyage) => voyage.dataConfirmedAt === null).length,
      };
    },
  };
}
