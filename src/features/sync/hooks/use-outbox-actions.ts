// What a person does with an unsent change, in one place for every screen that offers it: the
// outbox page and a record's own screen (a noon report in conflict is resolved where it is). Each
// action marks its change busy, tells the sync engine something changed, and shows the outcome.
import { useState } from 'react';
import { showError, showSuccess } from '../../../components/snackbar.ts';
import { useDeviceStore } from '../../../offline/device-store.tsx';
import { keepMine, takeTheirs } from '../../../offline/outbox-actions.ts';
import { announceLocalChange } from '../../../offline/sync-client.ts';

export type OutboxActions = {
  /** The change an action is running for, or what else is busy ('import'); null when idle. */
  busyOp: string | null;
  /** Runs `action` for the change `opId`, then wakes the sync engine; a failure is shown, not thrown. */
  act: (opId: string, action: () => Promise<unknown>, done?: string) => Promise<void>;
  /** Sends this device's version again over the server's (a conflict). */
  keepMine: (opId: string) => Promise<void>;
  /** Takes the server's version and drops this change and those built on it (a conflict). */
  takeTheirs: (opId: string) => Promise<void>;
};

export function useOutboxActions(): OutboxActions {
  const { db } = useDeviceStore();
  const [busyOp, setBusyOp] = useState<string | null>(null);

  async function act(opId: string, action: () => Promise<unknown>, done?: string) {
    setBusyOp(opId);
    try {
      await action();
      announceLocalChange();
      if (done) showSuccess(done);
    } catch (error) {
      showError(error instanceof Error ? error.message : error);
    } finally {
      setBusyOp(null);
    }
  }

  return {
    busyOp,
    act,
    keepMine: (opId) => act(opId, () => keepMine(db, opId)),
    takeTheirs: (opId) => act(opId, () => takeTheirs(db, opId)),
  };
}
