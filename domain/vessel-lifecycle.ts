// The vessel lifecycle of 003 §4 (ADMIN-114..119): which administration action is allowed in which
// status, and the status it leads to. The server enforces it (409 otherwise); the administration
// screen offers only the actions it allows.
import type { ActiveStatus } from './contracts/vessels.ts';

export const lifecycleActions = [
  'Assign',
  'Unassign',
  'Archive',
  'Reactivate',
  'Activate',
  'Deactivate',
  'Delete',
  'Edit',
  'SetDataReceiver',
  'UnsetDataReceiver',
  'SwitchFeature',
] as const;
export type LifecycleAction = (typeof lifecycleActions)[number];

/** Deleted is the end of the lifecycle: the vessel is gone from every list (ADR 0058). */
export type LifecycleStatus = ActiveStatus | 'Deleted';

const assigned: readonly ActiveStatus[] = ['Assigned', 'Active'];
const live: readonly ActiveStatus[] = ['Unassigned', 'Assigned', 'Active'];

/** For each action: the statuses it starts from, and the status it leads to (null: unchanged). */
const rules: Record<LifecycleAction, { from: readonly ActiveStatus[]; to: LifecycleStatus | null }> = {
  // Unassigned to assigned by assigning a company; Unassign is also available (ADMIN-115).
  Assign: { from: ['Unassigned'], to: 'Assigned' },
  Unassign: { from: assigned, to: 'Unassigned' },
  // Assigned to Archived by Archive, back by Reactivate, deleted only from Archived (ADMIN-116).
  Archive: { from: assigned, to: 'Archived' },
  Reactivate: { from: ['Archived'], to: 'Assigned' },
  Delete: { from: ['Archived'], to: 'Deleted' },
  // Active to Assigned by Deactivate, and back by Activate (ADMIN-117).
  Activate: { from: ['Assigned'], to: 'Active' },
  Deactivate: { from: ['Active'], to: 'Assigned' },
  // An archived vessel offers only Reactivate and Delete (ADMIN-047): no edits, no switches.
  Edit: { from: live, to: null },
  SetDataReceiver: { from: live, to: null },
  UnsetDataReceiver: { from: live, to: null },
  SwitchFeature: { from: live, to: null },
};

export function isActionAllowed(action: LifecycleAction, status: ActiveStatus): boolean {
  return rules[action].from.includes(status);
}

/** The status after the action, or null when the action is not allowed from this status. */
export function statusAfter(action: LifecycleAction, status: ActiveStatus): LifecycleStatus | null {
  if (!isActionAllowed(action, status)) return null;
  return rules[action].to ?? status;
}

/** The administration tab a status belongs to: Active and Assigned are shown together (ADMIN-114). */
export type AdministrationTab = 'Unassigned' | 'Assigned' | 'Archived';
export function tabOfStatus(status: ActiveStatus): AdministrationTab {
  return status === 'Active' ? 'Assigned' : status;
}

const readableActions: Record<LifecycleAction, string> = {
  Assign: 'assigned to a company',
  Unassign: 'unassigned',
  Archive: 'archived',
  Reactivate: 'reactivated',
  Activate: 'activated',
  Deactivate: 'deactivated',
  Delete: 'deleted',
  Edit: 'edited',
  SetDataReceiver: 'made the data receiver',
  UnsetDataReceiver: 'removed as the data receiver',
  SwitchFeature: 'given other features',
};

/** The 409 text for an action the vessel's status does not allow. */
export function transitionRefusedMessage(action: LifecycleAction, status: ActiveStatus): string {
  const allowed = rules[action].from.join(' or ');
  return `A vessel that is ${status} cannot be ${readableActions[action]}; only a vessel that is ${allowed} can.`;
}
