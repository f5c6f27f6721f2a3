// The sync engine (offline-sync.md b.5, b.8): drains the outbox in order and pulls server changes.
// A plain class with injected fetch, clock and randomness, so the same code runs in the sync
// worker and in tests. Network I/O never happens inside a Dexie transaction; each answer is
// applied in one transaction. No path deletes an unacknowledged entry (I5).
import * as v from 'valibot';
import {
  SyncChangesResponseSchema,
  idempotencyKeyHeader,
  ifMatchHeader,
  versionEtag,
} from '../../domain/contracts/sync.ts';
import {
  backoffDelayMs,
  defaultBackoff,
  parseRetryAfterSeconds,
  type BackoffPolicy,
} from '../../domain/sync/backoff.ts';
import {
  classifySyncResponse,
  type SyncAttempt,
  type SyncOutcome,
} from '../../domain/sync/classify-response.ts';
import { entityKeyOf, syncEntityTypes, type OutboxEntry } from '../../domain/sync/outbox-entry.ts';
import { planDrain } from '../../domain/sync/outbox-order.ts';
import { entityTable, type LocalRow, type WakelineDb } from './db.ts';
import { requestFor } from './entity-endpoints.ts';

export type EnginePhase = 'idle' | 'syncing' | 'offline' | 'needsAuth';

/** Shared through the `meta` table so every tab's badge sees the draining tab's state. */
export type EngineState = {
  phase: EnginePhase;
  /** Device time of the last acknowledged change or completed pull; for display only. */
  lastSyncAt: string | null;
  lastError: string | null;
};

export const engineStateKey = 'engine';

export type SyncEngineOptions = {
  db: WakelineDb;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  now: () => number;
  random: () => number;
  getToken: () => string | null;
  baseUrl?: string;
  backoff?: BackoffPolicy;
  requestTimeoutMs?: number;
};

export type DrainResult = {
  sent: number;
  acked: number;
  stoppedBy: 'done' | 'offline' | 'needsAuth';
  nextDueAt: number | null;
};

/**
 * Drops changes of entity types this build does not know (a server newer than the app), so one
 * new type cannot stop every pull; a later build that knows it re-reads the feed from cursor 0.
 */
function withKnownEntityTypes(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { changes?: unknown }).changes))
    return body;
  const known: readonly string[] = syncEntityTypes;
  const changes = (body as { changes: unknown[] }).changes.filter(
    (change) =>
      typeof change === 'object' &&
      change !== null &&
      known.includes(String((change as { entityType?: unknown }).entityType)),
  );
  return { ...body, changes };
}

/**
 * The pull cursor of a vessel. The key names the entity types this build files, so a build that
 * learns a new type starts that vessel's feed again from 0 (re-applying is safe: versions decide).
 */
export function cursorKey(vesselId: string): string {
  return `cursor:${syncEntityTypes.length}:${vesselId}`;
}

export class SyncEngine {
  readonly #options: Required<Omit<SyncEngineOptions, 'baseUrl'>> & { baseUrl: string };

  constructor(options: SyncEngineOptions) {
    this.#options = {
      baseUrl: '/api/v1',
      backoff: defaultBackoff,
      requestTimeoutMs: 60_000,
      ...options,
    };
  }

  get #db(): WakelineDb {
    return this.#options.db;
  }

  /** Startup recovery: an op left in flight by a closed tab goes back to pending (same opId). */
  async recover(): Promise<number> {
    return this.#db.transaction('rw', this.#db.outbox, async () => {
      const inflight = await this.#db.outbox.where('status').equals('inflight').modify({ status: 'pending' });
      // A device clock that jumped must not strand entries in the future (I6).
      await this.#db.outbox.where('status').equals('pending').modify({ nextAttemptAt: 0 });
      return inflight;
    });
  }

  /** After a new sign-in: entries that met a 401 are sent again. */
  async resumeAfterSignIn(): Promise<void> {
    await this.#db.outbox.where('status').equals('needsAuth').modify({ status: 'pending', nextAttemptAt: 0 });
    await this.#setState({ phase: 'idle', lastError: null });
  }

  /** The network came back: retry now instead of waiting out the backoff. */
  async resetBackoff(): Promise<void> {
    await this.#db.outbox.where('status').equals('pending').modify({ nextAttemptAt: 0 });
  }

  async readState(): Promise<EngineState> {
    const stored = await this.#db.meta.get(engineStateKey);
    return (stored?.value as EngineState | undefined) ?? { phase: 'idle', lastSyncAt: null, lastError: null };
  }

  /** Sends every op that may go now, in order, until the outbox is settled or the link is down. */
  async drain(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, acked: 0, stoppedBy: 'done', nextDueAt: null };
    // The open entries are read once and then kept in memory while every answer is an ack, so a
    // long queue drains in linear time (a full read per op made 1,000 queued changes quadratic).
    // Any other answer, a status change by the plan, or an empty plan from memory reads again.
    let open: OutboxEntry[] | null = null;
    let fromMemory = false;
    for (;;) {
      open ??= await this.#db.outbox.where('status').notEqual('acked').toArray();
      const plan = planDrain(open, this.#options.now());
      await this.#applyPlanStatuses(plan.block, plan.unblock);
      result.nextDueAt = plan.nextDueAt;
      if (plan.send.length === 0) {
        if (!fromMemory) break;
        // Confirm with a fresh read: changes saved while draining join the queue there.
        open = null;
        fromMemory = false;
        continue;
      }
      if (result.sent === 0) await this.#setState({ phase: 'syncing' });

      let stop: DrainResult['stoppedBy'] | null = null;
      let allAcked = plan.block.length === 0 && plan.unblock.length === 0;
      for (const opId of plan.send) {
        // Fresh from the database: a person may have settled it, or an edit folded into it.
        const entry = await this.#db.outbox.where('opId').equals(opId).first();
        if (entry?.status !== 'pending') {
          allAcked = false;
          continue;
        }
        const outcome = await this.#send(entry);
        result.sent += 1;
        if (outcome.type === 'ack') {
          result.acked += 1;
          open = open.filter((candidate) => candidate.opId !== opId);
        } else allAcked = false;
        if (outcome.type === 'needs-auth') stop = 'needsAuth';
        else if (outcome.type === 'retry' && outcome.cause !== 'server') stop = 'offline';
        if (stop) break;
      }
      if (stop) {
        result.stoppedBy = stop;
        const remaining = await this.#db.outbox.where('status').equals('pending').toArray();
        result.nextDueAt = remaining.length
          ? Math.min(...remaining.map((entry) => entry.nextAttemptAt))
          : null;
        break;
      }
      fromMemory = allAcked;
      if (!allAcked) open = null;
    }
    if (result.stoppedBy === 'done') {
      await this.#setState({
        phase: 'idle',
        ...(result.acked > 0 ? { lastSyncAt: new Date().toISOString() } : {}),
      });
    }
    return result;
  }

  /** Downloads server changes for one vessel since the stored cursor (b.8). */
  async pull(vesselId: string): Promise<{ applied: number; skippedPending: number }> {
    let applied = 0;
    let skippedPending = 0;
    for (let page = 0; page < 10_000; page += 1) {
      const cursor = (await this.#db.meta.get(cursorKey(vesselId)))?.value;
      const query = new URLSearchParams({ vesselId, cursor: typeof cursor === 'string' ? cursor : '0' });
      const attempt = await this.#request('GET', `/Sync/Changes?${query.toString()}`, undefined, {});
      if (attempt.kind === 'network-error') {
        await this.#setState({ phase: 'offline', lastError: attempt.message });
        throw new Error(attempt.message);
      }
      if (attempt.status === 401) {
        await this.#setState({ phase: 'needsAuth' });
        throw new Error('Sign in again to download changes.');
      }
      const parsed = v.safeParse(SyncChangesResponseSchema, withKnownEntityTypes(attempt.body));
      if (attempt.status !== 200 || !parsed.success)
        throw new Error(`The change feed answered HTTP ${attempt.status}.`);
      const counts = await this.#applyChanges(vesselId, parsed.output);
      applied += counts.applied;
      skippedPending += counts.skippedPending;
      if (!parsed.output.hasMore) break;
    }
    await this.#setState({ lastSyncAt: new Date().toISOString() });
    return { applied, skippedPending };
  }

  async #applyChanges(vesselId: string, page: v.InferOutput<typeof SyncChangesResponseSchema>) {
    const tables = [...new Set(page.changes.map((change) => entityTable(this.#db, change.entityType)))];
    let applied = 0;
    let skippedPending = 0;
    await this.#db.transaction('rw', [...tables, this.#db.outbox, this.#db.meta], async () => {
      for (const change of page.changes) {
        const key = entityKeyOf(change.entityType, change.id);
        const pending = await this.#db.outbox
          .where('entityKey')
          .equals(key)
          .filter((entry) => entry.status !== 'acked')
          .count();
        // Never overwrite a change that has not reached the server (b.8); a 412 will surface it.
        if (pending > 0) {
          skippedPending += 1;
          continue;
        }
        const table = entityTable(this.#db, change.entityType);
        const local = await table.get(change.id);
        if (local && (local.serverVersion ?? 0) >= change.version) continue;
        if (change.isDeleted) await table.delete(change.id);
        else
          await table.put({
            ...change.data,
            id: change.id,
            syncState: 'synced',
            serverVersion: change.version,
            isDeleted: false,
          });
        applied += 1;
      }
      await this.#db.meta.put({ key: cursorKey(vesselId), value: page.nextCursor });
    });
    return { applied, skippedPending };
  }

  async #applyPlanStatuses(block: string[], unblock: string[]): Promise<void> {
    if (block.length === 0 && unblock.length === 0) return;
    await this.#db.transaction('rw', this.#db.outbox, async () => {
      if (block.length) await this.#db.outbox.where('opId').anyOf(block).modify({ status: 'blocked' });
      if (unblock.length) await this.#db.outbox.where('opId').anyOf(unblock).modify({ status: 'pending' });
    });
  }

  async #send(entry: OutboxEntry): Promise<SyncOutcome> {
    const table = entityTable(this.#db, entry.entityType);
    const row = await table.get(entry.entityId);
    await this.#db.outbox.where('opId').equals(entry.opId).modify({ status: 'inflight' });

    const request = requestFor(entry);
    const headers: Record<string, string> = {
      [idempotencyKeyHeader]: entry.opId,
      'X-Device-Id': entry.deviceId,
    };
    if (entry.kind !== 'create') {
      // The row's server version moves only with our own acknowledgements while ops are pending.
      const version = row?.serverVersion ?? entry.baseVersion;
      if (version !== null && version !== undefined) headers[ifMatchHeader] = versionEtag(version);
    }
    const attempt = await this.#request(request.method, request.path, request.body, headers);
    const outcome = classifySyncResponse(attempt, { kind: entry.kind, entityId: entry.entityId });
    await this.#apply(entry, outcome, table);
    return outcome;
  }

  async #apply(
    entry: OutboxEntry,
    outcome: SyncOutcome,
    table: ReturnType<typeof entityTable>,
  ): Promise<void> {
    const db = this.#db;
    const attempts = entry.attempts + 1;
    const at = new Date().toISOString();
    await db.transaction('rw', [table, db.outbox, db.conflicts, db.meta], async () => {
      const current = await db.outbox.where('opId').equals(entry.opId).first();
      if (!current?.seq) return; // settled by a person while the request was out
      const seq = current.seq;
      switch (outcome.type) {
        case 'ack': {
          await db.outbox.update(seq, {
            status: 'acked',
            ackedVersion: outcome.version,
            attempts,
            lastError: null,
          });
          const othersPending = await db.outbox
            .where('entityKey')
            .equals(entry.entityKey)
            .filter((other) => other.status !== 'acked')
            .count();
          if (entry.kind === 'delete') {
            if (othersPending === 0) await table.delete(entry.entityId);
          } else if (othersPending === 0) {
            const row: LocalRow = {
              ...outcome.record,
              id: entry.entityId,
              syncState: 'synced',
              serverVersion: outcome.version,
              isDeleted: false,
            };
            await table.put(row);
          } else {
            await table.update(entry.entityId, { serverVersion: outcome.version });
          }
          await this.#setState({ phase: 'syncing', lastError: null });
          return;
        }
        case 'retry': {
          const delayMs = backoffDelayMs(
            attempts,
            this.#options.random,
            this.#options.backoff,
            outcome.retryAfterSeconds,
          );
          await db.outbox.update(seq, {
            status: 'pending',
            attempts,
            nextAttemptAt: this.#options.now() + delayMs,
            lastError: { httpStatus: null, code: 'RETRY', message: outcome.reason, at },
          });
          if (outcome.cause !== 'server')
            await this.#setState({ phase: 'offline', lastError: outcome.reason });
          return;
        }
        case 'needs-auth': {
          await db.outbox.update(seq, {
            status: 'needsAuth',
            attempts,
            lastError: {
              httpStatus: 401,
              code: 'UNAUTHENTICATED',
              message: 'Sign in again to send this change.',
              at,
            },
          });
          await this.#setState({ phase: 'needsAuth' });
          return;
        }
        case 'conflict': {
          await db.outbox.update(seq, {
            status: 'conflict',
            attempts,
            lastError: { httpStatus: 412, code: outcome.code, message: outcome.message, at },
          });
          await db.conflicts.put({
            opId: entry.opId,
            entityKey: entry.entityKey,
            entityType: entry.entityType,
            entityId: entry.entityId,
            mine:
              entry.kind === 'delete'
                ? { isDeleted: true }
                : entry.kind === 'action'
                  ? { action: entry.action ?? '' }
                  : entry.payload,
            theirs: outcome.serverRecord,
            detectedAtDevice: at,
          });
          await table.update(entry.entityId, { syncState: 'conflict' });
          return;
        }
        case 'rejected': {
          await db.outbox.update(seq, {
            status: 'rejected',
            attempts,
            lastError: { httpStatus: outcome.status, code: outcome.code, message: outcome.message, at },
          });
          await table.update(entry.entityId, { syncState: 'rejected' });
          return;
        }
      }
    });
  }

  async #request(
    method: string,
    path: string,
    body: unknown,
    extraHeaders: Record<string, string>,
  ): Promise<SyncAttempt> {
    const token = this.#options.getToken();
    const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.#options.requestTimeoutMs);
    try {
      const response = await this.#options.fetch(`${this.#options.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: 'no-store',
        signal: controller.signal,
      });
      const contentType = response.headers.get('Content-Type');
      const text = await response.text();
      let parsed: unknown;
      if (contentType && /json/i.test(contentType)) {
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          parsed = undefined;
        }
      }
      return {
        kind: 'response',
        status: response.status,
        contentType,
        body: parsed,
        retryAfterSeconds: parseRetryAfterSeconds(response.headers.get('Retry-After')),
      };
    } catch (error) {
      const reason = error instanceof Error && error.name === 'AbortError' ? 'timed out' : 'unreachable';
      return { kind: 'network-error', message: `The server is ${reason}.` };
    } finally {
      clearTimeout(timer);
    }
  }

  async #setState(patch: Partial<EngineState>): Promise<void> {
    const db = this.#db;
    await db.transaction('rw', db.meta, async () => {
      const current = await this.readState();
      const next = { ...current, ...patch };
      if (JSON.stringify(next) !== JSON.stringify(current))
        await db.meta.put({ key: engineStateKey, value: next });
    });
  }
}
