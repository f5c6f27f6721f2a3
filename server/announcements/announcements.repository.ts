// Announcements and who has read them (migration 0711; ADR 0083).
import type { Announcement, UserAnnouncement } from '../../domain/contracts/announcements.ts';
import type { SqlConnection } from '../db/sql-engine.ts';

type Row = { id: string; title: string; details: string; publish_date: Date | string; is_view?: boolean };

const present = (row: Row): Announcement => ({
  announcementId: row.id,
  title: row.title,
  announcementDetails: row.details,
  publishDate: new Date(row.publish_date).toISOString(),
});

export async function listAnnouncements(conn: SqlConnection): Promise<Announcement[]> {
  const rows = await conn.query<Row>(
    'SELECT id, title, details, publish_date FROM announcements ORDER BY publish_date DESC, id',
  );
  return rows.map(present);
}

export async function findAnnouncement(conn: SqlConnection, id: string): Promise<Announcement | null> {
  const [row] = await conn.query<Row>(
    'SELECT id, title, details, publish_date FROM announcements WHERE id = $1',
    [id],
  );
  return row ? present(row) : null;
}

/** The announcements published by `now`, newest first, with whether the user has read each. */
export async function listForUser(
  conn: SqlConnection,
  userId: string,
  now: Date,
): Promise<UserAnnouncement[]> {
  const rows = await conn.query<Row>(
    `SELECT a.id, a.title, a.details, a.publish_date,
            EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.user_id = $1) AS is_view
       FROM announcements a WHERE a.publish_date <= $2 ORDER BY a.publish_date DESC, a.id LIMIT 500`,
    [userId, now.toISOString()],
  );
  return rows.map((row) => ({ ...present(row), isView: row.is_view === true }));
}

export async function insertAnnouncement(
  conn: SqlConnection,
  row: { id: string; title: string; details: string; publishDate: Date; createdBy: string },
): Promise<void> {
  await conn.query(
    'INSERT INTO announcements (id, title, details, publish_date, created_by) VALUES ($1, $2, $3, $4, $5)',
    [row.id, row.title, row.details, row.publishDate.toISOString(), row.createdBy],
  );
}

export async function deleteAnnouncement(conn: SqlConnection, id: string): Promise<boolean> {
  return (await conn.query('DELETE FROM announcements WHERE id = $1 RETURNING id', [id])).length > 0;
}

export async function countExisting(conn: SqlConnection, ids: string[]): Promise<number> {
  const [row] = await conn.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM announcements WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return row?.n ?? 0;
}

export async function markRead(conn: SqlConnection, userId: string, ids: string[], at: Date): Promise<void> {
  await conn.query(
    `INSERT INTO announcement_reads (announcement_id, user_id, read_at)
     SELECT unnest($1::uuid[]), $2, $3 ON CONFLICT DO NOTHING`,
    [ids, userId, at.toISOString()],
  );
}

/** The users active within the window (not deleted, not the partner type): who 'online' means. */
export async function listOnlineUsers(conn: SqlConnection, since: Date): Promise<{ email: string }[]> {
  return conn.query<{ email: string }>(
    `SELECT email FROM users WHERE deleted_at IS NULL AND role <> 'KognifaiUser'
        AND last_activity_at >= $1 ORDER BY email`,
    [since.toISOString()],
  );
}
