import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitRegressionModel } from '../calc/regression.ts';
import { classifyBlock, type Block } from './steady-state.ts';
import {
  areaAtDraught,
  correctedPowerKw,
  DEFAULT_WIND_COEFFICIENTS,
  foldDeg,
  KN_TO_MS,
  relativeWindFromTrue,
  trueWindDirectionDeg,
  trueWindFromRelative,
  windAtHeight,
  windCoefficient,
  windCorrection,
  windResistanceN,
  WIND_SHIP_TYPE_IDS,
  type WindSettings,
} from './wind-correction.ts';

const speed = fc.double({ min: 0, max: 40, noNaN: true });
const angle = fc.double({ min: -720, max: 720, noNaN: true });
const table = DEFAULT_WIND_COEFFICIENTS.tankerBulk;

const settings: WindSettings = {
  transverseAreaM2: 1000,
  areaHeightM: 10,
  anemometerHeightM: 40,
  designDraughtM: 12,
  breadthM: 40,
  shipType: 'tankerBulk',
  propulsiveEfficiency: 0.7,
};

describe('true wind from relative wind', () => {
  it('a head wind of 10 m/s at 5 m/s over ground is a true head wind of 5 m/s', () => {
    const w = trueWindFromRelative(10, 0, 5);
    expect(w.speedMs).toBeCloseTo(5, 10);
    expect(w.angleDeg).toBeCloseTo(0, 10);
  });

  it('reads every quadrant: a relative wind from abeam is a true wind from abaft the beam', () => {
    // 10 m/s over ground, relative 10 m/s from 90° starboard: true wind √200 from 135°.
    const starboard = trueWindFromRelative(10, 90, 10);
    expect(starboard.speedMs).toBeCloseTo(Math.SQRT2 * 10, 10);
    expect(starboard.angleDeg).toBeCloseTo(135, 10);
    const port = trueWindFromRelative(10, 270, 10);
    expect(port.angleDeg).toBeCloseTo(225, 10);
    // Apparent calm at speed: the true wind blows from astern at the ship's speed.
    expect(trueWindFromRelative(0, 0, 6).angleDeg).toBeCloseTo(180, 10);
  });

  it('the compass direction adds the heading, wrapping past north', () => {
    expect(trueWindDirectionDeg(135, 300)).toBeCloseTo(75, 10);
  });

  it('relative → true → relative gives the relative wind back (property)', () => {
    fc.assert(
      fc.property(speed, angle, speed, (vr, psi, vg) => {
        const t = trueWindFromRelative(vr, psi, vg);
        const back = relativeWindFromTrue(t.speedMs, t.angleDeg, vg);
        expect(back.speedMs).toBeCloseTo(vr, 6);
        if (vr > 1e-3) expect(Math.cos((back.angleDeg - psi) * (Math.PI / 180))).toBeCloseTo(1, 6);
      }),
    );
  });

  it('the speed is the law of cosines and mirrors port to starboard (property)', () => {
    fc.assert(
      fc.property(speed, angle, speed, (vr, psi, vg) => {
        const t = trueWindFromRelative(vr, psi, vg);
        // Compared squared, to a tolerance scaled to the speeds: near a zero true wind the square
        // root of the law of cosines amplifies its rounding (√1e-13 ≈ 3e-7 m/s at 40 m/s).
        const cosineSquared = vr ** 2 + vg ** 2 - 2 * vr * vg * Math.cos((psi * Math.PI) / 180);
        expect(Math.abs(t.speedMs ** 2 - cosineSquared)).toBeLessThanOrEqual(1e-9 * (vr ** 2 + vg ** 2 + 1));
        const mirrored = trueWindFromRelative(vr, -psi, vg);
        expect(mirrored.speedMs).toBeCloseTo(t.speedMs, 9);
        if (t.speedMs > 1e-6) expect(foldDeg(mirrored.angleDeg)).toBeCloseTo(foldDeg(t.angleDeg), 6);
      }),
    );
  });
});

describe('height and draught', () => {
  it('the 1/7 power law: 10 m/s at 40 m is 10·(10/40)^(1/7) at 10 m', () => {
    expect(windAtHeight(10, 40, 10)).toBeCloseTo(10 * 0.25 ** (1 / 7), 12);
    expect(windAtHeight(10, 40, 10)).toBeCloseTo(8.2034, 3);
    expect(windAtHeight(10, 0, 10)).toBeNaN();
  });

  it('at the design draught the area and height are the design ones', () => {
    expect(areaAtDraught(1000, 10, 12, 40, 12)).toEqual({ areaM2: 1000, heightM: 10 });
  });

  it('two metres lighter: 80 m² more area and the centre at (1000·12 + ½·40·4)/1080', () => {
    const at = areaAtDraught(1000, 10, 12, 40, 10);
    expect(at.areaM2).toBe(1080);
    expect(at.heightM).toBeCloseTo((1000 * 12 + 0.5 * 40 * 4) / 1080, 12);
  });

  it('a lighter ship never shows less area (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 12, noNaN: true }), (draught) => {
        expect(areaAtDraught(1000, 10, 12, 40, draught).areaM2).toBeGreaterThanOrEqual(1000);
      }),
    );
  });
});

describe('coefficient table', () => {
  it('every ship type has 19 values, resistance ahead and thrust astern', () => {
    for (const type of WIND_SHIP_TYPE_IDS) {
      const t = DEFAULT_WIND_COEFFICIENTS[type];
      expect(t).toHaveLength(19);
      expect(t[0]).toBeGreaterThan(0);
      expect(t[18]).toBeLessThan(0);
    }
  });

  it('reads linearly between the steps and the same to port (property)', () => {
    expect(windCoefficient(0, table)).toBe(0.9);
    expect(windCoefficient(5, table)).toBeCloseTo((0.9 + 0.88) / 2, 12);
    expect(windCoefficient(-5, table)).toBeCloseTo((0.9 + 0.88) / 2, 12);
    expect(windCoefficient(180, table)).toBe(-0.72);
    fc.assert(
      fc.property(angle, (psi) => {
        expect(windCoefficient(-psi, table)).toBeCloseTo(windCoefficient(psi, table), 12);
        expect(windCoefficient(psi + 360, table)).toBeCloseTo(windCoefficient(psi, table), 9);
      }),
    );
  });
});

describe('wind resistance and corrected power', () => {
  it('no true wind (relative wind = speed over ground, from ahead) means no correction (property)', () => {
    fc.assert(
      fc.property(speed, (vg) => {
        expect(windResistanceN(vg, 0, vg, 1000, table)).toBeCloseTo(0, 6);
        const c = windCorrection(settings, vg, 0, vg / KN_TO_MS, 10, 10_000);
        expect(c.trueWindAtReferenceMs).toBeCloseTo(0, 6);
        expect(c.correctedPowerKw).toBeCloseTo(10_000, 6);
      }),
    );
  });

  it('at rest in calm air there is nothing to correct', () => {
    expect(windResistanceN(0, 0, 0, 1000, table)).toBe(0);
    expect(windCorrection(settings, 0, 0, 0, 12, 5000).correctedPowerKw).toBe(5000);
  });

  it('a head wind adds resistance and takes power off; a following wind gives some back', () => {
    // 15 kn, 10 m/s true head wind: relative 17.7 m/s from ahead.
    const vg = 15 * KN_TO_MS;
    const head = windCorrection(settings, 10 + vg, 0, 15, 12, 10_000);
    expect(head.resistanceN).toBeGreaterThan(0);
    expect(head.correctedPowerKw).toBeLessThan(10_000);
    const following = windCorrection(settings, 10 - vg, 180, 15, 12, 10_000);
    expect(following.resistanceN).toBeLessThan(0);
    expect(following.correctedPowerKw).toBeGreaterThan(10_000);
  });

  it('worked example: R_AA and P_corr by hand at the reference height', () => {
    // Anemometer at the area centre: no height change. 12 m/s relative head wind at 6 m/s.
    const s = { ...settings, anemometerHeightM: 10 };
    const c = windCorrection(s, 12, 0, 6 / KN_TO_MS, 12, 10_000);
    const r = 0.5 * 1.225 * 1000 * (0.9 * 144 - 0.9 * 36);
    expect(c.resistanceN).toBeCloseTo(r, 6);
    expect(c.correctedPowerKw).toBeCloseTo(10_000 - (r * 6) / 0.7 / 1000, 6);
    expect(correctedPowerKw(100, 1000, 1, 0)).toBeNaN();
  });

  it('the correction is the same for a wind from port as from starboard (property)', () => {
    fc.assert(
      fc.property(speed, fc.double({ min: 0, max: 180, noNaN: true }), speed, (vr, psi, vg) => {
        const a = windCorrection(settings, vr, psi, vg, 11, 8000);
        const b = windCorrection(settings, vr, 360 - psi, vg, 11, 8000);
        expect(b.correctedPowerKw).toBeCloseTo(a.correctedPowerKw, 6);
      }),
    );
  });

  it('a stronger true head wind never needs less correction (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        (vt, more) => {
          const vg = 7;
          const weak = windCorrection(settings, vt + vg, 0, vg / KN_TO_MS, 12, 8000);
          const strong = windCorrection(settings, vt + more + vg, 0, vg / KN_TO_MS, 12, 8000);
          expect(strong.resistanceN).toBeGreaterThanOrEqual(weak.resistanceN - 1e-6);
        },
      ),
    );
  });
});

describe('steady-state blocks with the wind correction', () => {
  const reference = {
    speedPower: {
      model: fitRegressionModel('power', [
        { x: 4000, y: 11 },
        { x: 8000, y: 14 },
        { x: 12000, y: 16 },
      ]).model,
      referenceDraftM: 12,
    },
    propeller: null,
    sfoc: null,
  };
  const stats = (mean: number) => ({ mean, min: mean, max: mean, count: 1 });
  const block = (startMs: number, relWind: number, relAngle: number): Block => ({
    startMs,
    channels: {
      stw: stats(14),
      sog: stats(14),
      power: stats(8000),
      rpm: stats(90),
      draftFore: stats(12),
      draftAft: stats(12),
      relWindSpeed: stats(relWind),
      relWindAngle: stats(relAngle),
    },
  });
  const vg = 14 * KN_TO_MS;
  const wind = (correctPower: boolean) => ({ settings, correctPower });

  it('a head wind block reads a smaller speed loss on corrected power than on measured power', () => {
    const previous = block(0, vg + 5, 0);
    const current = block(900_000, vg + 5, 0);
    const plain = classifyBlock(current, previous, { ...reference, wind: wind(false) });
    const corrected = classifyBlock(current, previous, { ...reference, wind: wind(true) });
    if (typeof plain === 'string' || typeof corrected === 'string') throw new Error('block refused');
    expect(corrected.speed).toBeGreaterThan(plain.speed);
  });

  it('refuses a block without relative wind, and one whose true wind at the reference height is above 7.9 m/s', () => {
    const bare = block(900_000, 1, 0);
    delete bare.channels.relWindSpeed;
    expect(classifyBlock(bare, block(0, 1, 0), { ...reference, wind: wind(true) })).toBe('missingChannel');
    // 9 m/s true at the 40 m anemometer is 7.4 m/s at the 10 m area centre: kept with the correction.
    const breezy = block(900_000, vg + 9, 0);
    expect(typeof classifyBlock(breezy, block(0, vg + 9, 0), reference)).toBe('string');
    expect(typeof classifyBlock(breezy, block(0, vg + 9, 0), { ...reference, wind: wind(true) })).toBe(
      'object',
    );
  });
});
