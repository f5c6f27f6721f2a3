import { describe, expect, it } from 'vitest';
import { newVoyage, type VesselEvent } from '../contracts/emission-report-vessel-events.ts';
import { departureMessages } from './departure-rules.ts';
import { voyageEventMessages } from './event-rules.ts';
import { fuelRuleMessages } from './fuel-messages.ts';
import {
  parseTemplateCargo,
  parseTemplateEventType,
  parseTemplateLocation,
  parseTemplateTimestamp,
  parseTemplateTonnes,
  parseTemplateYesNo,
  planTemplateUpload,
  templateRowMessages,
  type TemplateRow,
  type TemplateState,
} from './voyage-template.ts';

describe('template cells', () => {
  it('EMIS-224 an event by its label or its type, any case', () => {
    expect(parseTemplateEventType('Bunkering end')).toEqual({ value: 'EndBunkering' });
    expect(parseTemplateEventType(' end of  voyage ')).toEqual({ value: 'EndOfVoyage' });
    expect(parseTemplateEventType('startanchoring')).toEqual({ value: 'StartAnchoring' });
    expect(parseTemplateEventType('')).toEqual({ problem: templateRowMessages.eventRequired });
    expect(parseTemplateEventType('Cruising')).toEqual({
      problem: templateRowMessages.eventUnknown('Cruising'),
    });
  });

  it('EMIS-153 EMIS-224 a UTC time as YYYY-MM-DD hh:mm, ISO 8601 or DD. MMM, YYYY hh:mm, to the minute', () => {
    expect(parseTemplateTimestamp('2018-03-02 14:30')).toEqual({ value: '2018-03-02T14:30:00.000Z' });
    expect(parseTemplateTimestamp('03. Mar, 2018 12:00')).toEqual({ value: '2018-03-03T12:00:00.000Z' });
    expect(parseTemplateTimestamp('3. mar 2018 7:05')).toEqual({ value: '2018-03-03T07:05:00.000Z' });
    // An Excel date cell read as an ISO instant a little off its minute.
    expect(parseTemplateTimestamp('2018-03-01T07:59:59.998Z')).toEqual({ value: '2018-03-01T08:00:00.000Z' });
    for (const wrong of ['tomorrow', '2018-02-30 10:00', '2018-03-01 24:00', '2018-03-01'])
      expect(parseTemplateTimestamp(wrong)).toEqual({ problem: templateRowMessages.timestampInvalid });
    expect(parseTemplateTimestamp(' ')).toEqual({ problem: templateRowMessages.timestampRequired });
  });

  it('EMIS-163 EMIS-164 a location as degrees, minutes and hemisphere, checked as the location editor checks it', () => {
    expect(parseTemplateLocation('51 54 N', '4 28.5 E')).toEqual({
      value: { latitude: 51.9, longitude: 4.475 },
    });
    expect(parseTemplateLocation("33° 52.5' S", '151 12,6 W')).toEqual({
      value: { latitude: -33.875, longitude: -151.21 },
    });
    expect(parseTemplateLocation('', '')).toEqual({ value: null });
    expect(parseTemplateLocation('95 0 N', '1 0 E')).toEqual({
      problem: voyageEventMessages.degreesRange(89),
    });
    expect(parseTemplateLocation('10 60 N', '1 0 E')).toEqual({ problem: voyageEventMessages.minutesRange });
    expect(parseTemplateLocation('10 0 E', '1 0 E')).toEqual({
      problem: templateRowMessages.coordinate('latitude'),
    });
    expect(parseTemplateLocation('10 0 N', '')).toEqual({ problem: templateRowMessages.coordinatePair });
  });

  it('EMIS-166 EMIS-172 cargo turns a non-number into 0 like the cargo editor; fuel must be a number of at least 0', () => {
    expect(parseTemplateCargo('1200')).toEqual({ value: 1200 });
    expect(parseTemplateCargo('lots')).toEqual({ value: 0 });
    expect(parseTemplateCargo('')).toEqual({ value: null });
    expect(parseTemplateTonnes('12,5')).toEqual({ value: 12.5 });
    expect(parseTemplateTonnes('-1')).toEqual({ problem: fuelRuleMessages.consumptionNotNegative });
    expect(parseTemplateTonnes('x')).toEqual({ problem: fuelRuleMessages.consumptionNotNegative });
    expect(parseTemplateYesNo('Yes')).toEqual({ value: true });
    expect(parseTemplateYesNo('maybe')).toEqual({ problem: templateRowMessages.yesNo });
  });
});

const vesselId = 'v1';
const meter = 'meter-1';
const unit = 'unit-1';
const rotterdam = { name: 'Rotterdam', loCode: 'NLRTM', isMrvPort: true };

let sequence = 0;
function row(
  row: number,
  type: TemplateRow['type'],
  timestamp: string,
  extra: Partial<TemplateRow> = {},
): TemplateRow {
  const cell = (column: string) => `${column}${row}`;
  return {
    row,
    cells: {
      event: cell('A'),
      timestamp: cell('B'),
      port: cell('C'),
      voyage: cell('D'),
      location: cell('G'),
      distance: cell('I'),
    },
    type,
    timestamp,
    port: null,
    voyage: { name: null, type: null, isNonCommercial: null },
    location: null,
    distanceNm: null,
    cargo: [],
    fuel: [],
    ...extra,
  };
}
const fuel = (tonnes: number, at: string) => [
  { kind: 'flowMeter' as const, equipmentId: meter, fuelTypeId: 'hfo', tonnes, cell: at },
];
const empty: TemplateState = { events: [], cargo: [], fuel: [] };
const plan = (rows: TemplateRow[], state = empty) =>
  planTemplateUpload(rows, state, { vesselId, newId: () => `new-${++sequence}` });

function stored(type: VesselEvent['type'], timestamp: string, extra: Partial<VesselEvent> = {}): VesselEvent {
  return {
    id: `${type}-${timestamp}`,
    vesselId,
    timestamp,
    type,
    name: null,
    source: 'Ship',
    isConfirmed: false,
    voyage: type === 'Departure' ? newVoyage() : null,
    port: null,
    location: null,
    distanceSailed: null,
    cargos: [],
    version: 1,
    isDeleted: false,
    ...extra,
  };
}

describe('planning an upload', () => {
  const voyageRows = [
    row(4, 'EndOfVoyage', '2018-03-03T12:00:00.000Z', { fuel: fuel(1.5, 'K4') }),
    row(2, 'Departure', '2018-03-01T08:00:00.000Z', {
      port: rotterdam,
      voyage: { name: 'R-H', type: 'Laden', isNonCommercial: null },
    }),
    row(3, 'Arrival', '2018-03-02T14:30:00.000Z', {
      cargo: [{ cargoUnitId: unit, cargoCarried: 20_000, cell: 'J3' }],
      fuel: fuel(40.5, 'K3'),
    }),
  ];

  it('EMIS-224 EMIS-155 a new voyage in any row order: events, cargo, the leg of each event, the arrival without a port takes none before a departure exists', () => {
    const { errors, plan: planned } = plan(voyageRows);
    expect(errors).toEqual([]);
    expect(planned.newEvents.map((event) => event.type)).toEqual(['Departure', 'Arrival', 'EndOfVoyage']);
    const [departure, arrival, end] = planned.newEvents;
    expect(departure!.voyage).toMatchObject({ name: 'R-H', type: 'Laden', isNonCommercial: false });
    expect(departure!.source).toBe('Office');
    expect(arrival!.port).toBeNull();
    expect(planned.newCargo).toEqual([
      { id: expect.any(String), vesselEventId: arrival!.id, cargoUnitId: unit, cargoCarried: 20_000 },
    ]);
    expect(
      planned.newFuel.map(({ startAt, endAt, tonnes, departureId }) => ({
        startAt,
        endAt,
        tonnes,
        departureId,
      })),
    ).toEqual([
      { startAt: departure!.timestamp, endAt: arrival!.timestamp, tonnes: 40.5, departureId: departure!.id },
      { startAt: arrival!.timestamp, endAt: end!.timestamp, tonnes: 1.5, departureId: departure!.id },
    ]);
    expect(planned.result).toEqual({
      rows: 3,
      events: { added: 3, changed: 0, unchanged: 0 },
      cargo: { added: 1, changed: 0, unchanged: 0 },
      fuelConsumptions: { added: 2, changed: 0, unchanged: 0 },
      voyages: [{ departureId: departure!.id, departedAt: departure!.timestamp, name: 'R-H' }],
    });
  });

  it('EMIS-140 an arrival without a port takes the port of the departure after it, even from a later row', () => {
    const departure = stored('Departure', '2018-03-01T08:00:00.000Z');
    const { errors, plan: planned } = plan(
      [
        row(2, 'Arrival', '2018-03-02T10:00:00.000Z'),
        row(3, 'EndOfVoyage', '2018-03-02T12:00:00.000Z'),
        row(4, 'Departure', '2018-03-05T08:00:00.000Z', { port: rotterdam }),
      ],
      { ...empty, events: [departure] },
    );
    expect(errors).toEqual([]);
    expect(planned.newEvents.find((event) => event.type === 'Arrival')!.port).toEqual(rotterdam);
  });

  it('EMIS-224 rows of events the vessel has change nothing when their cells hold what is stored', () => {
    const first = plan(voyageRows);
    const state: TemplateState = {
      events: first.plan.newEvents,
      cargo: first.plan.newCargo.map((detail) => ({ ...detail, version: 1 })),
      fuel: first.plan.newFuel.map((entry) => ({
        kind: entry.kind,
        id: entry.id,
        equipmentId: entry.equipmentId,
        vesselEventId: entry.vesselEventId,
        startAt: entry.startAt,
        endAt: entry.endAt,
        fuelConsumptionInTon: entry.tonnes,
        isManual: true,
        version: 1,
      })),
    };
    const again = plan(voyageRows, state);
    expect(again.errors).toEqual([]);
    expect(again.plan.newEvents).toEqual([]);
    expect(again.plan.eventUpdates).toEqual([]);
    expect(again.plan.newCargo).toEqual([]);
    expect(again.plan.newFuel).toEqual([]);
    expect(again.plan.fuelUpdates).toEqual([]);
    expect(again.plan.result.events).toEqual({ added: 0, changed: 0, unchanged: 3 });

    // Once the voyage data is confirmed, the same file still changes nothing; a changed value is refused.
    const departure = state.events[0]!;
    const confirmed = {
      ...state,
      events: state.events.map((event) =>
        event.id === departure.id
          ? {
              ...event,
              isConfirmed: true,
              voyage: { ...event.voyage!, informationConfirmedAt: 'x', dataConfirmedAt: 'y' },
            }
          : { ...event, isConfirmed: true },
      ),
    };
    expect(plan(voyageRows, confirmed).errors).toEqual([]);
    const changed = voyageRows.map((r) => (r.row === 3 ? { ...r, fuel: fuel(41, 'K3') } : r));
    expect(plan(changed, confirmed).errors).toEqual([
      { path: 'K3', message: `Row 3: ${fuelRuleMessages.voyageDataConfirmed}` },
    ]);
  });

  it('EMIS-154 EMIS-157 EMIS-158 the event rules decide, with every error listed by its row and cell', () => {
    const { errors } = plan([
      row(2, 'Arrival', '2018-01-01T00:00:00.000Z'),
      row(3, 'Departure', '2018-03-01T08:00:00.000Z', { fuel: fuel(1, 'K3') }),
      row(4, 'Departure', '2018-03-01T09:00:00.000Z'),
      row(5, 'EndAnchoring', '2018-03-01T10:00:00.000Z'),
      row(6, 'StartDrifting', '2018-03-01T11:00:00.000Z', { port: rotterdam }),
      row(7, 'EndDrifting', '2018-03-01T12:00:00.000Z', {
        cargo: [{ cargoUnitId: unit, cargoCarried: 1, cell: 'J7' }],
      }),
      row(8, 'EndDrifting', '2018-03-01T12:00:00.000Z'),
      row(9, 'Arrival', '2018-03-01T13:00:00.000Z', {
        voyage: { name: 'x', type: null, isNonCommercial: null },
      }),
    ]);
    expect(errors).toEqual([
      { path: 'B2', message: `Row 2: ${voyageEventMessages.beforeFirstDeparture}` },
      { path: 'K3', message: `Row 3: ${templateRowMessages.fuelNotOnDeparture}` },
      { path: 'B4', message: `Row 4: ${departureMessages.afterOpenDeparture}` },
      { path: 'B5', message: `Row 5: ${voyageEventMessages.endWithoutStart}` },
      { path: 'C6', message: `Row 6: ${templateRowMessages.portOnlyOn}` },
      { path: 'J7', message: `Row 7: ${templateRowMessages.cargoOnlyOn}` },
      { path: 'B8', message: `Row 8: ${departureMessages.sameTime}` },
      { path: 'D9', message: `Row 9: ${departureMessages.voyageOnlyOnDeparture}` },
    ]);
  });

  it('EMIS-168 EMIS-133 a leg that overlaps a stored consumption, and a change to a confirmed event, are refused', () => {
    const departure = stored('Departure', '2018-03-01T08:00:00.000Z', { isConfirmed: true, port: rotterdam });
    const arrival = stored('Arrival', '2018-03-02T08:00:00.000Z');
    const state: TemplateState = {
      events: [departure, arrival],
      cargo: [],
      fuel: [
        {
          kind: 'flowMeter',
          id: 'f1',
          equipmentId: meter,
          vesselEventId: arrival.id,
          startAt: departure.timestamp,
          endAt: arrival.timestamp,
          fuelConsumptionInTon: 10,
          isManual: false,
          version: 1,
        },
      ],
    };
    const { errors } = plan(
      [
        row(2, 'Departure', departure.timestamp, {
          voyage: { name: 'New name', type: null, isNonCommercial: null },
        }),
        row(3, 'Arrival', arrival.timestamp, { fuel: fuel(3, 'K3') }),
      ],
      state,
    );
    expect(errors).toEqual([
      { path: 'B2', message: `Row 2: ${departureMessages.confirmed}` },
      { path: 'K3', message: `Row 3: ${fuelRuleMessages.overlap}` },
    ]);
  });
});
