// A small PostgreSQL LISTEN/NOTIFY bus (ADR 0064): how a write in one process reaches the caches
// of every process on the same database. On PGlite it listens in-process (PGlite delivers a
// notification when the statement or transaction that raised it returns); on PostgreSQL one
// dedicated client holds the LISTENs, outside the pool, and reconnects when its connection is
// lost. While it is not listening it reports `listening: false`, so the caches stop trusting
// what they hold (a write by another process could go unseen) until it is back.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type NotificationHandler = (payload: string) => void;

export type NotificationBus = {
  /** Calls `handler` for every notification on `channel` (after commit); returns the unsubscribe. */
  subscribe: (channel: string, handler: NotificationHandler) => Promise<() => void>;
  /** Called with true once every subscription listens, false when the connection is lost. */
  onListeningChange: (listener: (listening: boolean) => void) => void;
  /**
   * Raises a notification on `channel` from the listening connection (not the pool), so it costs
   * no pool connection; rejects while not connected.
   */
  notify: (channel: string, payload: string) => Promise<void>;
  /** Whether notifications arrive (always true on PGlite once subscribed). */
  readonly listening: boolean;
  close: () => Promise<void>;
};

/** Channel names are identifiers we choose: lower case letters, digits and underscores. */
function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

export function pgliteNotifications(pglite: PGlite): NotificationBus {
  const unsubscribers = new Set<() => Promise<void>>();
  return {
    async subscribe(channel, handler) {
      const unlisten = await pglite.listen(checkedChannel(channel), handler);
      unsubscribers.add(unlisten);
      return () => {
        unsubscribers.delete(unlisten);
        void unlisten().catch(() => {});
      };
    },
    onListeningChange: (listener) => listener(true),
    async notify(channel, payload) {
      await pglite.query('SELECT pg_notify($1, $2)', [checkedChannel(channel), payload]);
    },
    listening: true,
    async close() {
      // PGlite ends its listeners when it closes; nothing else holds them.
      unsubscribers.clear();
    },
  };
}

/** One dedicated client for LISTEN; reconnects (1 s, doubling to 30 s) after a lost connection. */
export function postgresNotifications(config: pg.ClientConfig): NotificationBus {
  const handlers = new Map<string, Set<NotificationHandler>>();
  const listeners: ((listening: boolean) => void)[] = [];
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let listening = false;
  let closed = false;
  let retryMs = 1_000;
  let retryTimer: NodeJS.Timeout | null = null;

  const setListening = (value: boolean) => {
    if (listening === value) return;
    listening = value;
    for (const listener of listeners) listener(value);
  };

  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = null;
    setListening(false);
    failed.removeAllListeners();
    void failed.end().catch(() => {});
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect().catch(() => {});
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  };

  async function connect(): Promise<void> {
    if (closed || client) return;
    connecting ??= (async () => {
      const next = new pg.Client(config);
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      next.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      client = next;
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`);
        retryMs = 1_000;
        setListening(true);
      } catch (error) {
        lost(next);
        throw error;
      }
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async subscribe(channel, handler) {
      checkedChannel(channel);
      const isNew = !handlers.has(channel);
      const set = handlers.get(channel) ?? new Set<NotificationHandler>();
      set.add(handler);
      handlers.set(channel, set);
      if (connecting) await connecting.catch(() => {});
      if (!client) await connect().catch(() => {});
      else if (isNew) await client.query(`LISTEN ${channel}`).catch(() => {});
      return () => {
        set.delete(handler);
      };
    },
    onListeningChange: (listener) => {
      listeners.push(listener);
      listener(listening);
    },
    async notify(channel, payload) {
      if (!client || !listening) throw new Error('Not connected for notifications');
      await client.query('SELECT pg_notify($1, $2)', [checkedChannel(channel), payload]);
    },
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      listening = false;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
