// The notifications grouped (issue 26 §2, ADR 0110): three sections apart — open (the condition
// holds now, nobody acknowledged it), cleared but not acknowledged, and acknowledged — and in each
// one row per rule and vessel with how many times it fired, the first and the last time.
import { Button, Stack, Table, Text, Title } from '@mantine/core';
import type { IncidentGroup } from '../../../../domain/contracts/notifications.ts';
import type { AlertState } from '../../../../domain/notifications/grouping.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { SeverityBadge } from '../../../components/severity-badge.tsx';
import { showError } from '../../../components/snackbar.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAcknowledgeIncidents } from '../api/incidents.ts';

const sections: { state: AlertState; title: string; empty: string }[] = [
  { state: 'Open', title: messages.alertsOpen, empty: messages.alertsNoneOpen },
  { state: 'Cleared', title: messages.alertsCleared, empty: messages.alertsNoneCleared },
  { state: 'Acknowledged', title: messages.alertsAcknowledged, empty: messages.alertsNoneAcknowledged },
];

export function IncidentGroups({ groups, showVessel }: { groups: IncidentGroup[]; showVessel: boolean }) {
  return (
    <Stack gap="md">
      {sections.map((section) => (
        <GroupSection
          key={section.state}
          title={section.title}
          empty={section.empty}
          groups={groups.filter((group) => group.state === section.state)}
          showVessel={showVessel}
          canAcknowledge={section.state !== 'Acknowledged'}
        />
      ))}
    </Stack>
  );
}

function GroupSection(props: {
  title: string;
  empty: string;
  groups: IncidentGroup[];
  showVessel: boolean;
  canAcknowledge: boolean;
}) {
  const acknowledge = useAcknowledgeIncidents();
  const headingId = `alerts-${props.title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="xs">
        {props.title} ({props.groups.reduce((sum, group) => sum + group.count, 0)})
      </Title>
      {props.groups.length === 0 ? (
        <Text c="dimmed" size="sm">
          {props.empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Severity</Table.Th>
                {props.showVessel && <Table.Th>Vessel</Table.Th>}
                <Table.Th>Rule</Table.Th>
                <Table.Th>Details</Table.Th>
                <Table.Th>{messages.alertsEpisodes}</Table.Th>
                <Table.Th>{messages.alertsFirst}</Table.Th>
                <Table.Th>{messages.alertsLast}</Table.Th>
                {props.canAcknowledge && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.groups.map((group) => (
                <Table.Tr key={group.key} data-testid="incident-group">
                  <Table.Td>
                    <SeverityBadge severity={group.severity} />
                  </Table.Td>
                  {props.showVessel && <Table.Td>{group.vesselName}</Table.Td>}
                  <Table.Td>{group.ruleName}</Table.Td>
                  <Table.Td>{group.conditionDetails}</Table.Td>
                  <Table.Td>{group.count}</Table.Td>
                  <Table.Td>{formatDateTime(group.firstAt)}</Table.Td>
                  <Table.Td>{formatDateTime(group.lastAt)}</Table.Td>
                  {props.canAcknowledge && (
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="light"
                        aria-label={fillMessage(messages.alertsAcknowledgeGroupLabel, {
                          count: String(group.count),
                          rule: group.ruleName,
                          vessel: group.vesselName,
                        })}
                        loading={acknowledge.isPending && acknowledge.variables === group.incidentIds}
                        onClick={() =>
                          acknowledge.mutate(group.incidentIds, { onError: (error) => showError(error) })
                        }
                      >
                        {messages.alertsAcknowledgeGroup}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
