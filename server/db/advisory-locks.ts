// Session-level advisory locks on one PostgreSQL connection (held until released or the connection ends).
import type { PoolClient } from 'pg';

/** Takes the lock `key` on `client` if no other session holds it; answers whether it did. */
export async function tryAdvisoryLock(client: PoolClient, key: number): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
    key,
  ]);
  return rows[0]?.locked === true;
}
