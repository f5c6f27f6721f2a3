// GET /Vessels: the vessels the signed-in user may see, for the sidebar and the start page (the one
// query of lib/vessels-query.ts).
import { useQuery } from '@tanstack/react-query';
import { vesselsQueryOptions } from '../../../lib/vessels-query.ts';

export function useVessels() {
  return useQuery(vesselsQueryOptions());
}
