// The emission report module's gate (feature EmissionReport, EMIS-033, ADR 0059): the REST reads of
// its records (the report's events, a voyage's events, cargo and fuel entries) are refused for a
// vessel without the feature. The writes are not: they are the crew's data entry, which reaches the
// server through the device's outbox, perhaps long after it was made, and must never be turned
// into a refusal by a switch flipped in the office; neither is the change feed (GET /Sync/Changes).
import type { AppDeps } from '../context.ts';
import { voyageDataAccess as voyageDataAccessText } from '../http/sync-http.ts';
import { engineFromHandle } from '../db/sql-engine.ts';
import { gatedAccess, type GatedAccess } from '../features/public.ts';
import { type VesselsService, voyageDataAccess } from '../vessels/public.ts';

/** Who may call a gated read, in words, for the OpenAPI document. */
export const emissionReportReadAccess = `${voyageDataAccessText}, where the vessel has the EmissionReport feature`;

export function emissionReportReads(vessels: VesselsService, deps: Pick<AppDeps, 'database'>): GatedAccess {
  return gatedAccess(voyageDataAccess(vessels), engineFromHandle(deps.database as never), 'EmissionReport');
}
