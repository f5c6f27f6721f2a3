// Noon reports (issue 24 §2, ADR 0102): the crew's daily report of a vessel, entered offline and
// sent through the outbox like the voyage events. Quantities carry their unit in their name;
// the report time is kept as entered (with its zone offset) and as the UTC instant.
import * as v from 'valibot';
import { formatDateTime } from '../format/date-time.ts';
import { fillMessage, messages } from '../messages.ts';
import { endpoint } from './endpoint.ts';
import { VoyageReportParamsSchema, VoyageReportQuerySchema } from './emission-reports.ts';

/** The fuel consumers a noon report splits the fuel by. */
export const noonReportConsumers = ['MainEngine', 'AuxiliaryEngines', 'Boilers', 'Other'] as const;
export type NoonReportConsumer = (typeof noonReportConsumers)[number];

/** An ISO 8601 time with an explicit offset (Z or ±hh:mm): the ship's time as the crew entered it. */
const zonedTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const field = (name: string) => fillMessage(messages.noonReportNotNegative, { field: name });
const numberOf = (name: string) => fillMessage(messages.noonReportNumber, { field: name });

/** A finite number ≥ 0 whose refusal names the field in plain words. */
function amount(name: string, max = 1e9) {
  return v.pipe(
    v.number(numberOf(name)),
    v.finite(numberOf(name)),
    v.minValue(0, field(name)),
    v.maxValue(max, numberOf(name)),
  );
}
const optionalAmount = (name: string, max?: number) => v.nullish(amount(name, max), null);

const FuelTypeIdSchema = v.pipe(v.string(messages.noonReportFuelType), v.uuid(messages.noonReportFuelType));

export const NoonReportFuelSchema = v.object({
  fuelTypeId: FuelTypeIdSchema,
  consumer: v.picklist(noonReportConsumers, messages.noonReportConsumer),
  tonnes: amount('fuel used'),
});
export type NoonReportFuel = v.InferOutput<typeof NoonReportFuelSchema>;

export const NoonReportRobSchema = v.object({
  fuelTypeId: FuelTypeIdSchema,
  /** Remaining on board at the report time. */
  robTonnes: amount('remaining on board'),
  /** Bunkered since the previous report (0 when none). */
  bunkeredTonnes: v.optional(amount('bunkered fuel'), 0),
});
export type NoonReportRob = v.InferOutput<typeof NoonReportRobSchema>;

export const NoonReportWriteSchema = v.object({
  id: v.pipe(v.string(messages.noonReportIdRequired), v.uuid(messages.noonReportIdRequired)),
  vesselId: v.pipe(v.string(messages.noonReportVesselRequired), v.uuid(messages.noonReportVesselRequired)),
  /** Ship's time with its offset, e.g. 2026-03-01T12:00:00+04:00. */
  reportTime: v.pipe(
    v.string(messages.noonReportTimeRequired),
    v.regex(zonedTimePattern, messages.noonReportTimeRequired),
    v.check((text) => !Number.isNaN(Date.parse(text)), messages.noonReportTimeRequired),
    v.check((text) => Math.abs(offsetMinutesOf(text)) <= 14 * 60, messages.noonReportTimeRequired),
  ),
  latitude: v.pipe(
    v.number(messages.noonReportLatitude),
    v.minValue(-90, messages.noonReportLatitude),
    v.maxValue(90, messages.noonReportLatitude),
  ),
  longitude: v.pipe(
    v.number(messages.noonReportLongitude),
    v.minValue(-180, messages.noonReportLongitude),
    v.maxValue(180, messages.noonReportLongitude),
  ),
  hoursSteamed: amount('hours steamed', 1000),
  distanceOverGroundNm: amount('distance over ground', 100_000),
  distanceThroughWaterNm: optionalAmount('distance through water', 100_000),
  averageSpeedKn: amount('average speed', 100),
  mainEnginePowerKw: optionalAmount('main engine power'),
  shaftSpeedRpm: optionalAmount('shaft speed', 100_000),
  fuel: v.pipe(v.array(NoonReportFuelSchema), v.maxLength(100)),
  rob: v.pipe(
    v.array(NoonReportRobSchema),
    v.maxLength(50),
    v.check(
      (lines) => new Set(lines.map((line) => line.fuelTypeId)).size === lines.length,
      messages.noonReportDuplicateRob,
    ),
  ),
  draftForwardM: optionalAmount('forward draft', 50),
  draftAftM: optionalAmount('aft draft', 50),
  windForceBeaufort: v.nullish(
    v.pipe(
      v.number(messages.noonReportWindForce),
      v.integer(messages.noonReportWindForce),
      v.minValue(0, messages.noonReportWindForce),
      v.maxValue(12, messages.noonReportWindForce),
    ),
    null,
  ),
  windDirectionDeg: v.nullish(
    v.pipe(
      v.number(messages.noonReportWindDirection),
      v.minValue(0, messages.noonReportWindDirection),
      v.maxValue(360, messages.noonReportWindDirection),
    ),
    null,
  ),
  seaStateDouglas: v.nullish(
    v.pipe(
      v.number(messages.noonReportSeaState),
      v.integer(messages.noonReportSeaState),
      v.minValue(0, messages.noonReportSeaState),
      v.maxValue(9, messages.noonReportSeaState),
    ),
    null,
  ),
  cargoTonnes: optionalAmount('cargo'),
  remarks: v.nullish(v.pipe(v.string(), v.maxLength(2000)), null),
});
export type NoonReportWrite = v.InferOutput<typeof NoonReportWriteSchema>;
export type NoonReportWriteInput = v.InferInput<typeof NoonReportWriteSchema>;

export const noonReportWarningRules = ['dayLength', 'distance', 'rob', 'position'] as const;
export const NoonReportWarningSchema = v.object({
  rule: v.picklist(noonReportWarningRules),
  message: v.string(),
});
export type NoonReportWarning = v.InferOutput<typeof NoonReportWarningSchema>;

export const NoonReportSchema = v.object({
  ...NoonReportWriteSchema.entries,
  reportTime: v.string(),
  /** The same instant in UTC. */
  reportTimeUtc: v.string(),
  /** The plausibility warnings found when the report was last saved (it was saved nonetheless). */
  warnings: v.array(NoonReportWarningSchema),
  createdBy: v.nullable(v.string()),
  version: v.number(),
  isDeleted: v.boolean(),
});
export type NoonReport = v.InferOutput<typeof NoonReportSchema>;
export const NoonReportListSchema = v.array(NoonReportSchema);

/** GET /NoonReports/Find: a vessel's reports with from ≤ reportTimeUtc < to. */
export const FindNoonReportsQuerySchema = v.object({
  vesselId: v.pipe(v.string(messages.noonReportVesselRequired), v.uuid(messages.noonReportVesselRequired)),
  from: v.pipe(v.string(), v.isoTimestamp('The start of the period must be a time (ISO 8601).')),
  to: v.pipe(v.string(), v.isoTimestamp('The end of the period must be a time (ISO 8601).')),
});

/** The offset of a zoned ISO time in minutes east of UTC (Z = 0). */
export function offsetMinutesOf(text: string): number {
  const match = /([+-])(\d{2}):(\d{2})$/.exec(text);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** '+04:00' for 240 minutes east of UTC. */
export function utcOffsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/**
 * '01. Mar, 2026 12:00 (UTC+04:00)': a ship's time as entered (`reportTime`, with its offset), at
 * that offset in the spec's display format; `utc` is the same instant when it is kept apart.
 */
export function formatShipTime(reportTime: string, utc: string = reportTime): string {
  const minutes = offsetMinutesOf(reportTime);
  const shifted = new Date(Date.parse(utc) + minutes * 60_000);
  return `${formatDateTime(shifted)} (UTC${utcOffsetText(minutes)})`;
}

/** The time as entered again: the UTC instant shown at its offset (e.g. 2026-03-01T12:00:00+04:00). */
export function zonedTimeOf(utc: Date, offsetMinutes: number): string {
  const local = new Date(utc.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
  if (offsetMinutes === 0) return `${local}Z`;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * GET /EmissionReport/VoyageNoonFuel/{id} (issue 24 §2, ADR 0106): per fuel type, the voyage's fuel
 * of the passage (departure to arrival) beside the sum of the noon reports of that period and the
 * difference (noon reports minus voyage), all in tonnes.
 */
export const VoyageNoonFuelSchema = v.object({
  departureId: v.string(),
  /** The period: after the departure, up to the arrival (or the voyage's last event without one). */
  from: v.string(),
  to: v.string(),
  /** 0: the voyage has no noon reports. */
  reportCount: v.number(),
  fuels: v.array(
    v.object({
      fuelTypeId: v.string(),
      fuelTypeName: v.string(),
      voyageTonnes: v.number(),
      noonReportTonnes: v.number(),
      differenceTonnes: v.number(),
    }),
  ),
});
export type VoyageNoonFuel = v.InferOutput<typeof VoyageNoonFuelSchema>;

const IdParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid(messages.idNotUuid)) });

/** The noon reports' endpoints (declared once for the server's router and the client, ADR 0102). */
export const noonReportEndpoints = {
  find: endpoint({
    method: 'get',
    path: '/NoonReports/Find',
    query: FindNoonReportsQuerySchema,
    response: NoonReportListSchema,
  }),
  get: endpoint({
    method: 'get',
    path: '/NoonReports/{id}',
    params: IdParamsSchema,
    response: NoonReportSchema,
  }),
  create: endpoint({
    method: 'post',
    path: '/NoonReports',
    body: NoonReportWriteSchema,
    response: NoonReportSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'put',
    path: '/NoonReports/{id}',
    params: IdParamsSchema,
    body: NoonReportWriteSchema,
    response: NoonReportSchema,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/NoonReports/{id}',
    params: IdParamsSchema,
    response: NoonReportSchema,
  }),
  /** A voyage's fuel beside its noon reports' (id: an event of the voyage; departureId: its departure). */
  voyageNoonFuel: endpoint({
    method: 'get',
    path: '/EmissionReport/VoyageNoonFuel/{id}',
    params: VoyageReportParamsSchema,
    query: VoyageReportQuerySchema,
    response: VoyageNoonFuelSchema,
  }),
};
