// The fleet the user may see, on the start page, with its loading, error and empty states.
import { messages } from '../../../../domain/messages.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { useVessels } from '../api/get-vessels.ts';
import { VesselTable } from '../../../components/vessel-table.tsx';

export function FleetTable() {
  const { data, isPending, isError, error, refetch } = useVessels();

  if (isPending) return <LoadingState label={messages.loadingAllVessels} />;
  if (isError) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyMessage>{messages.noActiveVessels}</EmptyMessage>;
  return <VesselTable vessels={data} label="Your fleet" testId="fleet-table" withVesselPages />;
}
