// The noon report rules (issue 24 §2, ADR 0102): refusals of impossible values, warnings of
// implausible ones, each with its message in plain words.
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  NoonReportWriteSchema,
  zonedTimeOf,
  offsetMinutesOf,
  type NoonReportWrite,
} from '../contracts/noon-reports.ts';
import {
  checkDistances,
  checkHoursSteamed,
  checkNoonReport,
  checkPosition,
  checkRobContinuity,
  distanceMatches,
  greatCircleNm,
  type PreviousNoonReport,
} from './noon-report-rules.ts';

const hfo = '00000000-0000-4000-8000-0000000000a1';
const mgo = '00000000-0000-4000-8000-0000000000a2';

function report(overrides: Partial<NoonReportWrite> = {}): NoonReportWrite {
  return v.parse(NoonReportWriteSchema, {
    id: '00000000-0000-4000-8000-000000000001',
    vesselId: '00000000-0000-4000-8000-000000000002',
    reportTime: '2026-03-02T12:00:00+04:00',
    latitude: 10,
    longitude: 60,
    hoursSteamed: 24,
    distanceOverGroundNm: 300,
    distanceThroughWaterNm: 310,
    averageSpeedKn: 12.5,
    fuel: [
      { fuelTypeId: hfo, consumer: 'MainEngine', tonnes: 30 },
      { fuelTypeId: mgo, consumer: 'AuxiliaryEngines', tonnes: 2 },
    ],
    rob: [
      { fuelTypeId: hfo, robTonnes: 470 },
      { fuelTypeId: mgo, robTonnes: 98 },
    ],
    ...overrides,
  });
}

const previous: PreviousNoonReport = {
  reportTimeUtc: '2026-03-01T08:00:00.000Z', // 12:00 +04:00 the day before: 24 h earlier
  latitude: 10,
  longitude: 55,
  rob: [
    { fuelTypeId: hfo, robTonnes: 500, bunkeredTonnes: 0 },
    { fuelTypeId: mgo, robTonnes: 100, bunkeredTonnes: 0 },
  ],
};

describe('noon report contract', () => {
  it('keeps the report time as entered and gives it back from the instant and the offset', () => {
    const entered = '2026-03-02T12:00:00+04:00';
    expect(offsetMinutesOf(entered)).toBe(240);
    expect(zonedTimeOf(new Date(entered), 240)).toBe(entered);
    expect(zonedTimeOf(new Date('2026-03-02T12:00:00Z'), 0)).toBe('2026-03-02T12:00:00Z');
    expect(zonedTimeOf(new Date('2026-03-02T12:00:00-03:30'), -210)).toBe('2026-03-02T12:00:00-03:30');
  });

  it('refuses a time without its zone, negative fuel, a wind force over 12 and a sea state over 9, in plain words', () => {
    const refuse = (overrides: Record<string, unknown>) => {
      const result = v.safeParse(NoonReportWriteSchema, { ...report(), ...overrides });
      expect(result.success).toBe(false);
      return result.issues?.[0]?.message;
    };
    expect(refuse({ reportTime: '2026-03-02T12:00:00' })).toMatch(/time zone offset/);
    expect(refuse({ fuel: [{ fuelTypeId: hfo, consumer: 'MainEngine', tonnes: -1 }] })).toBe(
      'The fuel used cannot be negative.',
    );
    expect(refuse({ windForceBeaufort: 13 })).toBe(
      'The wind force must be a whole Beaufort number from 0 to 12.',
    );
    expect(refuse({ seaStateDouglas: 10 })).toBe('The sea state must be a whole Douglas number from 0 to 9.');
    expect(
      refuse({
        rob: [
          { fuelTypeId: hfo, robTonnes: 1 },
          { fuelTypeId: hfo, robTonnes: 2 },
        ],
      }),
    ).toBe('Enter the remaining fuel of each fuel type once.');
  });
});

describe('noon report rules', () => {
  it('a consistent day (24 h, 300 nm at 12.5 kn, ROB carried on) has no refusal and no warning', () => {
    expect(checkNoonReport(report(), previous)).toEqual({ refusals: [], warnings: [] });
  });

  it('refuses hours steamed over the time since the previous report plus 1 h, allows the 25 h day', () => {
    expect(checkHoursSteamed(report({ hoursSteamed: 25 }), previous)).toBeNull();
    expect(checkHoursSteamed(report({ hoursSteamed: 25.5 }), previous)).toMatch(
      /more than the time since the previous report \(24 h\)/,
    );
    // Clocks back one hour: the day is 25 h and 25 h steamed is right.
    const longDay = report({ reportTime: '2026-03-02T12:00:00+03:00', hoursSteamed: 25 });
    expect(checkNoonReport(longDay, previous).refusals).toEqual([]);
    expect(checkNoonReport(longDay, previous).warnings.map((w) => w.rule)).not.toContain('dayLength');
    // Without a previous report, a day has at most 25 h (+1 h).
    expect(checkHoursSteamed(report({ hoursSteamed: 26 }), null)).toBeNull();
    expect(checkHoursSteamed(report({ hoursSteamed: 27 }), null)).toMatch(/more than a day can have/);
  });

  it('warns when the previous report is not 23-25 h earlier', () => {
    const twoDays = report({ reportTime: '2026-03-03T12:00:00+04:00' });
    expect(checkNoonReport(twoDays, previous).warnings.map((w) => w.message)).toContain(
      'The previous report was 48 h before this one; a daily report is usually 23 to 25 hours after the last one.',
    );
  });

  it('warns on a distance off average speed × hours by more than 10 %, not within it', () => {
    expect(checkDistances(report({ distanceOverGroundNm: 330 }))).toEqual([]); // +10 %
    const off = checkDistances(report({ distanceOverGroundNm: 340, distanceThroughWaterNm: 250 }));
    expect(off.map((w) => w.message)).toEqual([
      'The distance over ground (340 nm) does not match the average speed times the hours steamed (300 nm).',
      'The distance through water (250 nm) does not match the average speed times the hours steamed (300 nm).',
    ]);
  });

  it('warns when ROB does not carry on from the previous report (per fuel type), bunkering included', () => {
    const short = report({
      rob: [
        { fuelTypeId: hfo, robTonnes: 460, bunkeredTonnes: 0 },
        { fuelTypeId: mgo, robTonnes: 98, bunkeredTonnes: 0 },
      ],
    });
    const warnings = checkRobContinuity(short, previous, (id) => (id === hfo ? 'HFO' : 'MGO'));
    expect(warnings.map((w) => w.message)).toEqual([
      'The remaining HFO (460 t) does not match the previous report: 500 t less 30 t used plus 0 t bunkered is 470 t.',
    ]);
    const bunkered = report({
      rob: [
        { fuelTypeId: hfo, robTonnes: 1_470, bunkeredTonnes: 1_000 },
        { fuelTypeId: mgo, robTonnes: 98.4, bunkeredTonnes: 0 }, // within 0.5 t
      ],
    });
    expect(checkRobContinuity(bunkered, previous)).toEqual([]);
  });

  it('warns on a position farther from the previous one than 30 kn × the hours since it', () => {
    expect(checkPosition(report(), previous)).toBeNull(); // 5° of longitude at 10°N ≈ 295 nm in 24 h
    const far = checkPosition(report({ latitude: 30, longitude: 60 }), previous);
    expect(far?.message).toMatch(
      /^The position is 1[0-9]{3}(\.\d)? nm from the previous report’s, more than the vessel can sail in 24 h\.$/,
    );
  });

  it('property: any reading within 10 % of speed × hours passes the distance rule; beyond it, it warns', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 25, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        (hours, speed, share) => {
          const expected = hours * speed;
          const distance = Math.max(0, expected * (1 + share));
          const within = Math.abs(distance - expected) <= Math.max(0.1 * expected, 2);
          expect(distanceMatches(distance, expected)).toBe(within);
          expect(
            checkDistances(
              report({
                hoursSteamed: hours,
                averageSpeedKn: speed,
                distanceOverGroundNm: distance,
                distanceThroughWaterNm: null,
              }),
            ).length,
          ).toBe(within ? 0 : 1);
        },
      ),
    );
  });

  it('property: ROB that is exactly previous - used + bunkered never warns; the great circle is symmetric', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5_000, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 3_000, noNaN: true }),
        fc.double({ min: -80, max: 80, noNaN: true }),
        fc.double({ min: -179, max: 179, noNaN: true }),
        (before, used, bunkered, latitude, longitude) => {
          const rob = Math.max(0, before - used + bunkered);
          fc.pre(before - used + bunkered >= 0);
          const candidate = report({
            fuel: [{ fuelTypeId: hfo, consumer: 'MainEngine', tonnes: used }],
            rob: [{ fuelTypeId: hfo, robTonnes: rob, bunkeredTonnes: bunkered }],
          });
          const prior = { ...previous, rob: [{ fuelTypeId: hfo, robTonnes: before, bunkeredTonnes: 0 }] };
          expect(checkRobContinuity(candidate, prior)).toEqual([]);
          const a = { latitude, longitude };
          const b = { latitude: -latitude / 2, longitude: longitude / 3 };
          expect(greatCircleNm(a, b)).toBeCloseTo(greatCircleNm(b, a), 6);
        },
      ),
    );
  });
});
