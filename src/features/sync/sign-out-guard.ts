// The logout guard (offline-sync.md b.11, scenario 27): nobody signs out while changes made on
// this device have not reached the office, because signing out is how data gets cleared.
import { getOfflineDb, type WakelineDb } from '../../offline/db.ts';
import { syncTexts } from './sync-texts.ts';

export type SignOutCheck = { allowed: true } | { allowed: false; unsent: number; message: string };

export async function canSignOut(db: WakelineDb = getOfflineDb()): Promise<SignOutCheck> {
  const unsent = await db.outbox.where('status').notEqual('acked').count();
  if (unsent === 0) return { allowed: true };
  return { allowed: false, unsent, message: syncTexts.signOutBlocked(unsent) };
}
