// Volume derived from mass and density (issue 26 §3): the crew enter fuel as a mass (t) and know
// its density at 15 °C (t/m³, from the bunker delivery note, EMIS-245); the volume at 15 °C is
// mass ÷ density, and a mass is volume × density. Shown beside the forms, never stored on its own:
// the API keeps the fields it had.

/** The volume at 15 °C in m³ of `massTonnes` at `densityTonnesPerM3`; null while either is unknown. */
export function volumeAt15C(
  massTonnes: number | null | undefined,
  densityTonnesPerM3: number | null | undefined,
): number | null {
  if (!isKnown(massTonnes) || !isDensity(densityTonnesPerM3)) return null;
  return massTonnes / densityTonnesPerM3;
}

/** The mass in t of `volumeM3` (at 15 °C) at `densityTonnesPerM3`; null while either is unknown. */
export function massFromVolume(
  volumeM3: number | null | undefined,
  densityTonnesPerM3: number | null | undefined,
): number | null {
  if (!isKnown(volumeM3) || !isDensity(densityTonnesPerM3)) return null;
  return volumeM3 * densityTonnesPerM3;
}

export type DensitySource = { timestamp: string; fuelDensity: number; fuelAdjustmentInTon: number };

/**
 * The density of a tank's fuel at `timestamp`: that of its latest bunkering (a positive operation)
 * at or before that time, as a chief engineer takes it from the last bunker delivery note; null
 * when the tank has none yet. A de-bunkering leaves the fuel's density as it was.
 */
export function tankDensityAt<T extends DensitySource>(
  operations: readonly T[],
  timestamp: string,
): T | null {
  const at = Date.parse(timestamp);
  let latest: T | null = null;
  for (const operation of operations) {
    if (operation.fuelAdjustmentInTon <= 0 || !isDensity(operation.fuelDensity)) continue;
    const time = Date.parse(operation.timestamp);
    if (Number.isNaN(time) || time > at) continue;
    if (!latest || time >= Date.parse(latest.timestamp)) latest = operation;
  }
  return latest;
}

function isKnown(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isDensity(value: number | null | undefined): value is number {
  return isKnown(value) && value > 0;
}
