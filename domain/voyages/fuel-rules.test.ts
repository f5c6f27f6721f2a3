import { describe, expect, it } from 'vitest';
import { newVoyage } from '../contracts/emission-report-vessel-events.ts';
import type { FlowMeterFuelConsumption } from '../contracts/fuel-data.ts';
import type { RuleEvent } from './event-rules.ts';
import {
  applyConsumptionEdit,
  canAddOperation,
  canRemoveConsumption,
  checkConsumptionEdit,
  checkConsumptionSpan,
  checkConsumptionValue,
  checkFuelDataEditable,
  checkOperation,
  checkSounding,
  consumptionColour,
  consumptionInput,
  consumptionLimits,
  defaultSoundingTimestamp,
  effectiveConsumptionTonnes,
  formatFuelQuantity,
  fuelDataQuery,
  fuelDataQueryEnd,
  isWithinWindow,
  operationKind,
  operationWindow,
  outsideVoyageMessage,
  signedAdjustmentTonnes,
  soundingWindow,
  voyageOfFuelEntry,
  type OperationDraft,
} from './fuel-rules.ts';
import { fuelRuleMessages } from './fuel-messages.ts';

const limits = { start: '2026-03-05T14:07:00.000Z', end: '2026-03-12T08:00:00.000Z' };

function entry(overrides: Partial<FlowMeterFuelConsumption> = {}): FlowMeterFuelConsumption {
  return {
    id: 'c1',
    vesselId: 'v1',
    vesselEventId: 'e1',
    flowMeterId: 'm1',
    startAt: '2026-03-06T00:00:00.000Z',
    endAt: '2026-03-07T00:00:00.000Z',
    fuelTypeId: 'f1',
    fuelConsumptionInTon: 12.5,
    correctedFuelConsumptionInTon: null,
    actualFuelConsumptionInTon: null,
    fuelConsumptionSource: 'Manual',
    version: 1,
    isDeleted: false,
    ...overrides,
  };
}

function event(id: string, timestamp: string, type: RuleEvent['type']): RuleEvent {
  return { id, timestamp, type, isConfirmed: false, voyage: type === 'Departure' ? newVoyage() : null };
}

describe('flow meter consumption spans', () => {
  const span = { startAt: '2026-03-06T00:00:00.000Z', endAt: '2026-03-07T00:00:00.000Z' };

  it('EMIS-168 refuses a time span that overlaps another entry of the meter', () => {
    const other = { id: 'x', startAt: '2026-03-06T12:00:00.000Z', endAt: '2026-03-08T00:00:00.000Z' };
    expect(checkConsumptionSpan(span, limits, [other])).toBe(
      'The time span is overlapping an existing fuel consumption. Please adjust.',
    );
  });

  it('EMIS-168 spans that only touch do not overlap, and an edit does not overlap itself', () => {
    const before = { id: 'a', startAt: '2026-03-05T20:00:00.000Z', endAt: '2026-03-06T00:00:00.000Z' };
    const after = { id: 'b', startAt: '2026-03-07T00:00:00.000Z', endAt: '2026-03-07T06:00:00.000Z' };
    expect(checkConsumptionSpan(span, limits, [before, after])).toBeNull();
    const itself = { id: 'c1', ...span };
    expect(
      checkConsumptionSpan({ ...itself, endAt: '2026-03-07T01:00:00.000Z' }, limits, [itself]),
    ).toBeNull();
  });

  it('EMIS-169 refuses an end that is not after the start', () => {
    expect(checkConsumptionSpan({ ...span, endAt: span.startAt }, limits, [])).toBe(
      'End must be ahead of start.',
    );
    expect(checkConsumptionSpan({ startAt: span.endAt, endAt: span.startAt }, limits, [])).toBe(
      fuelRuleMessages.endBeforeStart,
    );
  });

  it('EMIS-170 EMIS-171 refuses a span outside the voyage and names both limits as DD. MMM, YYYY HH:mm', () => {
    const message =
      'Start and end must be between the start (05. Mar, 2026 14:07) and end (12. Mar, 2026 08:00) of the voyage.';
    expect(outsideVoyageMessage(limits)).toBe(message);
    const early = { startAt: '2026-03-05T14:06:00.000Z', endAt: '2026-03-06T00:00:00.000Z' };
    expect(checkConsumptionSpan(early, limits, [])).toBe(message);
    const late = { startAt: '2026-03-11T00:00:00.000Z', endAt: '2026-03-12T08:01:00.000Z' };
    expect(checkConsumptionSpan(late, limits, [])).toBe(message);
    expect(checkConsumptionSpan({ startAt: limits.start, endAt: limits.end }, limits, [])).toBeNull();
  });

  it('EMIS-170 the limits run from the departure to the end of voyage, or the latest event while there is none', () => {
    const departure = event('d', '2026-03-05T14:07:00.000Z', 'Departure');
    const arrival = event('a', '2026-03-09T10:00:00.000Z', 'Arrival');
    expect(consumptionLimits([departure, arrival])).toEqual({
      start: departure.timestamp,
      end: arrival.timestamp,
    });
    const end = event('e', '2026-03-12T08:00:00.000Z', 'EndOfVoyage');
    expect(consumptionLimits([departure, arrival, end])).toEqual(limits);
    expect(consumptionLimits([arrival])).toBeNull();
  });
});

describe('consumption values and precisions', () => {
  it('EMIS-172 the input is a number of at least 0 in steps of 0.001', () => {
    expect(consumptionInput).toMatchObject({ min: 0, step: 0.001, decimalScale: 3 });
    expect(checkConsumptionValue(0)).toBeNull();
    expect(checkConsumptionValue('1.234')).toBeNull();
    expect(checkConsumptionValue(-0.001)).toBe(fuelRuleMessages.consumptionNotNegative);
    expect(checkConsumptionValue('abc')).toBe(fuelRuleMessages.consumptionNotNegative);
    expect(checkConsumptionValue('')).toBe(fuelRuleMessages.consumptionRequired);
    expect(checkConsumptionValue(null)).toBe(fuelRuleMessages.consumptionRequired);
  });

  it('EMIS-172 shows 3 decimals in the edit field and 1 in summaries', () => {
    expect(formatFuelQuantity(12.34567, 'consumptionEdit')).toBe('12.346');
    expect(formatFuelQuantity(12.34567, 'consumptionSummary')).toBe('12.3');
    expect(formatFuelQuantity(1234.5, 'consumptionSummary')).toBe('1,234.5');
    expect(formatFuelQuantity(null, 'consumptionSummary')).toBe('');
  });

  it('EMIS-244 density 4, adjustment 3, sulphur 3, fuel amounts 3, temperature 1 decimals', () => {
    expect(formatFuelQuantity(0.99104, 'fuelDensity')).toBe('0.9910');
    expect(formatFuelQuantity(-250, 'fuelAdjustment')).toBe('-250.000');
    expect(formatFuelQuantity(0.5, 'sulphurContent')).toBe('0.500');
    expect(formatFuelQuantity(812.3456, 'fuelAmount')).toBe('812.346');
    expect(formatFuelQuantity(45.06, 'temperature')).toBe('45.1');
  });
});

describe('consumption sources', () => {
  it('EMIS-142 only Manual entries can be removed', () => {
    expect(canRemoveConsumption(entry())).toBe(true);
    for (const source of ['LogData', 'Regression', 'ManualEstimate'] as const) {
      expect(canRemoveConsumption(entry({ fuelConsumptionSource: source }))).toBe(false);
    }
  });

  it('EMIS-143 editing a measured entry stores the corrected value and keeps the measured one', () => {
    const edited = applyConsumptionEdit(entry({ fuelConsumptionSource: 'LogData' }), 11.2);
    expect(edited).toMatchObject({ fuelConsumptionInTon: 12.5, correctedFuelConsumptionInTon: 11.2 });
    expect(effectiveConsumptionTonnes(edited)).toBe(11.2);
    expect(checkConsumptionEdit(entry({ fuelConsumptionSource: 'LogData' }), edited)).toBeNull();
  });

  it('EMIS-144 editing a Manual entry changes the value itself', () => {
    const edited = applyConsumptionEdit(entry(), 9);
    expect(edited).toMatchObject({ fuelConsumptionInTon: 9, correctedFuelConsumptionInTon: null });
    expect(effectiveConsumptionTonnes(edited)).toBe(9);
    expect(checkConsumptionEdit(entry(), edited)).toBeNull();
  });

  it('EMIS-143 EMIS-144 the server refuses edits that break the source rules', () => {
    const measured = entry({ fuelConsumptionSource: 'Regression' });
    expect(checkConsumptionEdit(measured, { ...measured, fuelConsumptionInTon: 1 })).toBe(
      fuelRuleMessages.measuredFieldsFixed,
    );
    expect(checkConsumptionEdit(measured, { ...measured, endAt: '2026-03-07T01:00:00.000Z' })).toBe(
      fuelRuleMessages.measuredFieldsFixed,
    );
    expect(checkConsumptionEdit(measured, { ...measured, fuelConsumptionSource: 'Manual' })).toBe(
      fuelRuleMessages.sourceChanged,
    );
    expect(checkConsumptionEdit(entry(), { ...entry(), correctedFuelConsumptionInTon: 3 })).toBe(
      fuelRuleMessages.manualHasNoCorrection,
    );
    expect(checkConsumptionEdit(entry(), { ...entry(), vesselEventId: 'e2' })).toBe(
      fuelRuleMessages.eventChanged,
    );
    expect(checkConsumptionEdit(entry(), { ...entry(), endAt: '2026-03-07T05:00:00.000Z' })).toBeNull();
  });

  it('EMIS-147 colours: LogData teal, Manual orange, Regression light teal, ManualEstimate light orange', () => {
    expect(consumptionColour(entry({ fuelConsumptionSource: 'LogData' }))).toBe('teal.7');
    expect(consumptionColour(entry())).toBe('orange.6');
    expect(consumptionColour(entry({ fuelConsumptionSource: 'Regression' }))).toBe('teal.3');
    expect(consumptionColour(entry({ fuelConsumptionSource: 'ManualEstimate' }))).toBe('orange.3');
  });

  it('EMIS-143 EMIS-147 a corrected measured entry is shown in the Manual colour', () => {
    const corrected = entry({ fuelConsumptionSource: 'Regression', correctedFuelConsumptionInTon: 4 });
    expect(consumptionColour(corrected)).toBe('orange.6');
  });
});

describe('voyage data lock', () => {
  it("EMIS-132 an entry belongs to its event's voyage, else to the voyage from departure to end of voyage at its time", () => {
    const first = [
      event('d1', '2026-03-01T00:00:00.000Z', 'Departure'),
      event('a1', '2026-03-03T00:00:00.000Z', 'Arrival'),
      event('e1', '2026-03-05T00:00:00.000Z', 'EndOfVoyage'),
    ];
    const second = [event('d2', '2026-03-10T00:00:00.000Z', 'Departure')];
    const events = [...second, ...first];
    const ids = (voyage: RuleEvent[]) => voyage.map((item) => item.id);
    expect(ids(voyageOfFuelEntry(events, { vesselEventId: 'a1' }))).toEqual(['d1', 'a1', 'e1']);
    expect(ids(voyageOfFuelEntry(events, { timestamp: '2026-03-04T00:00:00.000Z' }))).toEqual([
      'd1',
      'a1',
      'e1',
    ]);
    expect(voyageOfFuelEntry(events, { timestamp: '2026-03-07T00:00:00.000Z' })).toEqual([]);
    expect(voyageOfFuelEntry(events, { timestamp: '2026-02-07T00:00:00.000Z' })).toEqual([]);
    expect(ids(voyageOfFuelEntry(events, { timestamp: '2026-04-07T00:00:00.000Z' }))).toEqual(['d2']);
    expect(voyageOfFuelEntry(events, { vesselEventId: 'unknown' })).toEqual([]);
  });

  it('EMIS-132 fuel data cannot change once the voyage data is confirmed', () => {
    expect(checkFuelDataEditable(newVoyage())).toBeNull();
    expect(checkFuelDataEditable(null)).toBeNull();
    const confirmed = { ...newVoyage(), dataConfirmedAt: '2026-03-13T00:00:00.000Z' };
    expect(checkFuelDataEditable(confirmed)).toBe(fuelRuleMessages.voyageDataConfirmed);
  });
});

describe('fuel tank operations', () => {
  const window = operationWindow({ start: '2026-03-05T14:07:00.000Z', end: '2026-03-12T08:00:00.000Z' });
  const valid: OperationDraft = {
    timestamp: '2026-03-05T10:00:00.000Z',
    fuelTypeId: 'f1',
    fuelDensity: 0.991,
    fuelAdjustmentInTon: 250,
    sulphurContent: 0.5,
  };

  it('EMIS-177 de-bunkering is a negative adjustment', () => {
    expect(signedAdjustmentTonnes('Debunkering', 30)).toBe(-30);
    expect(signedAdjustmentTonnes('Debunkering', -30)).toBe(-30);
    expect(signedAdjustmentTonnes('Bunkering', 30)).toBe(30);
    expect(operationKind(-30)).toBe('Debunkering');
    expect(operationKind(30)).toBe('Bunkering');
  });

  it('EMIS-178 the add button needs a valid operation and no save in progress', () => {
    expect(checkOperation(valid, window)).toEqual([]);
    expect(canAddOperation(valid, window, false)).toBe(true);
    expect(canAddOperation(valid, window, true)).toBe(false);
    expect(canAddOperation({ ...valid, fuelTypeId: null }, window, false)).toBe(false);
    expect(checkOperation({ ...valid, fuelDensity: 0 }, window)).toEqual([fuelRuleMessages.densityRequired]);
    expect(checkOperation({ ...valid, fuelAdjustmentInTon: 0 }, window)).toEqual([
      fuelRuleMessages.adjustmentRequired,
    ]);
    expect(checkOperation({ ...valid, sulphurContent: 101 }, window)).toEqual([
      fuelRuleMessages.sulphurRange,
    ]);
    expect(checkOperation({ ...valid, sulphurContent: null }, window)).toEqual([]);
    expect(checkOperation({ ...valid, timestamp: null }, window)).toEqual([
      fuelRuleMessages.timestampRequired,
    ]);
  });

  it('EMIS-179 operation dates start 12 months before the departure', () => {
    expect(window.from).toBe('2025-03-05T14:07:00.000Z');
    expect(isWithinWindow('2025-03-05T14:07:00.000Z', window)).toBe(true);
    expect(isWithinWindow('2025-03-05T14:06:59.000Z', window)).toBe(false);
    expect(checkOperation({ ...valid, timestamp: '2025-01-01T00:00:00.000Z' }, window)).toEqual([
      'The date must be between 05. Mar, 2025 14:07 and 13. Mar, 2026 08:00.',
    ]);
  });
});

describe('soundings and query windows', () => {
  const bounds = { start: '2026-03-05T14:07:00.000Z', end: '2026-03-12T08:00:00.000Z' };

  it('EMIS-180 soundings from 2 days before the departure to 2 days after the voyage end', () => {
    const window = soundingWindow(bounds);
    expect(window).toEqual({ from: '2026-03-03T14:07:00.000Z', to: '2026-03-14T08:00:00.000Z' });
    expect(isWithinWindow('2026-03-03T14:06:00.000Z', window)).toBe(false);
    expect(isWithinWindow('2026-03-14T08:00:00.000Z', window)).toBe(true);
    expect(isWithinWindow('2026-03-14T08:01:00.000Z', window)).toBe(false);
    const open = soundingWindow({ start: bounds.start, end: null });
    expect(open.to).toBeNull();
    expect(isWithinWindow('2027-01-01T00:00:00.000Z', open)).toBe(true);
  });

  it('EMIS-180 a sounding needs a time in its window and an amount of at least 0', () => {
    const window = soundingWindow(bounds);
    const draft = {
      timestamp: '2026-03-06T12:00:00.000Z',
      fuelAmountInTon: 812.5,
      fuelAmountInCubicMetres: null,
    };
    expect(checkSounding(draft, window)).toEqual([]);
    expect(checkSounding({ ...draft, fuelAmountInTon: null }, window)).toEqual([
      fuelRuleMessages.soundingAmountRequired,
    ]);
    expect(checkSounding({ ...draft, fuelAmountInCubicMetres: -1 }, window)).toEqual([
      fuelRuleMessages.amountNotNegative,
    ]);
    expect(checkSounding({ ...draft, timestamp: '2026-04-01T00:00:00.000Z' }, window)).toHaveLength(1);
  });

  it('EMIS-181 the default sounding time is 12:00 and the next one a day later', () => {
    expect(defaultSoundingTimestamp(bounds, [])).toBe('2026-03-05T12:00:00.000Z');
    const soundings = [{ timestamp: '2026-03-07T12:00:00.000Z' }, { timestamp: '2026-03-06T12:00:00.000Z' }];
    expect(defaultSoundingTimestamp(bounds, soundings)).toBe('2026-03-08T12:00:00.000Z');
  });

  it('EMIS-182 fuel data queries extend to 1 day after the end', () => {
    expect(fuelDataQueryEnd(bounds)).toBe('2026-03-13T08:00:00.000Z');
    expect(fuelDataQueryEnd({ start: bounds.start, end: null })).toBeNull();
    expect(fuelDataQuery(operationWindow(bounds), bounds)).toEqual({
      fromDate: '2025-03-05T14:07:00.000Z',
      toDate: '2026-03-13T08:00:00.000Z',
    });
    expect(fuelDataQuery(soundingWindow(bounds), bounds)).toEqual({
      fromDate: '2026-03-03T14:07:00.000Z',
      toDate: '2026-03-14T08:00:00.000Z',
    });
    expect(
      fuelDataQuery(soundingWindow({ start: bounds.start, end: null }), { ...bounds, end: null }),
    ).toEqual({
      fromDate: '2026-03-03T14:07:00.000Z',
    });
  });
});
