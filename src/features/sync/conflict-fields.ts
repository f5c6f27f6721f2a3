// What the conflict panel shows of a record changed on this device and on the server: each field
// by the label its form gives it (domain/messages.ts), times in the spec's format, fuel lists as
// lines of fuel type and tonnes, ids as the names this device knows. Nothing here decides.
import { formatShipTime, type NoonReportConsumer } from '../../../domain/contracts/noon-reports.ts';
import { fillMessage, messages, noonReportNumberLabels } from '../../../domain/messages.ts';
import { eventTypeLabels } from '../../../domain/voyages/event-rules.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { ConflictRecord } from '../../offline/db.ts';

/** The names this device knows for the ids a record carries; undefined when it has none. */
export type ConflictNames = {
  fuelType: (id: string) => string | undefined;
  fuelTank: (id: string) => string | undefined;
  flowMeter: (id: string) => string | undefined;
};

export type ConflictRow = {
  field: string;
  label: string;
  /** The value on this device and on the server, one line each entry of a list. */
  mine: string[];
  server: string[];
  differs: boolean;
};

/** The device's and the server's bookkeeping, links to other records and what is derived. */
const hiddenFields = new Set([
  'id',
  'vesselId',
  'version',
  'isDeleted',
  'syncState',
  'serverVersion',
  'cargos',
  'createdBy',
  // The same instant as reportTime, which is shown at the ship's offset.
  'reportTimeUtc',
  // Worked out again from the report when it is saved.
  'warnings',
  'vesselEventId',
  'departureId',
  // unitCaption names the unit.
  'cargoUnitId',
]);

const fieldLabels: Record<string, string> = {
  // The noon report form's.
  reportTime: messages.noonReportTimeLabel,
  ...noonReportNumberLabels,
  fuel: messages.noonReportSectionFuel,
  rob: messages.noonReportSectionRob,
  remarks: messages.noonReportRemarks,
  // The voyage event detail's.
  timestamp: messages.detailTimestamp,
  type: messages.detailEventType,
  name: messages.conflictEventName,
  source: messages.detailSource,
  voyage: messages.detailVoyage,
  port: messages.detailPort,
  location: messages.detailLocation,
  distanceSailed: messages.detailTabsDistance,
  isConfirmed: messages.voyageEventConfirmed,
  unitCaption: messages.conflictCargoUnit,
  cargoCarried: messages.detailCargo,
  fuelTankId: messages.detailFuelTank,
  flowMeterId: messages.detailFlowMeter,
  fuelTypeId: messages.detailFuelType,
  startAt: messages.detailStart,
  endAt: messages.detailEnd,
  fuelAmountInTon: messages.detailFuelAmountMt,
  fuelAmountInCubicMetres: messages.detailFuelAmountM3,
  fuelTemperatureInDegreesCelcius: messages.detailTankTemperatureC,
  fuelDensity: messages.detailFuelDensity,
  fuelAdjustmentInTon: messages.detailFuelBunkered,
  sulphurContent: messages.detailSulphurContent,
  fuelConsumptionInTon: messages.detailFuelConsumptionMt,
  correctedFuelConsumptionInTon: messages.conflictCorrectedFuelConsumption,
  actualFuelConsumptionInTon: messages.conflictActualFuelConsumption,
  fuelConsumptionSource: messages.detailSource,
  estimatedFuelMassFlowRateInTonDay: messages.detailEstimatedFlowRate,
};

const distanceLabels: Record<string, string> = {
  loggedDistanceByGPS: messages.detailLoggedDistanceByGps,
  estimatedDistanceByGPS: messages.detailEstimatedDistanceByGps,
  manualDistanceByGPS: messages.detailManualDistanceByGps,
};

const consumerLabels: Record<NoonReportConsumer, string> = {
  MainEngine: messages.noonReportConsumerMainEngine,
  AuxiliaryEngines: messages.noonReportConsumerAuxiliaryEngines,
  Boilers: messages.noonReportConsumerBoilers,
  Other: messages.noonReportConsumerOther,
};

/** A field the forms do not name: its name in words ('cargoCarried' → 'Cargo carried'). */
function wordsOf(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function conflictFieldLabel(field: string): string {
  return fieldLabels[field] ?? wordsOf(field);
}

// Every decimal a person may have typed: two versions that differ in the third are told apart.
const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 6 });
const numberText = (value: number) => numberFormat.format(value);

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const none = messages.conflictNoValue;

type Line = Record<string, unknown>;
const isLine = (value: unknown): value is Line => typeof value === 'object' && value !== null;
const num = (value: unknown) => (typeof value === 'number' ? numberText(value) : none);

function fuelName(names: ConflictNames, id: unknown): string {
  return (typeof id === 'string' && names.fuelType(id)) || messages.conflictUnknownFuelType;
}

/** A value as lines a user reads; [] when there is nothing. */
function linesOf(field: string, value: unknown, names: ConflictNames): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (field === 'fuel' && Array.isArray(value))
    return value.filter(isLine).map((line) =>
      fillMessage(messages.conflictFuelLine, {
        fuel: fuelName(names, line.fuelTypeId),
        consumer: consumerLabels[line.consumer as NoonReportConsumer] ?? String(line.consumer),
        tonnes: num(line.tonnes),
      }),
    );
  if (field === 'rob' && Array.isArray(value))
    return value.filter(isLine).map((line) =>
      fillMessage(messages.conflictRobLine, {
        fuel: fuelName(names, line.fuelTypeId),
        rob: num(line.robTonnes),
        bunkered: num(line.bunkeredTonnes ?? 0),
      }),
    );
  if (field === 'reportTime' && typeof value === 'string') return [formatShipTime(value)];
  if (field === 'type' && typeof value === 'string')
    return [eventTypeLabels[value as keyof typeof eventTypeLabels] ?? value];
  if (typeof value === 'string') {
    const named =
      field === 'fuelTypeId'
        ? fuelName(names, value)
        : field === 'fuelTankId'
          ? names.fuelTank(value)
          : field === 'flowMeterId'
            ? names.flowMeter(value)
            : undefined;
    if (named) return [named];
    return [isoInstant.test(value) ? formatDateTime(value) || value : value];
  }
  if (typeof value === 'number') return [numberText(value)];
  if (typeof value === 'boolean') return [value ? messages.yes : messages.no];
  if (Array.isArray(value)) return value.flatMap((item) => linesOf(field, item, names));
  if (!isLine(value)) return [String(value)];
  if (field === 'port') return [`${String(value.name ?? '')} (${String(value.loCode ?? '')})`];
  if (field === 'location') return [`${num(value.latitude)}, ${num(value.longitude)}`];
  if (field === 'voyage') {
    const parts = [value.name, value.type].filter((part) => typeof part === 'string' && part !== '');
    if (value.isNonCommercial === true) parts.push(messages.conflictNonCommercial);
    return parts.length > 0 ? [parts.join(', ')] : [];
  }
  if (field === 'distanceSailed')
    return Object.entries(distanceLabels)
      .filter(([key]) => typeof value[key] === 'number')
      .map(([key, label]) => `${label}: ${numberText(value[key] as number)} nm`);
  // Anything else: its fields in words, one a line.
  return Object.entries(value).flatMap(([key, inner]) => {
    const lines = linesOf(key, inner, names);
    return lines.length > 0 ? [`${conflictFieldLabel(key)}: ${lines.join(', ')}`] : [];
  });
}

/** The rows of the panel: every field either version has, but the hidden ones, in the record's order. */
export function conflictRows(conflict: ConflictRecord, names: ConflictNames): ConflictRow[] {
  const theirs = conflict.theirs;
  const fields = [...new Set([...Object.keys(conflict.mine), ...Object.keys(theirs ?? {})])].filter(
    (field) => !hiddenFields.has(field),
  );
  return fields.map((field) => {
    const mine = linesOf(field, conflict.mine[field], names);
    const server = theirs === null ? [] : linesOf(field, theirs[field], names);
    return {
      field,
      label: conflictFieldLabel(field),
      mine: mine.length > 0 ? mine : [none],
      server: server.length > 0 ? server : [none],
      differs: mine.join('\n') !== server.join('\n'),
    };
  });
}
