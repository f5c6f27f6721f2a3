// GET /Vessel/{id}/Voyages (EMIS-206): one row per departure of the vessel, with the voyage's
// confirmations, its bounds (departure time to end-of-voyage time) and its ports. ADR 0025.
import * as v from 'valibot';
import { IdParamsSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { PortSchema, voyageTypes } from './emission-report-vessel-events.ts';

export const VesselVoyageSchema = v.object({
  departureId: v.string(),
  name: v.nullable(v.string()),
  type: v.nullable(v.picklist(voyageTypes)),
  isNonCommercial: v.boolean(),
  /** ISO instant, or null while unconfirmed (the stored placeholder 0001-01-01 is not sent here). */
  informationConfirmedAt: v.nullable(v.string()),
  dataConfirmedAt: v.nullable(v.string()),
  /** The departure's time. */
  startDate: v.string(),
  /** The end-of-voyage time; null while the voyage has none. */
  endDate: v.nullable(v.string()),
  /** The departure's port (or its default, EMIS-141). */
  fromPort: v.nullable(PortSchema),
  /** The arrival's port (or its default, EMIS-140); null without an arrival. */
  toPort: v.nullable(PortSchema),
  eventCount: v.pipe(v.number(), v.integer()),
});
export type VesselVoyage = v.InferOutput<typeof VesselVoyageSchema>;

export const VesselVoyageListSchema = v.array(VesselVoyageSchema);

/** The voyages' endpoints (declared once for the server's router and the client). */
export const voyageEndpoints = {
  /** The voyages of a vessel (id: the vessel), latest first. */
  ofVessel: endpoint({
    method: 'get',
    path: '/Vessel/{id}/Voyages',
    params: IdParamsSchema,
    response: VesselVoyageListSchema,
  }),
};
