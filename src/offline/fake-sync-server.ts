// An in-memory server that keeps the sync contract of server/sync (idempotency keys, versions,
// If-Match, soft deletes, a change feed with a server sequence) and injects faults, for the
// engine's unit tests and the randomized soak. It is a `fetch`, so the engine runs unchanged.
// It serves `collection/{id}` entities, the cargo details addressed by event and cargo unit, and
// POST actions on a record (which set `lastAction` on it, as a stand-in for the real effect).
import type { SyncEntityType } from '../../domain/sync/outbox-entry.ts';

export type Fault =
  | 'unreachable' // the request never arrives
  | 'ack-lost' // applied and committed, but the answer never arrives
  | 'server-error' // 503 before anything is applied
  | 'unauthenticated' // 401
  | 'captive-portal'; // 200 text/html from something that is not our server

type StoredAnswer = { requestHash: string; status: number; body: unknown };
type Row = {
  entityType: SyncEntityType;
  data: Record<string, unknown>;
  version: number;
  isDeleted: boolean;
  seq: number;
};
type Answer = { status: number; body: unknown };

/** The collections this fake serves, by the first path segment after /api/v1. */
const collections: Record<string, SyncEntityType> = {
  EmissionReportVesselEvents: 'vesselEvent',
  VesselEventCargoDetails: 'cargoDetail',
  NoonReports: 'noonReport',
};

const notFound: Answer = { status: 404, body: { message: 'Not found.', code: 'NOT_FOUND' } };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export class FakeSyncServer {
  readonly rows = new Map<string, Row>();
  readonly keys = new Map<string, StoredAnswer>();
  /** Every applied write, in order: the server log the oracle reads. */
  readonly applied: { opKey: string; method: string; id: string }[] = [];
  readonly faults: Fault[] = [];
  /** Ids whose create the server refuses with 422. */
  readonly refuseIds = new Set<string>();
  requests = 0;
  /** POST /Sync/Ops requests served, and whether this server takes them at all (else 404). */
  batches = 0;
  acceptsBatches = true;
  #seq = 0;

  readonly fetch = async (input: string, init: RequestInit): Promise<Response> => {
    this.requests += 1;
    const fault = this.faults.shift();
    if (fault === 'unreachable') throw new TypeError('Failed to fetch');
    if (fault === 'captive-portal') {
      return new Response('<html><body>Please accept the terms</body></html>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      });
    }
    if (fault === 'unauthenticated')
      return json(401, { message: 'Unauthenticated', code: 'UNAUTHENTICATED' });
    if (fault === 'server-error') return json(503, { message: 'Try later', code: 'UNAVAILABLE' });

    const url = new URL(input, 'http://ship.local');
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? init.body : '';
    const response = url.pathname.startsWith('/api/v1/Sync/Changes')
      ? this.#changes(url)
      : url.pathname === '/api/v1/Sync/Ops'
        ? this.#ops(body)
        : this.#respond(this.#write(method, url.pathname, headers, body));
    if (fault === 'ack-lost') throw new TypeError('Failed to fetch');
    return response;
  };

  /** An office edit made directly on the server. */
  editOnServer(id: string, patch: Record<string, unknown>): void {
    const row = this.rows.get(id);
    if (!row) throw new Error(`no row ${id}`);
    row.data = { ...row.data, ...patch };
    row.version += 1;
    row.seq = ++this.#seq;
  }

  /** A record created on the server by someone else (the office, the settings screens). */
  seedOnServer(entityType: SyncEntityType, data: Record<string, unknown> & { id: string }): void {
    this.rows.set(data.id, { entityType, data, version: 1, isDeleted: false, seq: ++this.#seq });
  }

  liveRows(): Record<string, unknown>[] {
    return [...this.rows.values()].filter((row) => !row.isDeleted).map((row) => row.data);
  }

  #present(row: Row): Record<string, unknown> {
    return { ...row.data, version: row.version, isDeleted: row.isDeleted };
  }

  #respond(answer: Answer & { replayed: boolean }): Response {
    const response = json(answer.status, answer.body);
    if (answer.replayed) response.headers.set('Idempotent-Replayed', 'true');
    return response;
  }

  #write(method: string, path: string, headers: Headers, body: string): Answer & { replayed: boolean } {
    const key = headers.get('Idempotency-Key');
    if (!key)
      return {
        status: 400,
        body: { message: 'Idempotency-Key is required.', code: 'VALIDATION_FAILED' },
        replayed: false,
      };
    const requestHash = `${method} ${path} ${body}`;
    const stored = this.keys.get(key);
    if (stored) {
      if (stored.requestHash !== requestHash) {
        return {
          status: 422,
          body: { message: 'This key was used for another request.', code: 'IDEMPOTENCY_KEY_REUSED' },
          replayed: false,
        };
      }
      return { status: stored.status, body: stored.body, replayed: true };
    }
    const answer = this.#apply(method, path, headers, body, key);
    // Like the real server, the stored answer is committed with the change; transient refusals are not stored.
    if (answer.status < 500) this.keys.set(key, { requestHash, ...answer });
    return { ...answer, replayed: false };
  }

  /** POST /Sync/Ops as server/sync/sync-ops.routes.ts: each op as its own write, in order, up to the first failure. */
  #ops(body: string): Response {
    if (!this.acceptsBatches) return json(notFound.status, notFound.body);
    this.batches += 1;
    type Op = { opId: string; method: string; path: string; ifMatch: number | null; body?: unknown };
    const { ops } = JSON.parse(body) as { ops: Op[] };
    if (!Array.isArray(ops) || ops.length === 0 || ops.length > 50)
      return json(400, { message: 'Send between 1 and 50 changes at a time.', code: 'VALIDATION_FAILED' });
    const results: { opId: string; status: number; body: unknown; replayed: boolean }[] = [];
    for (const op of ops) {
      const headers = new Headers({ 'Idempotency-Key': op.opId });
      if (op.ifMatch !== null) headers.set('If-Match', `"${op.ifMatch}"`);
      const opBody = op.body === undefined ? '' : JSON.stringify(op.body);
      const answer = this.#write(op.method, `/api/v1${op.path}`, headers, opBody);
      results.push({ opId: op.opId, ...answer });
      if (answer.status < 200 || answer.status >= 300) break;
    }
    return json(200, { results });
  }

  #apply(method: string, path: string, headers: Headers, body: string, key: string): Answer {
    const [collection = '', ...rest] = path.split('/').slice(3).map(decodeURIComponent);
    const entityType = collections[collection];
    if (!entityType) return notFound;
    if (method === 'POST' && rest.length === 0) {
      const data = JSON.parse(body) as Record<string, unknown> & { id: string };
      if (entityType === 'cargoDetail') {
        const live = this.#livePair(data.vesselEventId, data.cargoUnitId);
        if (live) return this.#versioned(live[0], live[1], headers, key, method, () => data);
        if (headers.get('If-Match')) return notFound;
      }
      return this.#create(entityType, data, key);
    }
    if (entityType === 'cargoDetail' && method === 'DELETE' && rest.length === 2) {
      const live = this.#livePair(rest[0], rest[1]);
      if (!live) return notFound;
      return this.#versioned(live[0], live[1], headers, key, method, (row) => row.data, true);
    }
    const [id = '', action] = rest;
    const row = this.rows.get(id);
    if (!row || row.isDeleted || row.entityType !== entityType) return notFound;
    if (method === 'PUT' && action === undefined)
      return this.#versioned(
        id,
        row,
        headers,
        key,
        method,
        () => JSON.parse(body) as Record<string, unknown>,
      );
    if (method === 'DELETE' && action === undefined)
      return this.#versioned(id, row, headers, key, method, (current) => current.data, true);
    if (method === 'POST' && action !== undefined)
      return this.#versioned(id, row, headers, key, method, (current) => ({
        ...current.data,
        lastAction: action,
      }));
    return notFound;
  }

  #create(entityType: SyncEntityType, data: Record<string, unknown> & { id: string }, key: string): Answer {
    if (this.refuseIds.has(data.id))
      return { status: 422, body: { message: 'Refused by a rule.', code: 'VALIDATION_FAILED' } };
    if (this.rows.has(data.id))
      return { status: 409, body: { message: 'Already exists.', code: 'CONFLICT' } };
    const row: Row = { entityType, data, version: 1, isDeleted: false, seq: ++this.#seq };
    this.rows.set(data.id, row);
    this.applied.push({ opKey: key, method: 'POST', id: data.id });
    return { status: 201, body: this.#present(row) };
  }

  /** If-Match: 428 without, 412 with the current record when stale; then the change, new version. */
  #versioned(
    id: string,
    row: Row,
    headers: Headers,
    key: string,
    method: string,
    next: (row: Row) => Record<string, unknown>,
    deletes = false,
  ): Answer {
    const ifMatch = headers.get('If-Match');
    if (!ifMatch)
      return { status: 428, body: { message: 'If-Match is required.', code: 'PRECONDITION_REQUIRED' } };
    if (Number(ifMatch.replaceAll('"', '')) !== row.version) {
      return {
        status: 412,
        body: { message: 'Changed elsewhere.', code: 'PRECONDITION_FAILED', current: this.#present(row) },
      };
    }
    row.data = next(row);
    if (deletes) row.isDeleted = true;
    row.version += 1;
    row.seq = ++this.#seq;
    this.applied.push({ opKey: key, method, id });
    return { status: 200, body: this.#present(row) };
  }

  #livePair(vesselEventId: unknown, cargoUnitId: unknown): [string, Row] | undefined {
    return [...this.rows.entries()].find(
      ([, row]) =>
        row.entityType === 'cargoDetail' &&
        !row.isDeleted &&
        row.data.vesselEventId === vesselEventId &&
        row.data.cargoUnitId === cargoUnitId,
    );
  }

  #changes(url: URL): Response {
    const cursor = Number(url.searchParams.get('cursor') ?? '0');
    const vesselId = url.searchParams.get('vesselId');
    const changes = [...this.rows.entries()]
      .filter(([, row]) => row.seq > cursor && row.data.vesselId === vesselId)
      .sort(([, a], [, b]) => a.seq - b.seq)
      .map(([id, row]) => ({
        entityType: row.entityType,
        id,
        version: row.version,
        isDeleted: row.isDeleted,
        data: this.#present(row),
      }));
    return json(200, { changes, nextCursor: String(this.#seq), hasMore: false });
  }
}
