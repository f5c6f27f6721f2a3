// What the vessels capability offers the other capabilities; the rest of the folder is its own
// (ADR 0116). The container in server/app/ wires the services; this module names the functions,
// tables and types another capability may use.
export {
  findLiveVesselWithImo,
  findLogDataRanges,
  findVesselById,
  findVesselIdByImo,
  findVesselsByIds,
  insertVessel,
  isVesselInScope,
  listVessels,
  whereInScope,
} from './vessels.repository.ts';
export type { NewVessel, VesselRecord } from './vessels.repository.ts';
export { imoTakenMessage, particularsOf } from './vessels.service.ts';
export type { VesselsService } from './vessels.service.ts';
export { requireAccessToAll, voyageDataAccess } from './voyage-data-access.ts';
export type { VoyageDataAccess, VoyageDataReach } from './voyage-data-access.ts';
