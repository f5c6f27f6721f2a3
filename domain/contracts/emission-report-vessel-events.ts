// EmissionReportVesselEvents (002 §3, §7; endpoints.tsv): the voyage events crew enter on board.
// Ids are generated on the device (offline-sync.md b.3), so POST carries the id; every answer
// carries the row `version`, which updates and deletes send back in If-Match.
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { endpoint } from './endpoint.ts';

export const vesselEventTypes = [
  'Departure',
  'Arrival',
  'EndOfVoyage',
  'StartAnchoring',
  'EndAnchoring',
  'StartDrifting',
  'EndDrifting',
  'StartBunkering',
  'EndBunkering',
] as const;
export type VesselEventType = (typeof vesselEventTypes)[number];

export const vesselEventSources = ['Ship', 'Office'] as const;
export type VesselEventSource = (typeof vesselEventSources)[number];

export const voyageTypes = ['Laden', 'Ballast'] as const;

/** An unset voyage date (EMIS-097). */
export const unsetDate = '0001-01-01T00:00:00.000Z';

const isoInstant = v.pipe(
  v.string(),
  v.isoTimestamp('The timestamp must be an ISO 8601 date and time.'),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'The timestamp must be a valid date and time.'),
);

export const VoyageSchema = v.object({
  name: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  type: v.nullable(v.picklist(voyageTypes, 'Voyage type is Laden or Ballast.')),
  isNonCommercial: v.boolean(),
  informationConfirmedAt: v.string(),
  dataConfirmedAt: v.string(),
  startDate: v.string(),
  endDate: v.string(),
});
export type Voyage = v.InferOutput<typeof VoyageSchema>;

export const PortSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(200)),
  loCode: v.pipe(v.string(), v.maxLength(10)),
  isMrvPort: v.boolean(),
});
export type Port = v.InferOutput<typeof PortSchema>;

export const EventLocationSchema = v.object({
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
});

export const DistanceSailedSchema = v.object({
  loggedDistanceByGPS: v.nullable(v.number()),
  estimatedDistanceByGPS: v.nullable(v.number()),
  manualDistanceByGPS: v.nullable(v.number()),
  loggedDistanceByGPSPercent: v.nullable(v.number()),
  estimatedDistanceByGPSPercent: v.nullable(v.number()),
  manualDistanceByGPSPercent: v.nullable(v.number()),
});

/** A distance sailed with nothing entered yet (the Distance tab's and the template's start). */
export const emptyDistanceSailed: v.InferOutput<typeof DistanceSailedSchema> = {
  loggedDistanceByGPS: null,
  estimatedDistanceByGPS: null,
  manualDistanceByGPS: null,
  loggedDistanceByGPSPercent: null,
  estimatedDistanceByGPSPercent: null,
  manualDistanceByGPSPercent: null,
};

/** The fields a client writes; `POST` and `PUT` take them all (PUT is a full replace, 002 §7). */
export const VesselEventWriteSchema = v.object({
  id: v.pipe(v.string(), v.uuid('The id must be a UUID.')),
  vesselId: v.pipe(v.string(), v.uuid('The vesselId must be a UUID.')),
  timestamp: isoInstant,
  type: v.picklist(vesselEventTypes, 'Unknown event type.'),
  name: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200))), null),
  source: v.optional(v.picklist(vesselEventSources), 'Ship'),
  voyage: v.optional(v.nullable(VoyageSchema), null),
  port: v.optional(v.nullable(PortSchema), null),
  location: v.optional(v.nullable(EventLocationSchema), null),
  distanceSailed: v.optional(v.nullable(DistanceSailedSchema), null),
  /** PUT: confirm or unconfirm the event (EMIS-124, EMIS-125); absent keeps it. POST creates unconfirmed. */
  isConfirmed: v.optional(v.boolean()),
});
export type VesselEventWrite = v.InferOutput<typeof VesselEventWriteSchema>;

export const VesselEventSchema = v.object({
  ...VesselEventWriteSchema.entries,
  name: v.nullable(v.string()),
  source: v.picklist(vesselEventSources),
  voyage: v.nullable(VoyageSchema),
  port: v.nullable(PortSchema),
  location: v.nullable(EventLocationSchema),
  distanceSailed: v.nullable(DistanceSailedSchema),
  isConfirmed: v.boolean(),
  cargos: v.array(v.object({ cargoUnitId: v.string(), cargoCarried: v.number() })),
  version: v.pipe(v.number(), v.integer()),
  isDeleted: v.boolean(),
});
export type VesselEvent = v.InferOutput<typeof VesselEventSchema>;

export const FindVesselEventsQuerySchema = v.object({
  vesselId: v.pipe(v.string(), v.uuid('The vesselId must be a UUID.')),
});

/** GET /EmissionReportVesselEvents/FindVoyageVesselEvents: a voyage by its vessel and departure. */
export const FindVoyageVesselEventsQuerySchema = v.object({
  vesselId: v.pipe(v.string(), v.uuid(messages.vesselIdNotUuid)),
  departureId: v.pipe(v.string(), v.uuid(messages.departureIdNotUuid)),
});

export const VesselEventListSchema = v.array(VesselEventSchema);

/** A departure's voyage before anything is confirmed. */
export function newVoyage(): Voyage {
  return {
    name: null,
    type: null,
    isNonCommercial: false,
    informationConfirmedAt: unsetDate,
    dataConfirmedAt: unsetDate,
    startDate: unsetDate,
    endDate: unsetDate,
  };
}

export function isVoyageInformationConfirmed(voyage: Voyage | null): boolean {
  return voyage !== null && voyage.informationConfirmedAt !== unsetDate;
}

const IdParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid(messages.idNotUuid)) });

/** A confirmation call on a voyage: id = the departure, If-Match = its version; answers the departure. */
const voyageAction = <const P extends string>(path: P) =>
  endpoint({ method: 'post', path, params: IdParamsSchema, response: VesselEventSchema });

/** The vessel events' endpoints (declared once for the server's router and the client). */
export const vesselEventEndpoints = {
  find: endpoint({
    method: 'get',
    path: '/EmissionReportVesselEvents/Find',
    query: FindVesselEventsQuerySchema,
    response: VesselEventListSchema,
  }),
  findVoyage: endpoint({
    method: 'get',
    path: '/EmissionReportVesselEvents/FindVoyageVesselEvents',
    query: FindVoyageVesselEventsQuerySchema,
    response: VesselEventListSchema,
  }),
  create: endpoint({
    method: 'post',
    path: '/EmissionReportVesselEvents',
    body: VesselEventWriteSchema,
    response: VesselEventSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'put',
    path: '/EmissionReportVesselEvents/{id}',
    params: IdParamsSchema,
    body: VesselEventWriteSchema,
    response: VesselEventSchema,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/EmissionReportVesselEvents/{id}',
    params: IdParamsSchema,
    response: VesselEventSchema,
  }),
  confirmVoyageInformation: voyageAction('/EmissionReportVesselEvents/{id}/ConfirmVoyageInformation'),
  unconfirmVoyageInformation: voyageAction('/EmissionReportVesselEvents/{id}/UnconfirmVoyageInformation'),
  confirmVoyageData: voyageAction('/EmissionReportVesselEvents/{id}/ConfirmVoyageData'),
  unconfirmVoyageData: voyageAction('/EmissionReportVesselEvents/{id}/UnconfirmVoyageData'),
};
