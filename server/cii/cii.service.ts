// The CII of a vessel (001 §2 'CII. Results by day, year-to-date and year', PERF-051, PERF-162;
// ADR 0063) for every role that sees the vessel except the partner type. Year and year-to-date
// come from the voyages whose data is confirmed, through the IMO DCS totals of
// domain/emissions/mrv.ts and calculateCii; the days from the logged daily rollups of speed over
// ground and fuel mass flow, or from the noon reports of a vessel that logs neither; the requirement from the vessel settings' ship type, DWT and GT.
import {
  ciiMessages,
  type CiiDays,
  type CiiFuelType,
  type CiiPeriod as CiiPeriodAnswer,
  type CiiRequirementAnswer,
  type CiiSetting,
  type CiiYear,
  type CiiYearQuery,
  type CiiDayQuery,
  type CiiYtd,
} from '../../domain/contracts/cii.ts';
import { ciiCapacityUnit, ciiRequirement } from '../../domain/emissions/cii.ts';
import { isCiiShipType } from '../../domain/emissions/cii-rules.ts';
import {
  CII_FORECAST_DESCRIPTION,
  CII_REFERENCE_YEAR,
  ciiPeriod,
  dailyCiiSeries,
  forecastYearEnd,
  fuelMixAt,
  loggedDays,
  noonReportDays,
  shareInWindow,
  yearWindow,
  type CiiContext,
  type CiiLoggedVariable,
  type CiiPeriod,
  type CiiShip,
  type FuelMixVoyage,
  type TimeWindow,
} from '../../domain/emissions/cii-periods.ts';
import type { CustomFuelFactors } from '../../domain/emissions/fuels.ts';
import { unitConversion } from '../../domain/log-data/units.ts';
import { listNoonReports } from '../noon-reports/public.ts';
import type { DataContext } from '../context.ts';
import type { Actor } from '../security/actor.ts';
import type { VoyageDataAccess } from '../vessels/public.ts';
import {
  findCiiVariables,
  readDailyRollups,
  readEquipmentFuelType,
  readFuelTypes,
  readShipSettings,
  readVoyageData,
  type CiiShipSettings,
  type DailyMeansReader,
} from './cii.repository.ts';
import { ciiFigures, ciiVoyagesOf, fuelAmounts, type CiiVoyageRecord } from './cii.presenter.ts';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The ship data the CII needs, or which of it the settings lack. */
function shipOf(
  settings: CiiShipSettings,
  year: number,
): { ship: CiiShip | null; missing: CiiSetting[]; typeName: string } {
  const positive = (value: number | null) => value !== null && Number.isFinite(value) && value > 0;
  const type = settings.vesselTypeId;
  const missing: CiiSetting[] = [];
  if (!type || !isCiiShipType(type)) {
    missing.push('Ship type');
    if (!positive(settings.deadweight)) missing.push('Deadweight');
    if (!positive(settings.grossTonnage)) missing.push('Gross tonnage');
    return { ship: null, missing, typeName: '' };
  }
  const unit = ciiCapacityUnit(type, year);
  if (unit === 'DWT' && !positive(settings.deadweight)) missing.push('Deadweight');
  if (unit === 'GT' && !positive(settings.grossTonnage)) missing.push('Gross tonnage');
  return {
    ship: missing.length
      ? null
      : { shipType: type, dwt: settings.deadweight ?? 0, gt: settings.grossTonnage ?? 0 },
    missing,
    typeName: settings.vesselTypeName ?? type,
  };
}

/**
 * Every voyage of a vessel as the emission calculations read it (bounds, ports, legs, fuel entries),
 * and the fuel types its entries name; the emissions compliance summary reads the same.
 */
export async function readVoyageRecords(db: DataContext['db'], vesselId: string) {
  const { events, entries } = await readVoyageData(db, vesselId);
  return { records: ciiVoyagesOf(events, entries), fuelTypeIds: entries.map((entry) => entry.fuelTypeId) };
}

export function createCiiService(
  deps: DataContext & {
    access: VoyageDataAccess;
    /** Where the daily means come from: the rollups (default), or raw samples (bench, tests). */
    readDailyMeans?: DailyMeansReader;
  },
) {
  const readDailyMeans = deps.readDailyMeans ?? readDailyRollups;

  /** Access first, then the vessel's ship data and the year's requirement. */
  async function basisOf(actor: Actor, vesselId: string, year: number) {
    await deps.access(actor, vesselId);
    const { ship, missing, typeName } = shipOf(await readShipSettings(deps.db, vesselId), year);
    const requirement = ship ? ciiRequirement({ ...ship, year }) : null;
    const requirementAnswer: CiiRequirementAnswer | null =
      ship && requirement
        ? {
            shipType: ship.shipType,
            shipTypeName: typeName,
            capacity: requirement.capacity,
            capacityUnit: requirement.capacityUnit,
            referenceCii: requirement.referenceCii,
            requiredCii: requirement.requiredCii,
            boundaries: requirement.boundaries,
            reductionFactorPercent: requirement.reductionFactorPercent,
            referenceYear: CII_REFERENCE_YEAR,
            ruleVersion: requirement.ruleVersion,
          }
        : null;
    return {
      ship,
      requirement,
      header: {
        vesselId,
        year,
        requirement: requirementAnswer,
        missingSettings: missing,
        notice: missing.length ? ciiMessages.missingSettings(missing) : null,
      },
    };
  }

  /** The fuel types a set of ids names, and their carbon factors for the calculations. */
  async function fuelTypesOf(ids: Iterable<string>) {
    const rows = await readFuelTypes(deps.db, [...new Set(ids)]);
    const factors: CustomFuelFactors = Object.fromEntries(
      rows.map((row) => [row.id, row.carbonEmissionFactor]),
    );
    const named = (used: Iterable<string>): CiiFuelType[] => {
      const wanted = new Set(used);
      return rows.filter((row) => wanted.has(row.id));
    };
    return { factors, named };
  }

  const voyageRecordsOf = (vesselId: string) => readVoyageRecords(deps.db, vesselId);

  /** The days of the vessel's noon reports in the window (for a vessel without logged data). */
  async function noonReportDaysOf(vesselId: string, window: TimeWindow) {
    const reports = await listNoonReports(deps.db, vesselId, iso(window.fromMs), iso(window.toMs));
    return noonReportDays(
      reports.map((report) => ({
        atMs: Date.parse(report.reportTimeUtc),
        distanceOverGroundNm: report.distanceOverGroundNm,
        fuel: report.fuel,
      })),
    );
  }

  function periodAnswer(
    period: CiiPeriod,
    records: readonly CiiVoyageRecord[],
    factors: CustomFuelFactors,
  ): CiiPeriodAnswer {
    const { window } = period;
    return {
      fromDate: iso(window.fromMs),
      toDate: iso(window.toMs),
      coveredFrom: period.coveredFromMs === null ? null : iso(period.coveredFromMs),
      coveredTo: period.coveredToMs === null ? null : iso(period.coveredToMs),
      voyageCount: period.voyages.length,
      unconfirmedVoyageCount: records.filter(
        (record) =>
          !record.isDataConfirmed && shareInWindow(record.voyage.startMs, record.voyage.endMs, window) > 0,
      ).length,
      distanceNm: period.distanceNm,
      co2Tonnes: period.co2Tonnes,
      fuel: fuelAmounts(period.fuelTonnes, factors),
      cii: ciiFigures(period.cii),
    };
  }

  /** The period of the confirmed voyages in a window, with what every period answer needs. */
  async function periodOf(actor: Actor, query: CiiYearQuery, window: (year: TimeWindow) => TimeWindow) {
    const basis = await basisOf(actor, query.vesselId, query.year);
    const { records, fuelTypeIds } = await voyageRecordsOf(query.vesselId);
    const fuelTypes = await fuelTypesOf(fuelTypeIds);
    const context: CiiContext = { ship: basis.ship, year: query.year, customFuelFactors: fuelTypes.factors };
    const confirmed = records.filter((record) => record.isDataConfirmed).map((record) => record.voyage);
    const period = ciiPeriod(confirmed, window(yearWindow(query.year)), context);
    return { basis, records, fuelTypes, context, period };
  }

  return {
    async ytd(actor: Actor, query: CiiYearQuery): Promise<CiiYtd> {
      const nowMs = deps.now().getTime();
      const { basis, records, fuelTypes, context, period } = await periodOf(actor, query, (year) => ({
        fromMs: year.fromMs,
        toMs: Math.min(Math.max(nowMs, year.fromMs), year.toMs),
      }));
      const forecast = forecastYearEnd(period, context);
      return {
        ...basis.header,
        fuelTypes: fuelTypes.named(Object.keys(period.fuelTonnes)),
        period: periodAnswer(period, records, fuelTypes.factors),
        forecast: forecast && {
          method: forecast.method,
          description: CII_FORECAST_DESCRIPTION,
          daysCovered: forecast.daysCovered,
          daysInYear: forecast.daysInYear,
          scale: forecast.scale,
          distanceNm: forecast.distanceNm,
          co2Tonnes: forecast.co2Tonnes,
          fuel: fuelAmounts(forecast.fuelTonnes, fuelTypes.factors),
          cii: ciiFigures(forecast.cii),
          restOfYearCiiForRatingC: forecast.restOfYearCiiForRatingC,
        },
      };
    },

    async year(actor: Actor, query: CiiYearQuery): Promise<CiiYear> {
      const nowMs = deps.now().getTime();
      const { basis, records, fuelTypes, period } = await periodOf(actor, query, (year) => year);
      const answer = periodAnswer(period, records, fuelTypes.factors);
      const byId = new Map(records.map((record) => [record.voyage.departureId, record]));
      return {
        ...basis.header,
        fuelTypes: fuelTypes.named(Object.keys(period.fuelTonnes)),
        period: answer,
        isComplete: nowMs >= period.window.toMs && answer.unconfirmedVoyageCount === 0,
        voyages: period.voyages.map(({ voyage, part, timeShare, co2Tonnes }) => ({
          departureId: voyage.departureId,
          name: voyage.name,
          startDate: iso(voyage.startMs),
          endDate: iso(voyage.endMs),
          fromPort: byId.get(voyage.departureId)?.fromPortName ?? null,
          toPort: byId.get(voyage.departureId)?.toPortName ?? null,
          timeShare,
          distanceNm: part.distanceNm,
          co2Tonnes,
          fuel: fuelAmounts(part.fuelTonnes as Record<string, number>, fuelTypes.factors),
        })),
      };
    },

    async day(actor: Actor, query: CiiDayQuery): Promise<CiiDays> {
      const basis = await basisOf(actor, query.vesselId, query.year);
      const fromDate = query.fromDate ?? `${query.year}-01-01`;
      const toDate = query.toDate ?? `${query.year}-12-31`;
      const window = { fromMs: Date.parse(fromDate), toMs: Date.parse(toDate) + DAY_MS };

      const variables: (CiiLoggedVariable & { label: string })[] = [];
      for (const row of await findCiiVariables(deps.engine, query.vesselId)) {
        const conversion = unitConversion(row.unit, row.kind === 'speed' ? 'kn' : 'kg/h');
        if (!conversion || conversion.offset !== 0) continue;
        variables.push({
          id: row.id,
          kind: row.kind,
          toBaseFactor: conversion.factor,
          flowMeterFuelTypeId: row.flowMeterFuelTypeId,
          label: row.onboardSystem ? `${row.name} (${row.onboardSystem})` : row.name,
        });
      }
      const { records, fuelTypeIds } = await voyageRecordsOf(query.vesselId);
      const mixVoyages: FuelMixVoyage[] = records.map(({ voyage }) => {
        const fuelTonnes: Record<string, number> = {};
        for (const entry of voyage.fuel)
          fuelTonnes[entry.fuelTypeId] = (fuelTonnes[entry.fuelTypeId] ?? 0) + entry.tonnes;
        return { startMs: voyage.startMs, endMs: voyage.endMs, fuelTonnes };
      });
      const equipmentFuelTypeId = await readEquipmentFuelType(deps.db, query.vesselId);
      const means = await readDailyMeans(
        deps.engine,
        query.vesselId,
        variables.map((variable) => variable.id),
        window.fromMs,
        window.toMs,
      );
      // A vessel that logs neither speed nor fuel: its noon reports give the days (issue 24 §2).
      const fromNoonReports = means.length === 0 ? await noonReportDaysOf(query.vesselId, window) : [];
      const days =
        fromNoonReports.length > 0
          ? fromNoonReports
          : loggedDays(means, variables, (atMs) => fuelMixAt(atMs, mixVoyages, equipmentFuelTypeId));
      const usedFuelTypes = new Set(days.flatMap((day) => Object.keys(day.fuelTonnes)));
      const fuelTypes = await fuelTypesOf([
        ...fuelTypeIds,
        ...usedFuelTypes,
        ...(equipmentFuelTypeId ? [equipmentFuelTypeId] : []),
      ]);
      const series = dailyCiiSeries(days, basis.requirement, fuelTypes.factors);
      return {
        ...basis.header,
        fuelTypes: fuelTypes.named(usedFuelTypes),
        fromDate,
        toDate,
        source: fromNoonReports.length > 0 ? 'noonReports' : 'sensor',
        speedVariable:
          fromNoonReports.length > 0
            ? null
            : (variables.find((variable) => variable.kind === 'speed')?.label ?? null),
        fuelVariables:
          fromNoonReports.length > 0
            ? []
            : variables.filter((variable) => variable.kind === 'fuel').map((v) => v.label),
        days: series.map((day) => ({
          date: day.date,
          distanceNm: day.distanceNm,
          fuel: Object.entries(day.fuelTonnes).map(([fuelTypeId, tonnes]) => ({ fuelTypeId, tonnes })),
          unassignedFuelTonnes: day.unassignedFuelTonnes,
          fuelTypeBasis: day.fuelTypeBasis,
          co2Tonnes: day.co2Tonnes,
          attainedCii: day.attainedCii,
          rating: day.rating,
          cumulativeAttainedCii: day.cumulativeAttainedCii,
        })),
      };
    },
  };
}

export type CiiService = ReturnType<typeof createCiiService>;
