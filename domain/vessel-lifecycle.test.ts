import { describe, expect, it } from 'vitest';
import { activeStatuses } from './contracts/vessels.ts';
import { isActionAllowed, statusAfter, tabOfStatus, transitionRefusedMessage } from './vessel-lifecycle.ts';

describe('vessel lifecycle (003 §4)', () => {
  it('ADMIN-115 an unassigned vessel is assigned by Assign and unassigned again by Unassign', () => {
    expect(statusAfter('Assign', 'Unassigned')).toBe('Assigned');
    expect(statusAfter('Unassign', 'Assigned')).toBe('Unassigned');
    expect(statusAfter('Unassign', 'Active')).toBe('Unassigned');
    expect(statusAfter('Assign', 'Assigned')).toBeNull();
    expect(statusAfter('Unassign', 'Archived')).toBeNull();
  });

  it('ADMIN-116 Archive from assigned, Reactivate and Delete only from Archived', () => {
    expect(statusAfter('Archive', 'Assigned')).toBe('Archived');
    expect(statusAfter('Archive', 'Active')).toBe('Archived');
    expect(statusAfter('Archive', 'Unassigned')).toBeNull();
    expect(statusAfter('Reactivate', 'Archived')).toBe('Assigned');
    expect(statusAfter('Delete', 'Archived')).toBe('Deleted');
    for (const status of ['Unassigned', 'Assigned', 'Active'] as const) {
      expect(statusAfter('Delete', status)).toBeNull();
      expect(statusAfter('Reactivate', status)).toBeNull();
    }
  });

  it('ADMIN-117 Deactivate only from Active, Activate only from Assigned', () => {
    expect(statusAfter('Deactivate', 'Active')).toBe('Assigned');
    expect(statusAfter('Activate', 'Assigned')).toBe('Active');
    expect(statusAfter('Deactivate', 'Assigned')).toBeNull();
    expect(statusAfter('Activate', 'Active')).toBeNull();
    expect(statusAfter('Activate', 'Unassigned')).toBeNull();
  });

  it('ADMIN-047 an archived vessel is neither edited nor switched, and keeps its status on edits elsewhere', () => {
    for (const action of ['Edit', 'SetDataReceiver', 'UnsetDataReceiver', 'SwitchFeature'] as const) {
      expect(isActionAllowed(action, 'Archived')).toBe(false);
      for (const status of ['Unassigned', 'Assigned', 'Active'] as const) {
        expect(statusAfter(action, status)).toBe(status);
      }
    }
  });

  it('ADMIN-114 Active and Assigned share the assigned tab', () => {
    expect(activeStatuses.map(tabOfStatus)).toEqual(['Unassigned', 'Assigned', 'Assigned', 'Archived']);
  });

  it('ADMIN-116 a refused transition names the status and the statuses it needs', () => {
    expect(transitionRefusedMessage('Delete', 'Assigned')).toBe(
      'A vessel that is Assigned cannot be deleted; only a vessel that is Archived can.',
    );
  });
});
