// The voyage's fuel beside the sum of its noon reports (issue 24 §2, ADR 0106): per fuel type, the
// fuel of the passage as the emission report counts it, the noon reports' sum over departure to
// arrival, and the difference (noon reports minus voyage).
import { Stack, Table, Text } from '@mantine/core';
import type { VoyageNoonFuel as VoyageNoonFuelAnswer } from '../../../../domain/contracts/noon-reports.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { SectionPanel } from '../../../components/section-panel.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useVoyageNoonFuel } from '../api/voyage-noon-fuel.ts';

const tonnes = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signed = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

export function NoonFuelTable({ answer }: { answer: VoyageNoonFuelAnswer }) {
  if (answer.reportCount === 0) return <EmptyMessage>{messages.noonFuelNoReports}</EmptyMessage>;
  return (
    <Stack gap="xs">
      <Text size="sm">
        {fillMessage(answer.reportCount === 1 ? messages.noonFuelPeriodOne : messages.noonFuelPeriodMany, {
          count: String(answer.reportCount),
          from: formatDateTime(answer.from),
          to: formatDateTime(answer.to),
        })}
      </Text>
      <Table aria-label={messages.noonFuelHeading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{messages.noonFuelFuelType}</Table.Th>
            <Table.Th ta="right">{messages.noonFuelVoyage}</Table.Th>
            <Table.Th ta="right">{messages.noonFuelNoonReports}</Table.Th>
            <Table.Th ta="right">{messages.noonFuelDifference}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {answer.fuels.map((line) => (
            <Table.Tr key={line.fuelTypeId}>
              <Table.Td>{line.fuelTypeName}</Table.Td>
              <Table.Td ta="right">{tonnes.format(line.voyageTonnes)}</Table.Td>
              <Table.Td ta="right">{tonnes.format(line.noonReportTonnes)}</Table.Td>
              <Table.Td ta="right">{signed.format(line.differenceTonnes)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * `onServer`: whether the departure as shown is the server's (synced); a departure still in the
 * outbox has no answer there yet, so the panel says when it will show instead of failing.
 */
export function VoyageNoonFuel({
  departureId,
  onServer = true,
}: {
  departureId: string;
  onServer?: boolean;
}) {
  const answer = useVoyageNoonFuel(departureId, onServer);
  return (
    <div data-testid="voyage-noon-fuel">
      <SectionPanel title={messages.noonFuelHeading}>
        {!onServer ? <Text size="sm">{messages.noonFuelAfterSync}</Text> : null}
        {onServer && answer.isPending ? <LoadingState label={messages.noonFuelLoading} /> : null}
        {answer.error ? (
          <ErrorState
            error={answer.error}
            title={messages.noonFuelLoadFailed}
            onRetry={() => void answer.refetch()}
          />
        ) : null}
        {answer.data ? <NoonFuelTable answer={answer.data} /> : null}
      </SectionPanel>
    </div>
  );
}
