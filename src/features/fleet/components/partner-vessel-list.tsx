import { Alert } from '@mantine/core';
import { messages } from '../../../../domain/messages.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePartnerVessels } from '../api/get-partner-vessels.ts';
import { VesselTable } from './vessel-table.tsx';

export const partnerKeysExpiredText =
  'The API keys of your partner integration have expired. Please contact support to renew them.';

/** The vessels of the partner page, or the expired-key warning on 503 (003 §8). */
export function PartnerVesselList() {
  const { data, isPending, isError, error, refetch } = usePartnerVessels();

  if (isPending) return <LoadingState label={messages.loadingAllVessels} />;
  if (isError) {
    if (error instanceof ApiError && error.status === 503) {
      return (
        <Alert color="yellow" role="alert" title="API keys expired">
          {partnerKeysExpiredText}
        </Alert>
      );
    }
    return <ErrorState error={error} onRetry={() => void refetch()} />;
  }
  if (data.length === 0) return <EmptyMessage>{messages.noActiveVessels}</EmptyMessage>;
  return (
    <VesselTable vessels={data} label="Partner vessels" testId="partner-vessels" withVesselPages={false} />
  );
}
