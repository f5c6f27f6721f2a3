// The alert rules as a table: vessel (on the fleet page), name, condition, severity, recipients,
// whether an episode is going on, Edit (the rule's edit page) and Delete after a confirmation.
import { ActionIcon, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { NotificationRuleSchema, type NotificationRule } from '../../../../domain/contracts/notifications.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { IconPencil, IconTrash } from '../../../components/icons.tsx';
import { showError } from '../../../components/snackbar.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { staleRecord, staleText } from '../../../lib/stale-save.ts';
import { useDeleteRule } from '../api/notification-rules.ts';
import { SeverityBadge } from '../../../components/severity-badge.tsx';

export function RulesTable({ rules, showVessel }: { rules: NotificationRule[]; showVessel: boolean }) {
  const [deleting, setDeleting] = useState<NotificationRule | null>(null);
  const remove = useDeleteRule();
  const [failure, setFailure] = useState<string | null>(null);
  const stopDeleting = () => {
    setDeleting(null);
    setFailure(null);
  };
  if (rules.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No alert rules yet.
      </Text>
    );
  return (
    <>
      <Table.ScrollContainer minWidth={700}>
        <Table striped highlightOnHover aria-label="Alert rules">
          <Table.Thead>
            <Table.Tr>
              {showVessel ? <Table.Th>Vessel</Table.Th> : null}
              <Table.Th>Name</Table.Th>
              <Table.Th>Condition</Table.Th>
              <Table.Th>Severity</Table.Th>
              <Table.Th>Recipients</Table.Th>
              <Table.Th>Evaluated up to</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rules.map((rule) => (
              <Table.Tr key={rule.id} data-testid="rule-row">
                {showVessel ? <Table.Td>{rule.vesselName}</Table.Td> : null}
                <Table.Td>{rule.name}</Table.Td>
                <Table.Td>{rule.conditionDetails}</Table.Td>
                <Table.Td>
                  <SeverityBadge severity={rule.severity} />
                </Table.Td>
                <Table.Td>{rule.recipients.map((recipient) => recipient.name).join(', ')}</Table.Td>
                <Table.Td>{rule.evaluatedTo ? formatDateTime(rule.evaluatedTo) : 'Not yet'}</Table.Td>
                <Table.Td>{rule.active ? 'Condition holds' : 'Clear'}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit ${rule.name}`}
                      renderRoot={(props) => (
                        <Link {...props} to="/Notifications/$ruleId/Edit" params={{ ruleId: rule.id }} />
                      )}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${rule.name}`}
                      onClick={() => setDeleting(rule)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete alert rule"
        message={`Delete the alert rule '${deleting?.name ?? ''}' and its notifications?`}
        danger
        loading={remove.isPending}
        failure={failure}
        onCancel={stopDeleting}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: stopDeleting,
            onError: (error) => {
              // Someone else saved the rule since it was shown (ADR 0092): ask again about it as saved now.
              const current = staleRecord(error, NotificationRuleSchema);
              if (!current) return showError(error);
              setDeleting(current);
              setFailure(staleText('alert rule', 'delete'));
            },
          })
        }
      />
    </>
  );
}
