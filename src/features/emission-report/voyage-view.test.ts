import { describe, expect, it } from 'vitest';
import { buildEvent, voyageAt } from './test-events.ts';
import { eventDistanceNm } from '../../../domain/voyages/event-rules.ts';
import { formatDistanceNm, voyageSteps, voyageView } from './voyage-view.ts';

const distance = (values: { manual?: number; logged?: number; estimated?: number }) => ({
  loggedDistanceByGPS: values.logged ?? null,
  estimatedDistanceByGPS: values.estimated ?? null,
  manualDistanceByGPS: values.manual ?? null,
  loggedDistanceByGPSPercent: null,
  estimatedDistanceByGPSPercent: null,
  manualDistanceByGPSPercent: null,
});
const port = { name: 'Bergen', loCode: 'NOBGO', isMrvPort: true };

function openVoyage() {
  const departure = buildEvent({
    timestamp: '2026-10-02T06:00:00.000Z',
    voyage: voyageAt('open', 'North run'),
  });
  const arrival = buildEvent({ timestamp: '2026-10-04T06:00:00.000Z', type: 'Arrival', port });
  const next = buildEvent({ timestamp: '2026-10-10T06:00:00.000Z' });
  return { departure, arrival, next, events: [departure, arrival, next] };
}

describe('voyage view', () => {
  it('EMIS-036 EMIS-141 shows each event of the voyage with its name or port, voyage name and distance', () => {
    const { departure, arrival, events } = openVoyage();
    arrival.distanceSailed = distance({ logged: 212.345 });
    const view = voyageView(events, departure.id, new Set())!;
    expect(view.rows.map((row) => row.event.id)).toEqual([departure.id, arrival.id]);
    expect(view.rows[0]).toMatchObject({ typeLabel: 'Departure', voyageName: 'North run', distanceText: '' });
    expect(view.rows[1]).toMatchObject({ typeLabel: 'Arrival', nameOrPort: 'Bergen', voyageName: null });
    expect(view.rows[1]!.distanceText).toBe('212.3');
  });

  it('EMIS-036 prefers the manual GPS distance, then logged, then estimated, shown with 1 decimal', () => {
    expect(eventDistanceNm({ distanceSailed: distance({ manual: 10, logged: 12, estimated: 14 }) })).toBe(10);
    expect(eventDistanceNm({ distanceSailed: distance({ estimated: 14 }) })).toBe(14);
    expect(eventDistanceNm({ distanceSailed: null })).toBeNull();
    expect(formatDistanceNm(1234.56)).toBe('1,234.6');
    expect(formatDistanceNm(0)).toBe('0.0');
  });

  it('EMIS-037 warns on a non-departure event without fuel consumption or distance', () => {
    const { departure, arrival, events } = openVoyage();
    const missingBoth = voyageView(events, departure.id, new Set())!;
    expect(missingBoth.rows[0]!.warning).toBeNull();
    expect(missingBoth.rows[1]!.warning).toContain('Fuel consumption is missing.');
    arrival.distanceSailed = distance({ logged: 5 });
    const complete = voyageView(events, departure.id, new Set([arrival.id]))!;
    expect(complete.rows[1]!.warning).toBeNull();
  });

  it('EMIS-039 EMIS-126 EMIS-127 allows time edit and delete only on unconfirmed events, a departure only alone', () => {
    const { departure, arrival, events } = openVoyage();
    arrival.isConfirmed = true;
    const view = voyageView(events, departure.id, new Set())!;
    expect(view.rows[0]).toMatchObject({ canEditTime: true });
    expect(view.rows[0]!.deleteRefusal).not.toBeNull();
    expect(view.rows[1]).toMatchObject({ canEditTime: false });
    expect(view.rows[1]!.deleteRefusal).not.toBeNull();
    arrival.isConfirmed = false;
    expect(voyageView(events, departure.id, new Set())!.rows[1]!.deleteRefusal).toBeNull();
  });

  it('EMIS-121 EMIS-123 offers the add buttons of the rules, none once the information is confirmed', () => {
    const { departure, events } = openVoyage();
    expect(voyageView(events, departure.id, new Set())!.offeredTypes).toEqual([
      'EndOfVoyage',
      'StartBunkering',
      'StartAnchoring',
      'StartDrifting',
    ]);
    departure.voyage = voyageAt('information', 'North run');
    const confirmed = voyageView(events, departure.id, new Set())!;
    expect(confirmed.offeredTypes).toEqual([]);
    expect(confirmed.rows.every((row) => !row.canEditTime)).toBe(true);
  });

  it('is null for a departure that is not on this device', () => {
    expect(voyageView(openVoyage().events, '00000000-0000-4000-8000-999999999999', new Set())).toBeNull();
  });
});

describe('voyage steps', () => {
  it('EMIS-118 EMIS-129 offers Proceed with distance & fuel with the reasons it is refused', () => {
    const { departure, events } = openVoyage();
    const [step, ...rest] = voyageSteps(voyageView(events, departure.id, new Set())!, new Set(), 'User');
    expect(rest).toEqual([]);
    expect(step!.action).toBe('ConfirmVoyageInformation');
    expect(step!.refusals.map((refusal) => refusal.message)).toContain('The voyage needs an end of voyage.');
  });

  it('EMIS-119 EMIS-130 after the information: Edit event info and Confirm fuel & distance; after the data: Unconfirm', () => {
    const { departure, arrival, events } = openVoyage();
    departure.voyage = voyageAt('information', 'North run');
    arrival.distanceSailed = distance({ logged: 5 });
    const withFuel = new Set([arrival.id]);
    const steps = voyageSteps(voyageView(events, departure.id, withFuel)!, withFuel, 'User');
    expect(steps.map((step) => [step.action, step.refusals.length])).toEqual([
      ['UnconfirmVoyageInformation', 0],
      ['ConfirmVoyageData', 0],
    ]);
    departure.voyage = voyageAt('data', 'North run');
    const afterData = voyageSteps(voyageView(events, departure.id, withFuel)!, withFuel, 'User');
    expect(afterData.map((step) => [step.action, step.refusals.length])).toEqual([
      ['UnconfirmVoyageData', 0],
    ]);
  });
});
