// The live API processes (table api_processes, migration 0750, ADR 0091).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A process whose heartbeat is older than this is taken for gone (heartbeats come every 5 s). */
export const processLivenessMs = 15_000;

/** Registers the process or refreshes its heartbeat (the database's clock). */
export async function beatApiProcess(db: Kysely<Database>, id: string): Promise<void> {
  await sql`INSERT INTO api_processes (id) VALUES (${id})
    ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()`.execute(db);
  await sql`DELETE FROM api_processes WHERE heartbeat_at < now() - interval '1 hour'`.execute(db);
}

/** The other processes with a recent heartbeat. */
export async function liveApiProcesses(db: Kysely<Database>, exceptId: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`SELECT id FROM api_processes
    WHERE heartbeat_at > now() - make_interval(secs => ${processLivenessMs / 1000}) AND id <> ${exceptId}`.execute(
    db,
  );
  return rows.map((row) => row.id);
}

export async function removeApiProcess(db: Kysely<Database>, id: string): Promise<void> {
  await sql`DELETE FROM api_processes WHERE id = ${id}`.execute(db);
}
