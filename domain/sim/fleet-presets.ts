import type { SimVessel } from './simulate.ts';

/**
 * Typical particulars and trades per ship type (ids as the CII ship types), used to simulate a
 * vessel when only its IMO number and type are known. Figures are typical of each class.
 */
export const simPresets = {
  bulk_carrier: {
    lengthM: 225,
    draftLadenM: 14.4,
    draftBallastM: 7.6,
    rotation: ['NLRTM', 'BRVIX'],
    alternatesLaden: true,
    particulars: {
      mcrKw: 9_500,
      rpmAtMcr: 89,
      designSpeedKn: 14,
      designDraftM: 14.4,
      speedPowerExponent: 3.1,
      sfocBaseGPerKwh: 172,
      displacementM3: 92_000,
      isContainerShip: false,
    },
  },
  tanker: {
    lengthM: 250,
    draftLadenM: 15.0,
    draftBallastM: 8.2,
    rotation: ['SARTA', 'SGSIN'],
    alternatesLaden: true,
    particulars: {
      mcrKw: 13_500,
      rpmAtMcr: 91,
      designSpeedKn: 14.5,
      designDraftM: 15.0,
      speedPowerExponent: 3.0,
      sfocBaseGPerKwh: 170,
      displacementM3: 135_000,
      isContainerShip: false,
    },
  },
  container_ship: {
    lengthM: 300,
    draftLadenM: 13.5,
    draftBallastM: 11.0,
    rotation: ['NLRTM', 'DEHAM', 'ESALG'],
    alternatesLaden: false,
    particulars: {
      mcrKw: 45_000,
      rpmAtMcr: 84,
      designSpeedKn: 21,
      designDraftM: 13.5,
      speedPowerExponent: 3.8,
      sfocBaseGPerKwh: 168,
      displacementM3: 110_000,
      isContainerShip: true,
    },
  },
  ro_ro_cargo: {
    lengthM: 210,
    draftLadenM: 7.4,
    draftBallastM: 6.4,
    rotation: ['SEGOT', 'BEGNE'],
    alternatesLaden: false,
    particulars: {
      mcrKw: 16_000,
      rpmAtMcr: 118,
      designSpeedKn: 19,
      designDraftM: 7.4,
      speedPowerExponent: 3.6,
      sfocBaseGPerKwh: 178,
      displacementM3: 30_000,
      isContainerShip: false,
    },
  },
  lng_carrier: {
    lengthM: 290,
    draftLadenM: 11.8,
    draftBallastM: 9.6,
    rotation: ['QARLF', 'JPTYO'],
    alternatesLaden: true,
    particulars: {
      mcrKw: 26_000,
      rpmAtMcr: 72,
      designSpeedKn: 19,
      designDraftM: 11.8,
      speedPowerExponent: 3.5,
      sfocBaseGPerKwh: 165,
      displacementM3: 100_000,
      isContainerShip: false,
    },
  },
  general_cargo_ship: {
    lengthM: 120,
    draftLadenM: 7.2,
    draftBallastM: 4.4,
    rotation: ['NLRTM', 'PLGDN'],
    alternatesLaden: true,
    particulars: {
      mcrKw: 3_800,
      rpmAtMcr: 600,
      designSpeedKn: 12.5,
      designDraftM: 7.2,
      speedPowerExponent: 3.2,
      sfocBaseGPerKwh: 190,
      displacementM3: 14_000,
      isContainerShip: false,
    },
  },
  ro_ro_passenger: {
    lengthM: 190,
    draftLadenM: 6.2,
    draftBallastM: 5.8,
    rotation: ['DERSK', 'SETRG'],
    alternatesLaden: false,
    particulars: {
      mcrKw: 24_000,
      rpmAtMcr: 145,
      designSpeedKn: 20,
      designDraftM: 6.2,
      speedPowerExponent: 3.7,
      sfocBaseGPerKwh: 185,
      displacementM3: 16_000,
      isContainerShip: false,
    },
  },
} as const satisfies Record<
  string,
  Omit<SimVessel, 'imoNumber' | 'rotation'> & { rotation: readonly SimVessel['rotation'][number][] }
>;

export type SimPresetId = keyof typeof simPresets;

export function presetVessel(imoNumber: string, preset: SimPresetId): SimVessel {
  const p = simPresets[preset];
  return { ...p, imoNumber, rotation: [...p.rotation], particulars: { ...p.particulars } };
}
