// The user list table (ADMIN-016/017/019): Name with the online dot, Role, Email, Last activity
// (UTC), API Key, and the row actions View, Edit, API Key and Delete. Columns sort by click.
import { Box, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { isOnline, type User } from '../../../../domain/contracts/users.ts';
import { RowActions } from '../../../components/row-actions.tsx';
import { TableHeader, type HeaderColumn } from '../../../components/sortable-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { sortRows, type SortAccessors, type SortState } from '../../../lib/sort-preference.ts';

export const userSortKeys = ['name', 'role', 'email', 'lastActivityDate'] as const;
export type UserSortKey = (typeof userSortKeys)[number];
/** ADMIN-030: name ascending unless the cookie says otherwise. */
export const defaultUserSort: SortState<UserSortKey> = { key: 'name', direction: 'asc' };
export const userSortCookie = 'wakeline_users_sort';

const accessors: SortAccessors<User, UserSortKey> = {
  name: (user) => user.name,
  role: (user) => user.role,
  email: (user) => user.email,
  lastActivityDate: (user) => (user.lastActivityDate ? Date.parse(user.lastActivityDate) : null),
};

const columns: HeaderColumn<UserSortKey>[] = [
  { label: 'Name', sortKey: 'name' },
  { label: 'Role', sortKey: 'role' },
  { label: 'Email', sortKey: 'email' },
  { label: 'Last activity (UTC)', sortKey: 'lastActivityDate' },
  { label: 'API Key' },
];

export type UserAction = 'VIEW' | 'EDIT' | 'API' | 'REMOVE';

type UserTableProps = {
  users: readonly User[];
  currentUserId: string;
  sort: SortState<UserSortKey>;
  onSort: (key: UserSortKey) => void;
  onAction: (action: UserAction, user: User) => void;
  nowMs: number;
};

function OnlineDot({ online }: { online: boolean }) {
  return (
    <Box
      component="span"
      w={10}
      h={10}
      style={{ borderRadius: '50%', flexShrink: 0, display: 'inline-block' }}
      bg={online ? 'teal.6' : 'gray.4'}
      title={online ? 'Online' : 'Offline'}
    >
      <VisuallyHidden>{online ? 'Online' : 'Offline'}</VisuallyHidden>
    </Box>
  );
}

export function UserTable({ users, currentUserId, sort, onSort, onAction, nowMs }: UserTableProps) {
  const rows = sortRows(users, sort, accessors);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Users" data-testid="user-table">
        <TableHeader columns={columns} sort={sort} onSort={onSort} />
        <Table.Tbody>
          {rows.map((user) => (
            <Table.Tr key={user.id} data-testid="user-row">
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <OnlineDot online={isOnline(user.lastActivityDate, nowMs)} />
                  <Text size="sm" fw={500}>
                    {user.name}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>{user.role}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{formatDateTime(user.lastActivityDate)}</Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {user.apiKey}
                </Text>
              </Table.Td>
              <Table.Td>
                <RowActions
                  actions={[
                    { label: 'View', ariaLabel: `View ${user.name}`, onClick: () => onAction('VIEW', user) },
                    { label: 'Edit', ariaLabel: `Edit ${user.name}`, onClick: () => onAction('EDIT', user) },
                    {
                      label: 'API Key',
                      ariaLabel: `API Key of ${user.name}`,
                      onClick: () => onAction('API', user),
                    },
                    {
                      label: 'Delete',
                      ariaLabel: `Delete ${user.name}`,
                      onClick: () => onAction('REMOVE', user),
                      visible: user.id !== currentUserId,
                      danger: true,
                    },
                  ]}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
