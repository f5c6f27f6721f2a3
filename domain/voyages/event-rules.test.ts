import { describe, expect, it } from 'vitest';
import { newVoyage, type Voyage } from '../contracts/emission-report-vessel-events.ts';
import { departureMessages } from './departure-rules.ts';
import {
  checkCargoEdit,
  checkConfirmEvent,
  checkConfirmVoyageData,
  checkConfirmVoyageInformation,
  checkConfirmedEventEdit,
  checkCoordinateParts,
  checkEventDeletion,
  checkNewVoyageEvent,
  checkUnconfirmEvent,
  checkUnconfirmVoyageData,
  checkUnconfirmVoyageInformation,
  combineDateAndTime,
  defaultPort,
  eventRowWarning,
  eventTypeLabels,
  locationFromParts,
  locationToParts,
  offeredEventTypes,
  voyageBounds,
  voyageEventMessages,
  voyageOfDeparture,
  voyageOfEvent,
  type RuleEvent,
} from './event-rules.ts';
import { parseTimeOfDay } from '../format/date-time.ts';

const day = (n: number, hour = 10) => new Date(Date.UTC(2026, 0, n, hour)).toISOString();
const port = (name: string) => ({ name, loCode: `XX${name.slice(0, 3).toUpperCase()}`, isMrvPort: false });
const named = (overrides: Partial<Voyage> = {}): Voyage => ({ ...newVoyage(), name: 'V1', ...overrides });
const infoConfirmed = named({ informationConfirmedAt: day(20) });
const dataConfirmed = named({ informationConfirmedAt: day(20), dataConfirmedAt: day(21) });
const distance = {
  loggedDistanceByGPS: 120,
  estimatedDistanceByGPS: null,
  manualDistanceByGPS: null,
  loggedDistanceByGPSPercent: null,
  estimatedDistanceByGPSPercent: null,
  manualDistanceByGPSPercent: null,
};

function ev(
  id: string,
  type: RuleEvent['type'],
  timestamp: string,
  overrides: Partial<RuleEvent> = {},
): RuleEvent {
  return {
    id,
    type,
    timestamp,
    isConfirmed: false,
    voyage: type === 'Departure' ? named() : null,
    port: null,
    distanceSailed: null,
    ...overrides,
  };
}

const departure = ev('d', 'Departure', day(1), { port: port('Oslo') });
const noCargo = { vesselCargoUnitIds: [], eventCargoUnitIds: [] };

describe('add buttons', () => {
  it('EMIS-034 EMIS-161 labels of the add buttons and the EndOfVoyage type', () => {
    expect(offeredEventTypes([departure]).map((type) => eventTypeLabels[type])).toEqual([
      'Arrival',
      'End of voyage',
      'Bunkering',
      'Anchoring',
      'Drifting',
    ]);
    expect(eventTypeLabels.EndBunkering).toBe('Bunkering end');
    expect(eventTypeLabels.EndAnchoring).toBe('Anchoring end');
    expect(eventTypeLabels.EndDrifting).toBe('Drifting end');
  });

  it('EMIS-120 an open start offers only its matching end', () => {
    const voyage = [departure, ev('a', 'StartAnchoring', day(2))];
    expect(offeredEventTypes(voyage)).toEqual(['EndAnchoring']);
    const closed = [...voyage, ev('b', 'EndAnchoring', day(3))];
    expect(offeredEventTypes(closed)).toContain('Arrival');
  });

  it('EMIS-121 EMIS-122 Arrival and End of voyage only when none exists', () => {
    const voyage = [departure, ev('a', 'Arrival', day(2)), ev('e', 'EndOfVoyage', day(3))];
    expect(offeredEventTypes(voyage)).toEqual(['StartBunkering', 'StartAnchoring', 'StartDrifting']);
  });

  it('EMIS-123 nothing is offered once the voyage information is confirmed', () => {
    expect(offeredEventTypes([{ ...departure, voyage: infoConfirmed }])).toEqual([]);
    expect(offeredEventTypes([])).toEqual([]);
  });
});

describe('creating a voyage event', () => {
  const events = [departure, ev('a', 'Arrival', day(3)), ev('e', 'EndOfVoyage', day(5))];

  it('EMIS-155 the time must be after the departure and before the end of voyage', () => {
    expect(checkNewVoyageEvent(events, 'StartBunkering', day(0))).toBe(
      voyageEventMessages.beforeFirstDeparture,
    );
    expect(checkNewVoyageEvent(events, 'StartBunkering', day(6))).toBe(voyageEventMessages.afterEndOfVoyage);
    expect(checkNewVoyageEvent(events, 'StartBunkering', day(4))).toBeNull();
  });

  it('EMIS-155 the time must be unique', () => {
    expect(checkNewVoyageEvent(events, 'StartBunkering', day(3))).toBe(departureMessages.sameTime);
  });

  it('EMIS-155 one arrival and one end of voyage, the end of voyage last', () => {
    expect(checkNewVoyageEvent(events, 'Arrival', day(4))).toBe(voyageEventMessages.arrivalExists);
    expect(checkNewVoyageEvent(events, 'EndOfVoyage', day(4))).toBe(voyageEventMessages.endOfVoyageExists);
    expect(checkNewVoyageEvent([departure, events[1]!], 'EndOfVoyage', day(2))).toBe(
      voyageEventMessages.endOfVoyageNotLast,
    );
    expect(checkNewVoyageEvent([departure], 'Departure', day(2))).toBe(voyageEventMessages.notADepartureType);
  });

  it('EMIS-156 an end event needs its matching start before it', () => {
    expect(checkNewVoyageEvent([departure], 'EndDrifting', day(2))).toBe(voyageEventMessages.endWithoutStart);
    const open = [departure, ev('s', 'StartDrifting', day(3))];
    expect(checkNewVoyageEvent(open, 'EndDrifting', day(2))).toBe(voyageEventMessages.endWithoutStart);
    expect(checkNewVoyageEvent(open, 'EndDrifting', day(4))).toBeNull();
  });

  it('EMIS-157 a start cannot follow another open start', () => {
    const open = [departure, ev('s', 'StartDrifting', day(3))];
    expect(checkNewVoyageEvent(open, 'StartBunkering', day(4))).toBe(voyageEventMessages.startAfterOpenStart);
  });

  it('EMIS-158 while a start is open only its end may follow', () => {
    const open = [departure, ev('s', 'StartDrifting', day(3))];
    expect(checkNewVoyageEvent(open, 'Arrival', day(4))).toBe(voyageEventMessages.openStartFirst);
    expect(checkNewVoyageEvent(open, 'EndOfVoyage', day(4))).toBe(voyageEventMessages.openStartFirst);
  });

  it('EMIS-123 no event is added once the voyage information is confirmed', () => {
    expect(checkNewVoyageEvent([{ ...departure, voyage: infoConfirmed }], 'Arrival', day(2))).toBe(
      voyageEventMessages.voyageInformationConfirmed,
    );
  });
});

describe('time input', () => {
  it('EMIS-153 EMIS-242 hh:mm, at most 5 characters, 00:00 to 23:59', () => {
    expect(parseTimeOfDay('00:00')).toBe(0);
    expect(parseTimeOfDay('23:59')).toBe(23 * 60 + 59);
    for (const bad of ['24:00', '12:60', '1:00', '12:000', '', 'ab:cd'])
      expect(parseTimeOfDay(bad)).toBeNull();
    expect(combineDateAndTime('2026-01-05', '14:07')).toBe('2026-01-05T14:07:00.000Z');
    expect(combineDateAndTime('2026-01-05', '25:00')).toBeNull();
  });
});

describe('confirming, unconfirming and deleting events', () => {
  it('EMIS-160 EMIS-162 a departure needs a voyage name and a port, an arrival a port', () => {
    const bare = ev('x', 'Departure', day(1), { voyage: newVoyage() });
    expect(checkConfirmEvent(bare, noCargo)).toEqual([
      voyageEventMessages.enterVoyageInformation,
      voyageEventMessages.enterPortInformation,
    ]);
    expect(voyageEventMessages.enterPortInformation).toBe('Please enter port information');
    expect(voyageEventMessages.enterVoyageInformation).toBe('Please enter voyage information');
    expect(checkConfirmEvent(ev('a', 'Arrival', day(2)), noCargo)).toEqual([
      voyageEventMessages.enterPortInformation,
    ]);
    expect(checkConfirmEvent(ev('e', 'EndOfVoyage', day(2)), noCargo)).toEqual([]);
    expect(checkConfirmEvent(departure, noCargo)).toEqual([]);
  });

  it('EMIS-124 cargo for every cargo unit of the vessel on cargo event types; not twice', () => {
    const cargo = { vesselCargoUnitIds: ['u1', 'u2'], eventCargoUnitIds: ['u1'] };
    const anchoring = ev('s', 'StartAnchoring', day(2));
    expect(checkConfirmEvent(anchoring, cargo)).toEqual([voyageEventMessages.cargoMissing]);
    expect(checkConfirmEvent(anchoring, { ...cargo, eventCargoUnitIds: ['u2', 'u1'] })).toEqual([]);
    expect(checkConfirmEvent(ev('e', 'EndAnchoring', day(3)), cargo)).toEqual([]);
    expect(checkConfirmEvent({ ...anchoring, isConfirmed: true }, noCargo)).toEqual([
      voyageEventMessages.alreadyConfirmed,
    ]);
  });

  it('EMIS-125 unconfirm only a confirmed event whose voyage information is not confirmed', () => {
    const arrival = ev('a', 'Arrival', day(2), { isConfirmed: true });
    expect(checkUnconfirmEvent([departure, arrival], arrival)).toEqual([]);
    expect(
      checkUnconfirmEvent([departure, { ...arrival, isConfirmed: false }], {
        ...arrival,
        isConfirmed: false,
      }),
    ).toEqual([voyageEventMessages.notConfirmed]);
    const confirmedVoyage = { ...departure, isConfirmed: true, voyage: infoConfirmed };
    expect(checkUnconfirmEvent([confirmedVoyage, arrival], arrival)).toEqual([
      voyageEventMessages.voyageInformationIsConfirmed,
    ]);
    expect(checkUnconfirmEvent([confirmedVoyage, arrival], confirmedVoyage)).toEqual([
      voyageEventMessages.voyageInformationIsConfirmed,
    ]);
  });

  it('EMIS-126 EMIS-127 EMIS-128 deletion: unconfirmed events; departures by their neighbours', () => {
    const arrival = ev('a', 'Arrival', day(2));
    expect(checkEventDeletion([departure, arrival], arrival)).toBeNull();
    expect(checkEventDeletion([departure, arrival], { ...arrival, isConfirmed: true })).toBe(
      departureMessages.confirmed,
    );
    expect(checkEventDeletion([departure, arrival], departure)).toBe(departureMessages.notDeletable);
    expect(checkEventDeletion([departure], departure)).toBeNull();
  });

  it('EMIS-133 time, port and voyage of a confirmed event are frozen; cargo too', () => {
    const confirmed = { ...departure, isConfirmed: true, location: null, name: null, distanceSailed: null };
    expect(checkConfirmedEventEdit(confirmed, { ...confirmed, timestamp: day(2) }, false)).toBe(
      departureMessages.confirmed,
    );
    expect(checkConfirmedEventEdit(confirmed, { ...confirmed, port: port('Bergen') }, false)).toBe(
      departureMessages.confirmed,
    );
    expect(
      checkConfirmedEventEdit(confirmed, { ...confirmed, voyage: named({ name: 'Other' }) }, false),
    ).toBe(departureMessages.confirmed);
    expect(checkConfirmedEventEdit(confirmed, { ...confirmed, distanceSailed: distance }, false)).toBeNull();
    expect(checkConfirmedEventEdit(confirmed, { ...confirmed, distanceSailed: distance }, true)).toBe(
      voyageEventMessages.dataIsConfirmed,
    );
    expect(checkCargoEdit(confirmed)).toBe(departureMessages.confirmed);
    expect(checkCargoEdit(departure)).toBeNull();
  });
});

describe('voyages', () => {
  const events = [
    departure,
    ev('a', 'Arrival', day(3)),
    ev('e', 'EndOfVoyage', day(4)),
    ev('d2', 'Departure', day(6)),
    ev('b', 'StartBunkering', day(7)),
  ];

  it('EMIS-206 the voyage of an event runs from its departure up to the next departure', () => {
    expect(voyageOfEvent(events, events[1]!).map((event) => event.id)).toEqual(['d', 'a', 'e']);
    expect(voyageOfDeparture(events, 'd2').map((event) => event.id)).toEqual(['d2', 'b']);
    expect(voyageOfDeparture(events, 'a')).toEqual([]);
    expect(voyageBounds(voyageOfDeparture(events, 'd'))).toEqual({ start: day(1), end: day(4) });
    expect(voyageBounds(voyageOfDeparture(events, 'd2'))).toEqual({ start: day(6), end: null });
  });

  it('EMIS-140 EMIS-141 port defaults from the next departure and the previous arrival', () => {
    const arrival = ev('a', 'Arrival', day(3), { port: port('Hamburg') });
    const next = ev('d2', 'Departure', day(6), { port: port('Rotterdam') });
    expect(defaultPort([departure, ev('a', 'Arrival', day(3)), next], ev('a', 'Arrival', day(3)))).toEqual(
      port('Rotterdam'),
    );
    expect(
      defaultPort([departure, arrival, ev('d2', 'Departure', day(6))], ev('d2', 'Departure', day(6))),
    ).toEqual(port('Hamburg'));
    expect(defaultPort([departure], ev('s', 'StartDrifting', day(2)))).toBeNull();
  });

  it('EMIS-037 the row warning names missing fuel consumption or distance', () => {
    const arrival = ev('a', 'Arrival', day(3));
    expect(eventRowWarning(arrival, false)).toBe(
      `${voyageEventMessages.fuelConsumptionMissing} ${voyageEventMessages.distanceMissing}`,
    );
    expect(eventRowWarning({ ...arrival, distanceSailed: distance }, true)).toBeNull();
    expect(eventRowWarning(departure, false)).toBeNull();
  });

  it('EMIS-129 voyage information: all confirmed, arrival, end of voyage, name, port, pairs closed', () => {
    const complete = [
      { ...departure, isConfirmed: true },
      ev('a', 'Arrival', day(3), { isConfirmed: true, port: port('Kiel') }),
      ev('e', 'EndOfVoyage', day(4), { isConfirmed: true }),
    ];
    expect(checkConfirmVoyageInformation(complete)).toEqual([]);
    const messages = checkConfirmVoyageInformation([
      ev('x', 'Departure', day(1), { voyage: newVoyage() }),
      ev('s', 'StartBunkering', day(2), { isConfirmed: true }),
    ]).map((reason) => reason.message);
    expect(messages).toEqual([
      voyageEventMessages.unconfirmedEvents,
      voyageEventMessages.arrivalMissing,
      voyageEventMessages.endOfVoyageMissing,
      voyageEventMessages.enterVoyageInformation,
      voyageEventMessages.enterPortInformation,
      voyageEventMessages.unpaired,
    ]);
    expect(checkConfirmVoyageInformation([{ ...departure, voyage: infoConfirmed }])[0]?.message).toBe(
      voyageEventMessages.infoAlreadyConfirmed,
    );
  });

  it('EMIS-129 unconfirming the voyage information is refused once the data is confirmed', () => {
    expect(checkUnconfirmVoyageInformation({ ...departure, voyage: infoConfirmed })).toEqual([]);
    expect(checkUnconfirmVoyageInformation(departure)[0]?.message).toBe(voyageEventMessages.infoNotConfirmed);
    expect(checkUnconfirmVoyageInformation({ ...departure, voyage: dataConfirmed })[0]?.message).toBe(
      voyageEventMessages.dataIsConfirmed,
    );
  });

  it('EMIS-130 EMIS-131 voyage data: more than one event, fuel from any active source and distance', () => {
    const confirmedDeparture = { ...departure, isConfirmed: true, voyage: infoConfirmed };
    const arrival = ev('a', 'Arrival', day(3), { isConfirmed: true, distanceSailed: distance });
    const end = ev('e', 'EndOfVoyage', day(4), { isConfirmed: true });
    expect(checkConfirmVoyageData([confirmedDeparture], new Set())[0]?.message).toBe(
      voyageEventMessages.singleEvent,
    );
    expect(checkConfirmVoyageData([confirmedDeparture, arrival, end], new Set(['a']))).toEqual([
      { message: voyageEventMessages.fuelConsumptionMissing, eventId: 'e' },
      { message: voyageEventMessages.distanceMissing, eventId: 'e' },
    ]);
    // The departure itself needs neither (tank-only vessels pass through the same set).
    expect(checkConfirmVoyageData([confirmedDeparture, arrival], new Set(['a']))).toEqual([]);
    expect(checkConfirmVoyageData([departure, arrival], new Set(['a']))[0]?.message).toBe(
      voyageEventMessages.infoNotYetConfirmed,
    );
  });

  it('EMIS-130 unconfirming voyage data that fed a submitted report needs SuperUser or Administrator', () => {
    const confirmed = { ...departure, voyage: dataConfirmed };
    expect(checkUnconfirmVoyageData(confirmed, { fedSubmittedReport: false, role: 'User' })).toEqual([]);
    expect(checkUnconfirmVoyageData(confirmed, { fedSubmittedReport: true, role: 'User' })[0]?.message).toBe(
      voyageEventMessages.submittedReport,
    );
    expect(checkUnconfirmVoyageData(confirmed, { fedSubmittedReport: true, role: 'SuperUser' })).toEqual([]);
    expect(checkUnconfirmVoyageData(departure, { fedSubmittedReport: false, role: 'User' })[0]?.message).toBe(
      voyageEventMessages.dataNotConfirmed,
    );
  });
});

describe('location', () => {
  it('EMIS-163 degrees 0-89 / 0-179 and minutes 0-59.9999', () => {
    expect(checkCoordinateParts('latitude', { degrees: 89, minutes: 59.9999, hemisphere: 'N' })).toBeNull();
    expect(checkCoordinateParts('latitude', { degrees: 90, minutes: 0, hemisphere: 'N' })).toBe(
      voyageEventMessages.degreesRange(89),
    );
    expect(checkCoordinateParts('longitude', { degrees: 180, minutes: 0, hemisphere: 'E' })).toBe(
      voyageEventMessages.degreesRange(179),
    );
    expect(checkCoordinateParts('longitude', { degrees: 10, minutes: 60, hemisphere: 'E' })).toBe(
      voyageEventMessages.minutesRange,
    );
  });

  it('EMIS-164 S and W make the value negative; minutes rounded to 4 decimals', () => {
    const location = locationFromParts({
      latitude: { degrees: 59, minutes: 54.123456, hemisphere: 'S' },
      longitude: { degrees: 10, minutes: 30, hemisphere: 'W' },
    });
    expect(location.latitude).toBeCloseTo(-(59 + 54.1235 / 60), 10);
    expect(location.longitude).toBe(-10.5);
    expect(locationToParts(location)).toEqual({
      latitude: { degrees: 59, minutes: 54.1235, hemisphere: 'S' },
      longitude: { degrees: 10, minutes: 30, hemisphere: 'W' },
    });
  });

  it('EMIS-165 out-of-range coordinates are treated as 0', () => {
    expect(locationToParts({ latitude: 95, longitude: -200 })).toEqual({
      latitude: { degrees: 0, minutes: 0, hemisphere: 'N' },
      longitude: { degrees: 0, minutes: 0, hemisphere: 'E' },
    });
  });
});
