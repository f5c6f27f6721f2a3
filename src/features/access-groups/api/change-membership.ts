// POST /VesselCategories/AddVessel, /RemoveVessel {vesselId, vesselCategoryId} and /AddUser,
// /RemoveUser {userId, vesselCategoryId} (003 §7). Each failure has its own text (ADMIN-175).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../domain/messages.ts';
import { api } from '../../../lib/api-client.ts';
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
  const member =
    action === 'AddVessel' || action === 'RemoveVessel' ? { vesselId: memberId } : { userId: memberId };
  return api.post(`/VesselCategories/${action}`, { ...member, vesselCategoryId: groupId });
}

export function useChangeMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMembership,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessGroupsQueryKey }),
  });
}
