// The manage screen of one access group (ADMIN-077..079, 003 §8): titled with the group's name,
// a Back button, and four tables: vessels in the group, available vessels, users in the group,
// available users. Failing to load the candidates opens the critical-error dialog; a failed Add or
// Remove shows its own text, cleared when the next action starts (ADMIN-176).
import { Alert, Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { User } from '../../../../domain/contracts/users.ts';
import type { VesselCategory } from '../../../../domain/contracts/vessel-categories.ts';
import type { Vessel } from '../../../../domain/contracts/vessels.ts';
import { messages } from '../../../../domain/messages.ts';
import { useDocumentTitle } from '../../../components/document-title.tsx';
import { EmptyMessage, LoadingState } from '../../../components/states.tsx';
import { formatImo } from '../../../lib/format.ts';
import { canManageAccessGroup, groupCandidateUsers, notInGroup, sortByName } from '../access-group-rules.ts';
import {
  membershipFailureText,
  useChangeMembership,
  type MembershipChange,
} from '../api/change-membership.ts';
import { useCandidateUsers, useCompanyVessels } from '../api/get-candidates.ts';
import { useAccessGroups } from '../api/get-access-groups.ts';
import { CriticalErrorDialog } from './critical-error-dialog.tsx';
import { MemberTable, type MemberRow } from './member-table.tsx';

type AccessGroupManagerProps = { groupId: string; onBack: () => void };

export function AccessGroupManager({ groupId, onBack }: AccessGroupManagerProps) {
  const groups = useAccessGroups();
  const group = groups.data?.find((candidate) => candidate.id === groupId);
  useDocumentTitle(group?.name ?? 'Vessel Access Control');

  const back = (
    <Button variant="default" onClick={onBack} w="fit-content">
      Back
    </Button>
  );

  if (groups.isPending) return <LoadingState label={messages.loadingUpperCase} />;
  if (groups.isError)
    return (
      <Stack>
        {back}
        <Alert color="red" role="alert">
          {messages.failedToLoadList}
        </Alert>
      </Stack>
    );
  if (!group || !canManageAccessGroup(group))
    return (
      <Stack>
        {back}
        <EmptyMessage>{group ? messages.defaultAccessGroupFixed : messages.accessGroupNotFound}</EmptyMessage>
      </Stack>
    );
  return <GroupMembers group={group} back={back} onBack={onBack} />;
}

const vesselRow = (vessel: Pick<Vessel, 'id' | 'name' | 'imoNumber'>): MemberRow => ({
  id: vessel.id,
  name: vessel.name,
  detail: formatImo(vessel.imoNumber),
});
const userRow = (user: Pick<User, 'id' | 'name' | 'email'>): MemberRow => ({
  id: user.id,
  name: user.name,
  detail: user.email,
});

type MembershipAction = MembershipChange['action'];

type GroupMembersProps = { group: VesselCategory; back: React.ReactNode; onBack: () => void };

function GroupMembers({ group, back, onBack }: GroupMembersProps) {
  const vessels = useCompanyVessels(group.companyId);
  const users = useCandidateUsers();
  const membership = useChangeMembership();
  const [failure, setFailure] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);

  let critical: string | null = null;
  if (vessels.isError) critical = messages.failedToLoadAvailableVessels;
  else if (users.isError) critical = messages.failedToLoadAvailableUsers;

  function run(action: MembershipAction, row: MemberRow) {
    setFailure(null);
    setBusyId(row.id);
    membership.mutate(
      { action, groupId: group.id, memberId: row.id },
      {
        onError: () => setFailure(membershipFailureText[action]),
        onSettled: () => setBusyId(null),
      },
    );
  }

  function retry() {
    setDismissed(false);
    if (vessels.isError) void vessels.refetch();
    if (users.isError) void users.refetch();
  }

  const availableVessels = vessels.data ? notInGroup(vessels.data, group.vessels) : [];
  const availableUsers = users.data ? notInGroup(groupCandidateUsers(users.data, group), group.users) : [];

  const tables: {
    title: string;
    rows: MemberRow[];
    isLoading: boolean;
    failure?: string | null;
    emptyText: string;
    action: MembershipAction;
  }[] = [
    {
      title: 'Vessels in access group',
      rows: sortByName(group.vessels).map(vesselRow),
      isLoading: false,
      emptyText: messages.noVesselsInAccessGroup,
      action: 'RemoveVessel',
    },
    {
      title: 'Available vessels',
      rows: availableVessels.map(vesselRow),
      isLoading: vessels.isPending,
      failure: vessels.isError ? messages.failedToLoadAvailableVessels : null,
      emptyText: messages.noAvailableVessels,
      action: 'AddVessel',
    },
    {
      title: 'Users in access group',
      rows: sortByName(group.users).map(userRow),
      isLoading: false,
      emptyText: messages.noUsersInAccessGroup,
      action: 'RemoveUser',
    },
    {
      title: 'Available users',
      rows: availableUsers.map(userRow),
      isLoading: users.isPending,
      failure: users.isError ? messages.failedToLoadAvailableUsers : null,
      emptyText: messages.noAvailableUsers,
      action: 'AddUser',
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {group.name}
        </Title>
        {back}
      </Group>
      {failure ? (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          onClose={() => setFailure(null)}
          closeButtonLabel="Dismiss"
        >
          {failure}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {tables.map((table) => (
          <MemberTable
            key={table.action}
            title={table.title}
            rows={table.rows}
            isLoading={table.isLoading}
            failure={table.failure}
            emptyText={table.emptyText}
            actionLabel={table.action.startsWith('Add') ? 'Add' : 'Remove'}
            busyId={busyId}
            onAction={(row) => run(table.action, row)}
          />
        ))}
      </SimpleGrid>
      <CriticalErrorDialog
        message={dismissed ? null : critical}
        retrying={vessels.isFetching || users.isFetching}
        onRetry={retry}
        onClose={() => {
          setDismissed(true);
          onBack();
        }}
      />
    </Stack>
  );
}
