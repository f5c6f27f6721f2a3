// POST /VesselCategories/AddVessel, /RemoveVessel {vesselId, vesselCategoryId} and /AddUser,
// /RemoveUser {userId, vesselCategoryId} (003 §7). Each failure has its own text (ADMIN-175).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vesselCategoryEndpoints } from '../../../../domain/contracts/vessel-categories.ts';
import { messages } from '../../../../domain/messages.ts';
import { callApi } from '../../../lib/api-client.ts';
import { accessGroupsQueryKey } from './get-access-groups.ts';

export type MembershipChange = {
  action: 'AddVessel' | 'RemoveVessel' | 'AddUser' | 'RemoveUser';
  groupId: string;
  memberId: string;
};

export const membershipFailureText: Record<MembershipChange['action'], string> = {
  AddVessel: messages.failedToAddVessel,
  RemoveVessel: messages.failedToRemoveVessel,
  AddUser: messages.failedToAddUser,
  RemoveUser: messages.failedToRemoveUser,
};

export function changeMembership({ action, groupId, memberId }: MembershipChange): Promise<unknown> {
  switch (action) {
    case 'AddVessel':
    case 'RemoveVessel':
      return callApi(
        action === 'AddVessel' ? vesselCategoryEndpoints.addVessel : vesselCategoryEndpoints.removeVessel,
        { body: { vesselId: memberId, vesselCategoryId: groupId } },
      );
    case 'AddUser':
    case 'RemoveUser':
      return callApi(
        action === 'AddUser' ? vesselCategoryEndpoints.addUser : vesselCategoryEndpoints.removeUser,
        {
          body: { userId: memberId, vesselCategoryId: groupId },
        },
      );
  }
}

export function useChangeMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMembership,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessGroupsQueryKey }),
  });
}
