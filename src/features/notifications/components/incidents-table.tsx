// Incidents as a table (the vessel's Notifications page and the fleet's open ones): severity,
// vessel, rule, details, when the data crossed the condition and when it cleared, Acknowledge.
import { Button, Table, Text } from '@mantine/core';
import type { Incident } from '../../../../domain/contracts/notifications.ts';
import { showError } from '../../../components/snackbar.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAcknowledgeIncident } from '../api/incidents.ts';
import { SeverityBadge } from '../../../components/severity-badge.tsx';

export function IncidentsTable({ incidents, label }: { incidents: Incident[]; label: string }) {
  const acknowledge = useAcknowledgeIncident();
  if (incidents.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No notifications.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Severity</Table.Th>
            <Table.Th>Vessel</Table.Th>
            <Table.Th>Rule</Table.Th>
            <Table.Th>Details</Table.Th>
            <Table.Th>Opened (UTC)</Table.Th>
            <Table.Th>Cleared (UTC)</Table.Th>
            <Table.Th>Acknowledged</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {incidents.map((incident) => (
            <Table.Tr key={incident.id} data-testid="incident-row">
              <Table.Td>
                <SeverityBadge severity={incident.severity} />
              </Table.Td>
              <Table.Td>{incident.vesselName}</Table.Td>
              <Table.Td>{incident.ruleName}</Table.Td>
              <Table.Td>{incident.conditionDetails}</Table.Td>
              <Table.Td>{formatDateTime(incident.openVesselEvent.timestamp)}</Table.Td>
              <Table.Td>{incident.clearedAt ? formatDateTime(incident.clearedAt) : 'Still holds'}</Table.Td>
              <Table.Td>
                {incident.acknowledged ? (
                  formatDateTime(incident.acknowledgedAt)
                ) : (
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() => acknowledge.mutate(incident, { onError: (error) => showError(error) })}
                  >
                    Acknowledge
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
