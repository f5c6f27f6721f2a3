// Revocations effective in every API process before their answer (ADR 0091). The session cache of
// each process (ADR 0064) is emptied by a notification PostgreSQL delivers after commit, which may
// arrive after the revoking request has answered. So a request that wrote something the session
// cache depends on (a sign-out, a password change or reset, a user's role, company or deletion, an
// access group: SessionWritesPlugin) ends with `fence()`: after its commit it notifies every API
// process on 'wakeline_revocations' and waits — at most `fenceTimeoutMs` — until every other live
// process (table api_processes, heartbeat every 5 s) has emptied its cache and acknowledged on the
// revoker's own channel. A process registers only while it hears the notices (its cache is off
// otherwise), and registers before its cache is switched on, so a process the revoker does not
// wait for cannot hold a caller read before the revocation. Requests that write nothing watched
// pay nothing. On PGlite (one process) the fence does nothing.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { NotificationBus } from '../db/notifications.ts';
import type { Database } from '../db/schema.ts';
import { beatApiProcess, liveApiProcesses, removeApiProcess } from './api-processes.repository.ts';

export const revocationsChannel = 'wakeline_revocations';
export const fenceTimeoutMs = 2_000;
const heartbeatMs = 5_000;

type Pending = { waiting: Set<string>; done: () => void };

export class RevocationFence {
  readonly id = randomUUID().replace(/-/g, '');
  readonly #pending = new Map<string, Pending>();
  #nonce = 0;
  #registered = false;
  #timer: NodeJS.Timeout | null = null;
  #stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: NotificationBus,
    /** Empties this process's session cache. */
    private readonly evict: () => void,
    private readonly log: (message: string) => void = (message) => console.warn(message),
  ) {}

  get ackChannel(): string {
    return `wakeline_ack_${this.id}`;
  }

  /**
   * Listens for revocation notices and acknowledgements, then registers this process while the
   * notices are heard. `setCacheEnabled` is called after registering (true) or on a lost connection
   * (false), in place of the bus's own listening changes.
   */
  async start(setCacheEnabled: (enabled: boolean) => void): Promise<void> {
    await this.bus.subscribe(revocationsChannel, (payload) => this.#onNotice(payload));
    await this.bus.subscribe(this.ackChannel, (payload) => this.#onAck(payload));
    this.bus.onListeningChange((listening) => {
      if (!listening) {
        setCacheEnabled(false);
        this.#registered = false;
        return;
      }
      void this.#beat().then(() => {
        if (this.#registered && this.bus.listening) setCacheEnabled(true);
      });
    });
    this.#timer = setInterval(() => {
      if (this.bus.listening) void this.#beat();
    }, heartbeatMs);
    this.#timer.unref();
  }

  async #beat(): Promise<void> {
    if (this.#stopped) return;
    try {
      await beatApiProcess(this.db, this.id);
      this.#registered = true;
    } catch {
      // The next beat retries; the row expires if they keep failing.
    }
  }

  #onNotice(payload: string): void {
    this.evict();
    const [from, nonce] = payload.split(':');
    if (!from || !nonce || from === this.id || !/^[0-9a-f]{32}$/.test(from)) return;
    void this.bus.notify(`wakeline_ack_${from}`, `${nonce}:${this.id}`).catch(() => {});
  }

  #onAck(payload: string): void {
    const [nonce, from] = payload.split(':');
    const pending = nonce ? this.#pending.get(nonce) : undefined;
    if (!pending || !from) return;
    pending.waiting.delete(from);
    if (pending.waiting.size === 0) pending.done();
  }

  /**
   * Call after a committed write that can revoke a caller, before answering: resolves once every
   * other live API process has emptied its session cache, or after `fenceTimeoutMs` (a process that
   * did not answer in time is named in the log). Answers how many processes acknowledged.
   */
  async fence(): Promise<{ waitedFor: number; acknowledged: number }> {
    if (this.#stopped) return { waitedFor: 0, acknowledged: 0 };
    const others = await liveApiProcesses(this.db, this.id);
    if (others.length === 0) return { waitedFor: 0, acknowledged: 0 };
    const nonce = String((this.#nonce += 1));
    const waiting = new Set(others);
    let timer: NodeJS.Timeout | undefined;
    const acknowledged = new Promise<boolean>((resolve) => {
      this.#pending.set(nonce, { waiting, done: () => resolve(true) });
      timer = setTimeout(() => resolve(false), fenceTimeoutMs);
    });
    try {
      await this.bus.notify(revocationsChannel, `${this.id}:${nonce}`);
      if (!(await acknowledged))
        this.log(
          `[wakeline] a revocation was not acknowledged within ${fenceTimeoutMs} ms by API process(es) ${[...waiting].join(', ')}`,
        );
    } catch {
      this.log(
        '[wakeline] a revocation notice could not be sent; other API processes learn it from the database notice',
      );
    } finally {
      clearTimeout(timer);
      this.#pending.delete(nonce);
    }
    return { waitedFor: others.length, acknowledged: others.length - waiting.size };
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    await removeApiProcess(this.db, this.id).catch(() => {});
  }
}
