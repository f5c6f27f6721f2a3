// The crew's start page (issue 26 §3, ADR 0117): for each ship the user works on, where it is in
// its voyages and one step to each page the crew enters data on: the voyage and its events,
// soundings and bunkering (the fuel tanks of the voyage's latest event), noon reports. The unsent
// changes come first when there are any. It reads the device's copy, so it works offline.
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Vessel } from '../../../../domain/contracts/vessels.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { PageTitle } from '../../../components/document-title.tsx';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { vesselsQueryOptions } from '../../../lib/vessels-query.ts';
import { useOutboxSummary } from '../../../offline/hooks.ts';
import { useDeviceVesselEvents, type DeviceVesselEvent } from '../../../offline/vessel-events.ts';
import { crewVoyageState, reportMonthOf } from '../voyage-state.ts';

const portName = (event: DeviceVesselEvent) => event.port?.name ?? messages.onBoardUnnamedPort;

function UnsentChanges() {
  const summary = useOutboxSummary();
  if (!summary || summary.unsent === 0) return null;
  return (
    <Alert
      color={summary.attention > 0 ? 'red' : 'blue'}
      role={summary.attention > 0 ? 'alert' : 'status'}
      title={messages.onBoardUnsentTitle}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {summary.unsent === 1
            ? messages.onBoardUnsentOne
            : fillMessage(messages.onBoardUnsentMany, { count: String(summary.unsent) })}
          {summary.attention > 0 ? ` ${messages.onBoardUnsentAttention}` : ''}
        </Text>
        <Button size="xs" variant="light" renderRoot={(props) => <Link {...props} to="/Outbox" />}>
          {messages.onBoardOpenOutbox}
        </Button>
      </Group>
    </Alert>
  );
}

function VesselCard({ vessel }: { vessel: Vessel }) {
  const events = useDeviceVesselEvents(vessel.id);
  const params = { vesselId: vessel.id, vesselName: vessel.name };
  const state = events ? crewVoyageState(events) : null;
  const voyageDeparture =
    state?.kind === 'at-sea' ? state.departure : state?.kind === 'in-port' ? state.departure : null;
  const latest = state?.kind === 'at-sea' ? state.latest : state?.kind === 'in-port' ? state.arrival : null;
  const headingId = `on-board-${vessel.id}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {vessel.name}
        </Title>
        <Text>
          {state === null
            ? messages.onBoardReading
            : state.kind === 'no-voyage'
              ? messages.onBoardNoVoyage
              : state.kind === 'at-sea'
                ? fillMessage(messages.onBoardAtSea, {
                    time: formatDateTime(state.departure.timestamp),
                    port: portName(state.departure),
                  })
                : fillMessage(messages.onBoardInPort, {
                    time: formatDateTime(state.arrival.timestamp),
                    port: portName(state.arrival),
                  })}
        </Text>
        <Group gap="sm">
          <Button
            renderRoot={(props) => (
              <Link
                {...props}
                to="/Vessel/$vesselId/$vesselName/EmissionReport"
                params={params}
                search={
                  voyageDeparture
                    ? { from: reportMonthOf(voyageDeparture), departure: voyageDeparture.id }
                    : {}
                }
              />
            )}
          >
            {voyageDeparture ? messages.onBoardVoyage : messages.onBoardVoyages}
          </Button>
          {voyageDeparture && latest ? (
            <Button
              variant="light"
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/Vessel/$vesselId/$vesselName/EmissionReport"
                  params={params}
                  search={{
                    from: reportMonthOf(voyageDeparture),
                    departure: voyageDeparture.id,
                    event: latest.id,
                    tab: 'fuel-tanks',
                  }}
                />
              )}
            >
              {messages.onBoardSoundings}
            </Button>
          ) : null}
          <Button
            variant="light"
            renderRoot={(props) => (
              <Link {...props} to="/Vessel/$vesselId/$vesselName/NoonReports" params={params} />
            )}
          >
            {messages.onBoardNoonReports}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function OnBoardScreen() {
  const vessels = useQuery(vesselsQueryOptions());
  return (
    <Stack gap="md">
      <PageTitle title={messages.onBoardTitle} />
      <UnsentChanges />
      {vessels.isPending ? (
        <LoadingState label={messages.onBoardLoadingVessels} />
      ) : vessels.isError ? (
        <ErrorState error={vessels.error} onRetry={() => void vessels.refetch()} />
      ) : vessels.data.length === 0 ? (
        <EmptyMessage>{messages.onBoardNoVessel}</EmptyMessage>
      ) : (
        vessels.data.map((vessel) => <VesselCard key={vessel.id} vessel={vessel} />)
      )}
    </Stack>
  );
}
