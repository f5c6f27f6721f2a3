// A write the app did not make (another process, a statement on the database) reaches the caches
// through a PostgreSQL notification (ADR 0064, ADR 0076). On PostgreSQL that notice travels on its
// own connection, so it may arrive a moment after the statement returns; a test that asks "is it
// seen?" asks after the notice has arrived, not after a guessed pause, and fails when none comes.
import type { DatabaseHandle } from '../../server/db/database.ts';

/**
 * Runs `write`, then waits for the notice on `channel` naming `table` that it raised. The caches
 * subscribed when the server started, so their handlers (called in subscription order) have run
 * by the time this resolves: the next request shows the write.
 */
export async function afterNotice<T>(
  database: DatabaseHandle,
  channel: string,
  table: string,
  write: () => Promise<T>,
  timeoutMs = 10_000,
): Promise<T> {
  let heard = () => {};
  const noticed = new Promise<void>((resolve) => (heard = resolve));
  const unsubscribe = await database.notifications.subscribe(channel, (payload) => {
    if (payload === table) heard();
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const result = await write();
    await Promise.race([
      noticed,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`No notice on ${channel} for ${table} within ${timeoutMs} ms`)),
          timeoutMs,
        );
      }),
    ]);
    return result;
  } finally {
    clearTimeout(timer);
    unsubscribe();
  }
}
