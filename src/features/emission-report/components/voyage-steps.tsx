// The voyage confirmations (002 §4; EMIS-118, EMIS-119, EMIS-129, EMIS-130) with the spec's labels:
// 'Proceed with distance & fuel', then 'Edit event info' and 'Confirm fuel & distance', then
// 'Unconfirm fuel & distance'. A step the rules refuse is disabled and says why. Each step is
// saved on this device as an outbox action and reaches the server when there is a connection.
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { errorText } from '../../../components/snackbar.ts';
import { useDeviceStore } from '../../../offline/device-store.tsx';
import { sendVoyageAction } from '../local/vessel-events.ts';
import { VoyageCarbon } from './voyage-carbon.tsx';
import { VoyageNoonFuel } from './voyage-noon-fuel.tsx';
import { VoyageReports } from './voyage-reports.tsx';
import { voyageActionLabels, voyageSteps, type VoyageAction, type VoyageView } from '../voyage-view.ts';

type VoyageStepsProps = {
  vesselId: string;
  view: VoyageView;
  eventIdsWithFuelConsumption: ReadonlySet<string>;
  user: { id: string; role: string };
};

export function VoyageSteps({ vesselId, view, eventIdsWithFuelConsumption, user }: VoyageStepsProps) {
  const store = useDeviceStore();
  const reasonsId = useId();
  const [sending, setSending] = useState<VoyageAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const steps = voyageSteps(view, eventIdsWithFuelConsumption, user.role);

  const send = async (action: VoyageAction) => {
    setSending(action);
    setFailure(null);
    try {
      await sendVoyageAction(store, view.departure, action, user.id);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSending(null);
    }
  };

  return (
    <Stack gap="xs" data-testid="voyage-steps">
      <Group gap="xs">
        {steps.map((step) => (
          <Button
            key={step.action}
            size="xs"
            variant={step.action.startsWith('Unconfirm') ? 'default' : 'filled'}
            disabled={step.refusals.length > 0 || sending !== null}
            loading={sending === step.action}
            aria-describedby={step.refusals.length > 0 ? `${reasonsId}-${step.action}` : undefined}
            onClick={() => void send(step.action)}
          >
            {voyageActionLabels[step.action]}
          </Button>
        ))}
      </Group>
      {steps
        .filter((step) => step.refusals.length > 0)
        .map((step) => (
          <div key={step.action} id={`${reasonsId}-${step.action}`}>
            <Text size="sm" fw={500}>
              {voyageActionLabels[step.action]} is not possible yet:
            </Text>
            <List size="sm">
              {[...new Set(step.refusals.map((refusal) => refusal.message))].map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </div>
        ))}
      {failure ? (
        <Text size="sm" c="red.8" role="alert">
          {failure}
        </Text>
      ) : null}
      <VoyageReports vesselId={vesselId} view={view} />
      <VoyageNoonFuel departureId={view.departure.id} onServer={view.departure.syncState === 'synced'} />
      <VoyageCarbon departureId={view.departure.id} isDataConfirmed={view.isDataConfirmed} />
    </Stack>
  );
}
