// The access group list (ADMIN-072/073/080/081): name, number of vessels, number of users, and
// Manage, Rename and Delete where the group allows them. Default groups carry a badge instead.
import { Anchor, Badge, Group, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { RowActions } from '../../../components/row-actions.tsx';
import { TableHeader, type HeaderColumn } from '../../../components/sortable-header.tsx';
import type { VesselCategory } from '../../../../domain/contracts/vessel-categories.ts';
import { canDeleteAccessGroup, canManageAccessGroup, sortByName } from '../access-group-rules.ts';

const columns: HeaderColumn<never>[] = [
  { label: 'Name' },
  { label: 'Vessels', align: 'right' },
  { label: 'Users', align: 'right' },
];

type AccessGroupTableProps = {
  groups: readonly VesselCategory[];
  onRename: (group: VesselCategory) => void;
  onDelete: (group: VesselCategory) => void;
};

export function AccessGroupTable({ groups, onRename, onDelete }: AccessGroupTableProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        aria-label="Vessel access groups"
        data-testid="access-group-table"
      >
        <TableHeader columns={columns} />
        <Table.Tbody>
          {sortByName(groups).map((group) => (
            <Table.Tr key={group.id} data-testid="access-group-row">
              <Table.Td fw={500}>
                {group.name}
                {group.isDefault ? (
                  <Badge ml="xs" size="sm" variant="light" color="gray">
                    Default
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td ta="right">{group.vessels.length}</Table.Td>
              <Table.Td ta="right">{group.users.length}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  {canManageAccessGroup(group) ? (
                    <Anchor
                      size="sm"
                      fw={500}
                      px={6}
                      aria-label={`Manage ${group.name}`}
                      renderRoot={(props) => (
                        <Link {...props} to="/VesselAccessControl/$groupId" params={{ groupId: group.id }} />
                      )}
                    >
                      Manage
                    </Anchor>
                  ) : null}
                  <RowActions
                    actions={[
                      {
                        label: 'Rename',
                        ariaLabel: `Rename ${group.name}`,
                        onClick: () => onRename(group),
                        visible: canManageAccessGroup(group),
                      },
                      {
                        label: 'Delete',
                        ariaLabel: `Delete ${group.name}`,
                        onClick: () => onDelete(group),
                        visible: canDeleteAccessGroup(group),
                        danger: true,
                      },
                    ]}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
