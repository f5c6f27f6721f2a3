// The words of the sync UI (offline-sync.md b.11). The spec has none for this area; these are ours.
// "Saved on this device" and "Sent" are never both called "Saved".
import { messages } from '../../../domain/messages.ts';
import type { OutboxStatus } from '../../../domain/sync/outbox-entry.ts';
import type { SyncState } from '../../offline/db.ts';

export const syncTexts = {
  synced: 'All changes synced',
  pending: (count: number) => `${count} pending`,
  syncing: (count: number) => `Syncing ${count}`,
  attention: (count: number) => `${count} need${count === 1 ? 's' : ''} attention`,
  offline: (count: number) => (count > 0 ? `Offline · ${count} saved on this device` : 'Offline'),
  signInAgain: 'Sign in again to send your changes',
  outboxTitle: 'Unsent changes',
  outboxEmpty: 'Every change made on this device has reached the office.',
  syncNow: 'Sync now',
  exportUnsent: 'Export unsent changes',
  importUnsent: 'Import unsent changes',
  imported: (added: number, present: number) =>
    `${added} change${added === 1 ? '' : 's'} imported${present > 0 ? `, ${present} already here` : ''}.`,
  sendNow: 'Send now',
  sendAgain: 'Send again',
  discard: 'Discard',
  resolve: 'Resolve',
  discardTitle: 'Discard this change?',
  discardMessage: (dependants: number) =>
    dependants > 0
      ? `The change and ${dependants} later change${dependants === 1 ? '' : 's'} that build on it will not be sent, and the records go back to what they were. Export unsent changes first if you may need them.`
      : 'The change will not be sent, and the record goes back to what it was. Export unsent changes first if you may need it.',
  conflictTitle: 'Changed on this device and on the server',
  onThisDevice: 'On this device',
  onTheServer: 'On the server',
  deletedOnServer: 'Deleted on the server',
  keepMine: 'Keep mine',
  takeTheirs: 'Take the server version',
  storageNotPersistent:
    'This browser may delete data saved on this device when space runs low. Install Wakeline as an app (on iPhone and iPad: Share, Add to Home Screen) so unsent changes are kept.',
  storageNearlyFull: (percent: number) =>
    `Storage on this device is ${percent} % full. Sync or export unsent changes before entering more data.`,
  signOutBlocked: (count: number) =>
    `${count} change${count === 1 ? ' has' : 's have'} not reached the office yet. Sync or export them before signing out.`,
} as const;

/** A record's state, in the words of domain/messages.ts that every page showing one uses. */
export const recordStateLabels: Record<SyncState, string> = {
  pending: messages.recordStatePending,
  synced: messages.recordStateSynced,
  rejected: messages.recordStateRejected,
  conflict: messages.recordStateConflict,
};

export const entryStatusLabels: Record<OutboxStatus, string> = {
  pending: 'Waiting to be sent',
  inflight: 'Sending',
  acked: 'Sent',
  rejected: 'Rejected',
  conflict: 'Conflict',
  blocked: 'Waiting for an earlier change',
  needsAuth: 'Waiting for sign-in',
};
