// The sync engine (offline-sync.md b.5, b.8): drains the outbox in order and pulls server changes.
// A plain class with injected fetch, clock and randomness, so the same code runs in the sync
// worker and in tests. Network I/O never happens inside a Dexie transaction; each answer is
// applied in one transaction. No path deletes an unacknowledged entry (I5).
import * as v from 'valibot';
import {
  SyncOpsResponseSchema,
  maxSyncOps,
  syncOpsEndpoints,
  type SyncOp,
} from '../../domain/contracts/sync-ops.ts';
import {
  SyncChangesResponseSchema,
  idempotencyKeyHeader,
  syncFeedEndpoints,
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
import { planBatch, planDrain } from '../../domain/sync/outbox-order.ts';
import { entityTable, unackedEntries, type SyncedRow, type WakelineDb } from './db.ts';
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
  /**
   * Most ops sent in one request (POST /Sync/Ops); 1 sends each op on its own. A server that
   * refuses the batch itself (not one of its ops) turns batching off for this engine.
   */
  batchSize?: number;
};

/** What one round of sending did: each op sent with its outcome, and why it stopped early. */
type Round = {
  sent: { opId: string; outcome: SyncOutcome }[];
  stop: DrainResult['stoppedBy'] | null;
  /** Every op the round meant to send was sent (none settled meanwhile, none left unsent). */
  complete: boolean;
};

/** Stops a drain: a 401 waits for sign-in, an unreachable server for the network. */
function stopOf(outcome: SyncOutcome): DrainResult['stoppedBy'] | null {
  if (outcome.type === 'needs-auth') return 'needsAuth';
  if (outcome.type === 'retry' && outcome.cause !== 'server') return 'offline';
  return null;
}

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
  #batchSize: number;

  constructor(options: SyncEngineOptions) {
    this.#options = {
      baseUrl: '/api/v1',
      backoff: defaultBackoff,
      requestTimeoutMs: 60_000,
      batchSize: maxSyncOps,
      ...options,
    };
    this.#batchSize = Math.max(1, Math.min(maxSyncOps, Math.floor(this.#options.batchSize)));
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
      open ??= await unackedEntries(this.#db);
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

      const batch = this.#batchSize > 1 ? planBatch(open, this.#options.now(), this.#batchSize) : [];
      const bySeq = new Map(open.map((entry) => [entry.opId, entry.seq]));
      const round =
        batch.length > 1
          ? await this.#sendBatch(batch.map((opId) => ({ opId, seq: bySeq.get(opId) })))
          : await this.#sendEach(plan.send);
      if (round === 'unbatchable') {
        this.#batchSize = 1;
        open = null;
        fromMemory = false;
        continue;
      }
      let allAcked = round.complete && plan.block.length === 0 && plan.unblock.length === 0;
      const acked = new Set<string>();
      for (const { opId, outcome } of round.sent) {
        result.sent += 1;
        if (outcome.type === 'ack') {
          result.acked += 1;
          acked.add(opId);
        } else allAcked = false;
      }
      open = open.filter((candidate) => !acked.has(candidate.opId));
      if (round.stop) {
        result.stoppedBy = round.stop;
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
      // A drain that sent nothing learned nothing about the link: an 'offline' or 'needsAuth' it
      // found stays while the entries wait out their backoff; only a stale 'syncing' ends.
      if (result.sent > 0 || (await this.readState()).phase === 'syncing') {
        await this.#setState({
          phase: 'idle',
          ...(result.acked > 0 ? { lastSyncAt: new Date().toISOString() } : {}),
        });
      }
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
      const attempt = await this.#request(
        'GET',
        `${syncFeedEndpoints.changes.path}?${query.toString()}`,
        undefined,
        {},
      );
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

  /** One request per op (the first op of each group), stopping when the link or the session is gone. */
  async #sendEach(opIds: readonly string[]): Promise<Round> {
    const round: Round = { sent: [], stop: null, complete: true };
    for (const opId of opIds) {
      // Fresh from the database: a person may have settled it, or an edit folded into it.
      const entry = await this.#db.outbox.where('opId').equals(opId).first();
      if (entry?.status !== 'pending') {
        round.complete = false;
        continue;
      }
      const outcome = await this.#send(entry);
      round.sent.push({ opId, outcome });
      round.stop = stopOf(outcome);
      if (round.stop) break;
    }
    return round;
  }

  /**
   * Several ops in one request (POST /Sync/Ops). Each op's answer is classified and applied
   * exactly as its own request's would be; ops the server did not run go back to pending as they
   * were. A failure of the request itself (no network, 401, 5xx, a captive portal) counts as the
   * first op's answer; any other refusal of the batch means this server takes no batches.
   */
  async #sendBatch(
    planned: readonly { opId: string; seq: number | undefined }[],
  ): Promise<Round | 'unbatchable'> {
    const db = this.#db;
    // Fresh from the database (by key), cut at the first op a person settled meanwhile (a later op
    // of its group may build on it); the rest marked in flight in the same transaction.
    const entries = await db.transaction('rw', db.outbox, async () => {
      const fresh = await db.outbox.bulkGet(planned.map((item) => item.seq ?? -1));
      const sendable: OutboxEntry[] = [];
      for (const [index, item] of planned.entries()) {
        const entry = fresh[index];
        if (entry?.opId !== item.opId || entry.status !== 'pending') break;
        sendable.push({ ...entry, status: 'inflight' });
      }
      await db.outbox.bulkPut(sendable);
      return sendable;
    });
    const complete = entries.length === planned.length;
    if (entries.length === 0) return { sent: [], stop: null, complete };
    const ops: SyncOp[] = [];
    for (const entry of entries) {
      const request = requestFor(entry);
      ops.push({
        opId: entry.opId,
        method: request.method,
        path: request.path,
        ifMatch: entry.kind === 'create' ? null : await this.#ifMatchOf(entry),
        deviceId: entry.deviceId,
        ...(request.body === undefined ? {} : { body: request.body }),
      });
    }
    const attempt = await this.#request('POST', syncOpsEndpoints.run.path, { ops }, {});
    const parsed =
      attempt.kind === 'response' && attempt.status === 200
        ? v.safeParse(SyncOpsResponseSchema, attempt.body)
        : null;
    const answers: { entry: OutboxEntry; outcome: SyncOutcome }[] = [];
    if (parsed?.success) {
      // In order; an answer for another op than the one at its place ends the list.
      for (const [index, result] of parsed.output.results.entries()) {
        const entry = entries[index];
        if (!entry || result.opId !== entry.opId) break;
        const opAttempt: SyncAttempt = {
          kind: 'response',
          status: result.status,
          contentType: 'application/json',
          body: result.body,
          retryAfterSeconds: null,
        };
        answers.push({ entry, outcome: classifySyncResponse(opAttempt, entry) });
      }
    } else {
      const first = entries[0]!;
      const outcome = classifySyncResponse(attempt, first);
      if (outcome.type === 'retry' || outcome.type === 'needs-auth') answers.push({ entry: first, outcome });
    }
    const unanswered = entries.slice(answers.length);
    const tables = [...new Set(entries.map((entry) => entityTable(db, entry.entityType)))];
    await db.transaction('rw', [...tables, db.outbox, db.conflicts, db.meta], async () => {
      const acks = answers.flatMap(({ entry, outcome }) =>
        outcome.type === 'ack' ? [{ entry, outcome }] : [],
      );
      await this.#applyAcks(acks);
      for (const { entry, outcome } of answers)
        if (outcome.type !== 'ack') await this.#apply(entry, outcome, entityTable(db, entry.entityType));
      // Without an answer: pending again under the same opId. When the server answered, it did
      // not run them (they are as before the request); when the request itself failed they may
      // have arrived, so they count as attempted and an edit never folds into them.
      const mayHaveArrived = !parsed?.success;
      const stored = await db.outbox.bulkGet(unanswered.map((entry) => entry.seq ?? -1));
      await db.outbox.bulkPut(
        stored
          .filter((entry) => entry?.status === 'inflight')
          .map((entry) => ({
            ...entry!,
            status: 'pending' as const,
            attempts: entry!.attempts + (mayHaveArrived ? 1 : 0),
          })),
      );
    });
    // Refused as a batch, or answered with nothing to apply: send one op per request from now on.
    if (answers.length === 0) return 'unbatchable';
    const sent = answers.map(({ entry, outcome }) => ({ opId: entry.opId, outcome }));
    const stop = sent.map(({ outcome }) => stopOf(outcome)).find((reason) => reason !== null) ?? null;
    return { sent, stop, complete: complete && unanswered.length === 0 };
  }

  /** The version an op is based on: the row's server version moves only with our own acks. */
  async #ifMatchOf(entry: OutboxEntry): Promise<number | null> {
    const row = await entityTable(this.#db, entry.entityType).get(entry.entityId);
    return row?.serverVersion ?? entry.baseVersion ?? null;
  }

  async #send(entry: OutboxEntry): Promise<SyncOutcome> {
    const table = entityTable(this.#db, entry.entityType);
    const version = entry.kind === 'create' ? null : await this.#ifMatchOf(entry);
    await this.#db.outbox.where('opId').equals(entry.opId).modify({ status: 'inflight' });

    const request = requestFor(entry);
    const headers: Record<string, string> = {
      [idempotencyKeyHeader]: entry.opId,
      'X-Device-Id': entry.deviceId,
    };
    if (version !== null) headers[ifMatchHeader] = versionEtag(version);
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
      const current =
        entry.seq === undefined
          ? await db.outbox.where('opId').equals(entry.opId).first()
          : await db.outbox.get(entry.seq);
      if (!current?.seq || current.opId !== entry.opId) return; // settled by a person while the request was out
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
          await this.#settleRecord(table, entry, outcome, othersPending > 0);
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

  /**
   * The device's record after an ack: the server's version of it, unless later changes of the
   * record are still unsent (then only its server version moves, for their If-Match); an
   * acknowledged delete removes it.
   */
  async #settleRecord(
    table: ReturnType<typeof entityTable>,
    entry: OutboxEntry,
    outcome: Extract<SyncOutcome, { type: 'ack' }>,
    othersPending: boolean,
  ): Promise<void> {
    if (entry.kind === 'delete') {
      if (!othersPending) await table.delete(entry.entityId);
    } else if (!othersPending) {
      const row: SyncedRow = {
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
  }

  /**
   * The acks of a batch in one go: the same effects as #apply's ack for each (an op settled by a
   * person meanwhile is left alone), with one read of the open entries for all of them.
   */
  async #applyAcks(acks: readonly { entry: OutboxEntry; outcome: Extract<SyncOutcome, { type: 'ack' }> }[]) {
    const db = this.#db;
    const stored = await db.outbox.bulkGet(acks.map(({ entry }) => entry.seq ?? -1));
    const settled = acks.flatMap((ack, index) => {
      const current = stored[index];
      return current?.opId === ack.entry.opId ? [{ ...ack, current }] : [];
    });
    await db.outbox.bulkPut(
      settled.map(({ entry, outcome, current }) => ({
        ...current,
        status: 'acked' as const,
        ackedVersion: outcome.version,
        attempts: entry.attempts + 1,
        lastError: null,
      })),
    );
    const stillOpen = new Set((await unackedEntries(db)).map((entry) => entry.entityKey));
    for (const { entry, outcome } of settled)
      await this.#settleRecord(
        entityTable(db, entry.entityType),
        entry,
        outcome,
        stillOpen.has(entry.entityKey),
      );
    if (settled.length > 0) await this.#setState({ phase: 'syncing', lastError: null });
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
