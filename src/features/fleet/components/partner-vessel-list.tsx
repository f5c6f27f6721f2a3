import { Alert, Table } from '@mantine/core';
import { messages } from '../../../../domain/messages.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatImo, formatQuantity } from '../../../lib/format.ts';
import { usePartnerVessels } from '../api/get-partner-vessels.ts';
import { sortVesselsByName } from '../api/get-vessels.ts';

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
    <Table striped verticalSpacing="sm" aria-label="Partner vessels" data-testid="partner-vessels">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Vessel</Table.Th>
          <Table.Th scope="col">IMO</Table.Th>
          <Table.Th scope="col">Type</Table.Th>
          <Table.Th scope="col" ta="right">
            DWT
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sortVesselsByName(data).map((vessel) => (
          <Table.Tr key={vessel.id}>
            <Table.Td fw={600}>{vessel.name}</Table.Td>
            <Table.Td>{formatImo(vessel.imoNumber)}</Table.Td>
            <Table.Td>{vessel.vesselType}</Table.Td>
            <Table.Td ta="right">{formatQuantity(vessel.deadweight, 't')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
