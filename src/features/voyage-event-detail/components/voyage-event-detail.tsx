// The voyage event detail as a route composes it: `<VoyageEventDetail vesselId eventId />`, with
// the tab in the URL (`tab`, `onTabChange`) and the sync-state chip of features/sync passed in
// (`renderRecordState`; features do not import each other). It reads and writes the offline
// database, so it works the same without a connection.
import { useMemo } from 'react';
import { useCurrentUser } from '../../../lib/session.ts';
import { useDeviceStore } from '../../../offline/device-store.tsx';
import { findNearestLocation } from '../api/find-nearest-location.ts';
import { searchPorts } from '../api/search-ports.ts';
import { DetailEnvProvider, type DetailEnv, type RenderRecordState } from '../detail-env.tsx';
import { VoyageEventDetailView, type VoyageEventDetailViewProps } from './voyage-event-detail-view.tsx';

export type { DetailTab } from '../detail-rules.ts';
export { detailTabs, isDetailTab } from '../detail-rules.ts';

export type VoyageEventDetailProps = VoyageEventDetailViewProps & {
  renderRecordState?: RenderRecordState;
};

export function VoyageEventDetail({ renderRecordState, ...props }: VoyageEventDetailProps) {
  const user = useCurrentUser();
  const { vesselId } = props;
  const store = useDeviceStore();
  const env = useMemo<DetailEnv>(
    () => ({
      save: async (change) => {
        await store.record({ ...change, userId: user.id, groupKey: `vessel:${vesselId}` });
      },
      searchPorts: (text) => searchPorts(store.db, text),
      findNearestLocation,
      renderRecordState,
    }),
    [store, user.id, vesselId, renderRecordState],
  );
  return (
    <DetailEnvProvider env={env}>
      <VoyageEventDetailView {...props} />
    </DetailEnvProvider>
  );
}
