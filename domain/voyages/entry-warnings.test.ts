import { describe, expect, it } from 'vitest';
import {
  arrivalFarFromPortNm,
  arrivalFarFromPortWarning,
  defaultNewEventTimestamp,
  robRiseWarnings,
  robRisesWithoutBunkering,
} from './entry-warnings.ts';

// Rotterdam 51.95 N 4.13 E; one degree of latitude is 60 nm.
const rotterdam = { name: 'Rotterdam', latitude: 51.95, longitude: 4.13 };

describe('arrival far from its port (issue 26 §3)', () => {
  it('warns when the arrival is more than 50 nm from the port, with the distance and the port', () => {
    const warning = arrivalFarFromPortWarning({ latitude: 51.95 + 80 / 60, longitude: 4.13 }, rotterdam);
    expect(warning).toBe(
      'The arrival position is 80 nm from Rotterdam, more than 50 nm. Check the position and the port.',
    );
  });

  it('says nothing at or within 50 nm', () => {
    expect(arrivalFarFromPortNm).toBe(50);
    expect(arrivalFarFromPortWarning({ latitude: 51.95 + 49.9 / 60, longitude: 4.13 }, rotterdam)).toBeNull();
    expect(arrivalFarFromPortWarning({ latitude: 51.95, longitude: 4.13 }, rotterdam)).toBeNull();
  });

  it('says nothing while either position is unknown', () => {
    expect(arrivalFarFromPortWarning(null, rotterdam)).toBeNull();
    expect(arrivalFarFromPortWarning({ latitude: 10, longitude: 10 }, null)).toBeNull();
    expect(
      arrivalFarFromPortWarning({ latitude: 10, longitude: 10 }, { name: 'X', latitude: null, longitude: 4 }),
    ).toBeNull();
  });
});

describe('ROB that rises without bunkering (issue 26 §3)', () => {
  const reading = (day: number, tonnes: number | null) => ({
    timestamp: `2026-03-0${day}T12:00:00.000Z`,
    fuelAmountInTon: tonnes,
  });

  it('finds a rise of more than 0.5 t between two soundings with no bunkering between them', () => {
    const rises = robRisesWithoutBunkering([reading(3, 120), reading(1, 100)], []);
    expect(rises).toEqual([{ from: reading(1, 100), to: reading(3, 120) }]);
    expect(robRiseWarnings('HFO tank 1', [reading(1, 100), reading(3, 120)], [])).toEqual([
      'The remaining fuel in HFO tank 1 rose from 100 t to 120 t without a bunkering in between. Check the sounding or add the bunkering.',
    ]);
  });

  it('a bunkering between the soundings explains the rise; a de-bunkering or one outside does not', () => {
    const readings = [reading(1, 100), reading(3, 120)];
    expect(
      robRisesWithoutBunkering(readings, [
        { timestamp: '2026-03-02T00:00:00.000Z', fuelAdjustmentInTon: 30 },
      ]),
    ).toEqual([]);
    expect(
      robRisesWithoutBunkering(readings, [
        { timestamp: '2026-03-03T12:00:00.000Z', fuelAdjustmentInTon: 30 },
      ]),
    ).toEqual([]);
    expect(
      robRisesWithoutBunkering(readings, [
        { timestamp: '2026-03-02T00:00:00.000Z', fuelAdjustmentInTon: -5 },
      ]),
    ).toHaveLength(1);
    expect(
      robRisesWithoutBunkering(readings, [
        { timestamp: '2026-03-01T12:00:00.000Z', fuelAdjustmentInTon: 30 },
      ]),
    ).toHaveLength(1);
  });

  it('a fall, a rise within 0.5 t and a sounding without a mass are not rises', () => {
    expect(robRisesWithoutBunkering([reading(1, 100), reading(2, 90), reading(3, 90.5)], [])).toEqual([]);
    expect(robRisesWithoutBunkering([reading(1, 100), reading(2, null), reading(3, 100.4)], [])).toEqual([]);
  });
});

describe('default time of a new event (issue 26 §3)', () => {
  it('is now to the minute, not the departure day', () => {
    expect(defaultNewEventTimestamp('2026-03-01T08:00:00.000Z', new Date('2026-03-04T15:42:31.500Z'))).toBe(
      '2026-03-04T15:42:00.000Z',
    );
  });

  it("is the last event's time when that is later than now", () => {
    expect(defaultNewEventTimestamp('2026-03-05T08:00:00.000Z', new Date('2026-03-04T15:42:00.000Z'))).toBe(
      '2026-03-05T08:00:00.000Z',
    );
  });
});
