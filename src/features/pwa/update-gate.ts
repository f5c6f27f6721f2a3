// When a new app version may take over (issue 5 §1, offline-sync.md b.13): never while a form holds
// unsaved input and never while a change is on its way to the server. Changes that merely wait in
// the outbox do not hold an update back: the new version's database upgrade keeps the outbox.
export type UpdateGateState = {
  dirtyForms: number;
  /** Outbox entries sent and not yet answered. */
  inflight: number;
  /** The sync engine is draining the outbox right now. */
  syncing: boolean;
};

export const updateTexts = {
  available: 'A new version of Wakeline is available',
  otherTab: 'Wakeline was updated in another tab. Reload this tab to use the new version.',
  waitingForForms: 'The update waits until you save or cancel what you are editing.',
  waitingForSync: 'The update waits until your changes have been sent.',
} as const;

/** Why the update cannot be applied now; empty when it can. */
export function updateBlockers(state: UpdateGateState): string[] {
  const blockers: string[] = [];
  if (state.dirtyForms > 0) blockers.push(updateTexts.waitingForForms);
  if (state.inflight > 0 || state.syncing) blockers.push(updateTexts.waitingForSync);
  return blockers;
}
