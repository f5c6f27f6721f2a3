// GET /Vessels: the vessels the signed-in user may see, for the sidebar and the start page (the one
// query of lib/vessels-query.ts).
import { useQuery } from '@tanstack/react-query';
import type { Vessel } from '../../../../domain/contracts/vessels.ts';
import { vesselsQueryOptions } from '../../../lib/vessels-query.ts';

export function useVessels() {
  return useQuery(vesselsQueryOptions());
}

/** SHELL-056: by name, ignoring case. */
export function sortVesselsByName<T extends Pick<Vessel, 'name'>>(vessels: readonly T[]): T[] {
  return [...vessels].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
