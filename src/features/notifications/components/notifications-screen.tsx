// /Notifications (000 §2, SHELL-029/063): the alert rules of every vessel the user sees, 'New alert',
// and the fleet's notifications grouped: open, cleared and acknowledged apart (ADR 0110).
import { Button, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { useIncidentGroups } from '../api/incidents.ts';
import { useNotificationRules } from '../api/notification-rules.ts';
import { IncidentGroups } from './incident-groups.tsx';
import { RulesTable } from './rules-table.tsx';

export function NotificationsScreen({ newAlertLink }: { newAlertLink: (children: ReactNode) => ReactNode }) {
  const rules = useNotificationRules();
  const open = useIncidentGroups();
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
        <RulesTable rules={rules.data} showVessel />
      )}
      <Title order={2} size="h3">
        Notifications
      </Title>
      {open.isPending ? (
        <LoadingState label="Loading" />
      ) : open.isError ? (
        <ErrorState error={open.error} onRetry={() => void open.refetch()} />
      ) : (
        <IncidentGroups groups={open.data} showVessel={true} />
      )}
    </Stack>
  );
}
