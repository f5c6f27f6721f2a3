// The current data receiver (ADMIN-052/119): its name and IMO number, and for the vessel being
// edited the button that makes it the receiver (the flag moves from the current one) or stops it.
// The ruling of ADR 0087 in words: the receiver is only offered first for unassigned data.
import { Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import type { VesselAdministration } from '../../../../domain/contracts/vessel-administration.ts';
import { messages } from '../../../../domain/messages.ts';
import { isActionAllowed } from '../../../../domain/vessel-lifecycle.ts';
import { formatImo } from '../../../lib/format.ts';
import { useDataReceiver } from '../api/find-vessel-administrations.ts';
import { useLifecycleAction } from '../hooks/use-lifecycle-action.ts';

type DataReceiverPanelProps = {
  /** The vessel being edited; null while adding one. */
  vessel: VesselAdministration | null;
  readOnly: boolean;
};

export function DataReceiverPanel({ vessel, readOnly }: DataReceiverPanelProps) {
  const receiver = useDataReceiver();
  const lifecycle = useLifecycleAction();

  let current;
  if (receiver.isPending) current = <Loader size="xs" aria-label="Loading the data receiver" />;
  else if (receiver.isError) current = <Text size="sm">{messages.anErrorOccurred}</Text>;
  else if (receiver.data)
    current = (
      <Text size="sm">
        <Text span fw={600}>
          {receiver.data.name}
        </Text>{' '}
        ({formatImo(receiver.data.imoNumber)})
      </Text>
    );
  else current = <Text size="sm">{messages.noDataReceiver}</Text>;

  const action = vessel?.isDataReceiver ? 'UnsetDataReceiver' : 'SetDataReceiver';
  const canAct = vessel !== null && !readOnly && isActionAllowed(action, vessel.activeStatus);

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="data-receiver-heading">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h5" id="data-receiver-heading">
          Current data receiver
        </Title>
        {current}
        <Text size="xs" c="dimmed">
          {messages.dataReceiverRuling}
        </Text>
        {vessel ? (
          <Button
            size="xs"
            variant="light"
            disabled={!canAct}
            loading={lifecycle.isPending}
            onClick={() => lifecycle.run(vessel, action)}
          >
            {vessel.isDataReceiver ? 'Stop receiving' : 'Make this vessel the data receiver'}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
