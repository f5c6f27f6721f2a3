// The vessel's Notifications page (000 §2, SHELL-024): its alert rules, 'New alert' for it, and its
// notifications grouped by rule: open, cleared and acknowledged apart (ADR 0110).
import { Button, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { useIncidentGroups } from '../api/incidents.ts';
import { useNotificationRules } from '../api/notification-rules.ts';
import { IncidentGroups } from './incident-groups.tsx';
import { RulesTable } from './rules-table.tsx';

export function VesselNotificationsScreen({
  vesselId,
  newAlertLink,
}: {
  vesselId: string;
  newAlertLink: (children: ReactNode) => ReactNode;
}) {
  const rules = useNotificationRules(vesselId);
  const incidents = useIncidentGroups(vesselId);
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
        <IncidentGroups groups={incidents.data} showVessel={false} />
      )}
    </Stack>
  );
}
