// Ordering and dependencies of the outbox (offline-sync.md b.5, b.6; invariant I4): an op is
// sent only after the ops it depends on are acknowledged, one op at a time per causal group, in
// outbox sequence. A rejected or conflicting op blocks its dependants, never its whole group.
import type { OutboxEntry, OutboxStatus } from './outbox-entry.ts';

type OrderedEntry = Pick<
  OutboxEntry,
  'seq' | 'opId' | 'groupKey' | 'entityKey' | 'dependsOn' | 'status' | 'nextAttemptAt' | 'kind' | 'attempts'
>;

export type DrainPlan = {
  /** At most one entry per group, ready to send now. */
  send: string[];
  /** Entries whose dependency was rejected or is in conflict (shown as waiting for it). */
  block: string[];
  /** Blocked entries whose dependencies are no longer stuck: back to pending. */
  unblock: string[];
  /** Earliest engine time at which a waiting entry becomes due; null when nothing waits. */
  nextDueAt: number | null;
};

const stuckStatuses: ReadonlySet<OutboxStatus> = new Set(['rejected', 'conflict', 'blocked']);

function bySeq(a: OrderedEntry, b: OrderedEntry): number {
  return (a.seq ?? Number.MAX_SAFE_INTEGER) - (b.seq ?? Number.MAX_SAFE_INTEGER);
}

/**
 * Decides what the engine may send at `now`. A dependency that is not in the list counts as
 * acknowledged (acked entries may be pruned); `needsAuth` entries wait for a new sign-in and hold
 * their group, because the next op of the group would meet the same 401.
 */
export function planDrain(entries: readonly OrderedEntry[], now: number): DrainPlan {
  const statusByOp = new Map(entries.map((entry) => [entry.opId, entry.status]));
  const plan: DrainPlan = { send: [], block: [], unblock: [], nextDueAt: null };
  const heldGroups = new Set<string>();

  for (const entry of [...entries].sort(bySeq)) {
    if (entry.status === 'acked' || entry.status === 'rejected' || entry.status === 'conflict') continue;
    if (heldGroups.has(entry.groupKey)) continue;
    if (entry.status === 'inflight' || entry.status === 'needsAuth') {
      heldGroups.add(entry.groupKey);
      continue;
    }
    const depStatuses = entry.dependsOn.map((opId) => statusByOp.get(opId) ?? 'acked');
    if (depStatuses.some((status) => stuckStatuses.has(status))) {
      if (entry.status !== 'blocked') plan.block.push(entry.opId);
      continue;
    }
    if (depStatuses.some((status) => status !== 'acked')) {
      heldGroups.add(entry.groupKey);
      continue;
    }
    // pending, or blocked whose dependencies have been settled by a person
    if (entry.status === 'blocked') plan.unblock.push(entry.opId);
    heldGroups.add(entry.groupKey);
    if (entry.nextAttemptAt <= now) {
      plan.send.push(entry.opId);
    } else {
      plan.nextDueAt =
        plan.nextDueAt === null ? entry.nextAttemptAt : Math.min(plan.nextDueAt, entry.nextAttemptAt);
    }
  }
  return plan;
}

/**
 * The dependencies of a new op: the latest unacknowledged op on the same entity (a create before
 * its updates) and on each parent entity (an event before its soundings).
 */
export function dependenciesFor(
  entries: readonly OrderedEntry[],
  entityKey: string,
  parentEntityKeys: readonly string[],
): string[] {
  const keys = [entityKey, ...parentEntityKeys];
  const dependsOn: string[] = [];
  for (const key of keys) {
    const latest = entries
      .filter((entry) => entry.entityKey === key && entry.status !== 'acked')
      .sort(bySeq)
      .at(-1);
    if (latest && !dependsOn.includes(latest.opId)) dependsOn.push(latest.opId);
  }
  return dependsOn;
}

/**
 * An edit may be folded into the entity's still-unsent create: only while that create is pending
 * and has never been attempted, so a create whose answer was lost is never rewritten.
 */
export function findCoalescableCreate<T extends OrderedEntry>(
  entries: readonly T[],
  entityKey: string,
): T | undefined {
  return entries.find(
    (entry) =>
      entry.entityKey === entityKey &&
      entry.kind === 'create' &&
      entry.status === 'pending' &&
      entry.attempts === 0,
  );
}

/**
 * The ops to send together now (POST /Sync/Ops), in outbox order, at most `max`: what planDrain
 * would send round after round if every op before it were acknowledged. An op joins when it is
 * pending and due, its group has nothing held before it, and each dependency is acknowledged or
 * earlier in the batch; never two ops on one record, because a later op's If-Match is the
 * version the earlier one's answer brings. The server stops at the first failure, so an op after
 * one that fails never runs in the same request.
 */
export function planBatch(entries: readonly OrderedEntry[], now: number, max: number): string[] {
  const statusByOp = new Map(entries.map((entry) => [entry.opId, entry.status]));
  const batch: string[] = [];
  const inBatch = new Set<string>();
  const recordsInBatch = new Set<string>();
  const heldGroups = new Set<string>();

  for (const entry of [...entries].sort(bySeq)) {
    if (batch.length >= max) break;
    if (entry.status === 'acked' || entry.status === 'rejected' || entry.status === 'conflict') continue;
    if (heldGroups.has(entry.groupKey)) continue;
    const ready =
      entry.status === 'pending' &&
      entry.nextAttemptAt <= now &&
      !recordsInBatch.has(entry.entityKey) &&
      entry.dependsOn.every((opId) => inBatch.has(opId) || (statusByOp.get(opId) ?? 'acked') === 'acked');
    if (!ready) {
      heldGroups.add(entry.groupKey);
      continue;
    }
    batch.push(entry.opId);
    inBatch.add(entry.opId);
    recordsInBatch.add(entry.entityKey);
  }
  return batch;
}
