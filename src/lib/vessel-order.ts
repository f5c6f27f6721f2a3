// The order vessels are listed in everywhere (the sidebar, the start page, the partner page).
import type { Vessel } from '../../domain/contracts/vessels.ts';

/** SHELL-056: by name, ignoring case. */
export function sortVesselsByName<T extends Pick<Vessel, 'name'>>(vessels: readonly T[]): T[] {
  return [...vessels].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
