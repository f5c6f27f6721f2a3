// What the detail needs from outside its own folder, in one place: the write path, the two server
// look-ups and the sync-state chip of the route composer (the device's database comes from the
// DeviceStoreProvider, as for every screen). The exported VoyageEventDetail builds the real one;
// component tests pass their own.
import { createContext, useContext, type ReactNode } from 'react';
import type { NearestVesselLocation } from '../../../domain/contracts/vessel-locations.ts';
import type { SyncEntityType } from '../../../domain/sync/outbox-entry.ts';
import type { LocalChange } from '../../offline/local-writes.ts';

/** A change as the detail describes it; the environment adds the user and the causal group. */
export type DetailChange = Omit<LocalChange, 'userId' | 'groupKey'>;

export type PortOption = { name: string; loCode: string; isMrvPort: boolean };

/** Renders the sync state of one record (the route passes `RecordStateChip` of features/sync). */
export type RenderRecordState = (entityType: SyncEntityType, id: string) => ReactNode;

export type DetailEnv = {
  save: (change: DetailChange) => Promise<void>;
  searchPorts: (text: string) => Promise<PortOption[]>;
  findNearestLocation: (vesselId: string, timestamp: string) => Promise<NearestVesselLocation>;
  renderRecordState?: RenderRecordState;
};

const DetailEnvContext = createContext<DetailEnv | null>(null);

export function DetailEnvProvider({ env, children }: { env: DetailEnv; children: ReactNode }) {
  return <DetailEnvContext.Provider value={env}>{children}</DetailEnvContext.Provider>;
}

export function useDetailEnv(): DetailEnv {
  const env = useContext(DetailEnvContext);
  if (!env) throw new Error('The voyage event detail needs a DetailEnvProvider.');
  return env;
}

/** The sync state of a record through the composer's slot; nothing when none was given. */
export function RecordState({ entityType, id }: { entityType: SyncEntityType; id: string }) {
  const { renderRecordState } = useDetailEnv();
  return <>{renderRecordState ? renderRecordState(entityType, id) : null}</>;
}
