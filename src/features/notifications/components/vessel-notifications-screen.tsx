// The vessel's Notifications page (000 §2, SHELL-024): its alert rules, 'New alert' for it, and its
// incidents, newest first, with Acknowledge.
import { Button, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { useVesselIncidents } from '../api/incidents.ts';
import { useNotificationRules } from '../api/notification-rules.ts';
import { IncidentsTable } from './incidents-table.tsx';
import { RulesTable } from './rules-table.tsx';

export function VesselNotificationsScreen({
  vesselId,
  newAlertLink,
}: {
  vesselId: string;
  newAlertLink: (children: ReactNode) => ReactNode;
}) {
  const rules = useNotificationRules(vesselId);
  const incidents = useVesselIncidents(vesselId);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Alert rules
        </Title>
        {newAlertLink(<Button component="span">New alert</Button>)}
      </Group>
      {rules.isPending ? (
        <LoadingState label="Loading" />
      ) : rules.isError ? (
        <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />
      ) : (
        <RulesTable rules={rules.data} showVessel={false} />
      )}
      <Title order={2} size="h3">
        Notifications
      </Title>
      {incidents.isPending ? (
        <LoadingState label="Loading" />
      ) : incidents.isError ? (
        <ErrorState error={incidents.error} onRetry={() => void incidents.refetch()} />
      ) : (
        <IncidentsTable incidents={incidents.data} label="Notifications of the vessel" />
      )}
    </Stack>
  );
}
