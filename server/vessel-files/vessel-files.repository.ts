// SQL of the vessel files (migration 0530): file records per vessel and area, their bytes in
// vessel_file_contents. Names compare ignoring case, as the unique index does.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type FileArea = 'documents' | 'compliance';
type Db = Kysely<Database>;

export type VesselFileRow = {
  id: string;
  vessel_id: string;
  file_name: string;
  extension: string;
  content_type: string;
  file_size: string | number;
  content_id: string;
  uploaded_at: Date | string;
  uploaded_by_name: string;
  version: number;
};

const columns = sql`id, vessel_id, file_name, extension, content_type, file_size, content_id, uploaded_at, uploaded_by_name, version`;

export async function listFiles(db: Db, vesselId: string, area: FileArea): Promise<VesselFileRow[]> {
  const { rows } = await sql<VesselFileRow>`
    SELECT ${columns} FROM vessel_files WHERE vessel_id = ${vesselId} AND area = ${area}
    ORDER BY lower(file_name)`.execute(db);
  return rows;
}

export async function findFile(db: Db, id: string, area: FileArea): Promise<VesselFileRow | null> {
  const { rows } = await sql<VesselFileRow>`
    SELECT ${columns} FROM vessel_files WHERE id = ${id} AND area = ${area}`.execute(db);
  return rows[0] ?? null;
}

export async function findFileByName(
  db: Db,
  vesselId: string,
  area: FileArea,
  fileName: string,
): Promise<VesselFileRow | null> {
  const { rows } = await sql<VesselFileRow>`
    SELECT ${columns} FROM vessel_files
    WHERE vessel_id = ${vesselId} AND area = ${area} AND lower(file_name) = lower(${fileName})`.execute(db);
  return rows[0] ?? null;
}

/** The files inside a folder (at any depth). */
export async function filesInFolder(
  db: Db,
  vesselId: string,
  area: FileArea,
  folder: string,
): Promise<VesselFileRow[]> {
  const prefix = `${folder}/`;
  const { rows } = await sql<VesselFileRow>`
    SELECT ${columns} FROM vessel_files
    WHERE vessel_id = ${vesselId} AND area = ${area}
      AND left(lower(file_name), ${prefix.length}) = lower(${prefix})`.execute(db);
  return rows;
}

export async function readContent(db: Db, fileId: string): Promise<Uint8Array | null> {
  const { rows } = await sql<{ bytes: Uint8Array }>`
    SELECT bytes FROM vessel_file_contents WHERE file_id = ${fileId}`.execute(db);
  return rows[0]?.bytes ?? null;
}

/** Locks the vessel's row so uploads to one vessel are checked against its limit one at a time. */
export async function lockVessel(db: Db, vesselId: string): Promise<void> {
  await sql`SELECT id FROM vessels WHERE id = ${vesselId} FOR UPDATE`.execute(db);
}

/** Bytes the vessel's files take, every area. */
export async function storageUsed(db: Db, vesselId: string): Promise<number> {
  const { rows } = await sql<{ used: string | number | null }>`
    SELECT sum(file_size) AS used FROM vessel_files WHERE vessel_id = ${vesselId}`.execute(db);
  return Number(rows[0]?.used ?? 0);
}

export async function userName(db: Db, userId: string): Promise<string> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM users WHERE id = ${userId}`.execute(db);
  return rows[0]?.name ?? '';
}

export type NewFile = {
  id: string;
  vesselId: string;
  area: FileArea;
  fileName: string;
  extension: string;
  contentType: string;
  bytes: Uint8Array;
  contentId: string;
  uploadedAt: Date;
  uploadedBy: string;
  uploadedByName: string;
};

export async function insertFile(db: Db, file: NewFile): Promise<void> {
  await sql`
    INSERT INTO vessel_files (id, vessel_id, area, file_name, extension, content_type, file_size, content_id,
      uploaded_at, uploaded_by, uploaded_by_name)
    VALUES (${file.id}, ${file.vesselId}, ${file.area}, ${file.fileName}, ${file.extension}, ${file.contentType},
      ${file.bytes.byteLength}, ${file.contentId}, ${file.uploadedAt}, ${file.uploadedBy}, ${file.uploadedByName})`.execute(
    db,
  );
  await sql`INSERT INTO vessel_file_contents (file_id, bytes) VALUES (${file.id}, ${file.bytes})`.execute(db);
}

/** A replaced file keeps its id and name; its bytes, size and uploader are the new ones. */
export async function replaceFile(db: Db, id: string, file: NewFile): Promise<void> {
  await sql`
    UPDATE vessel_files SET file_size = ${file.bytes.byteLength}, content_id = ${file.contentId},
      content_type = ${file.contentType}, uploaded_at = ${file.uploadedAt}, uploaded_by = ${file.uploadedBy},
      uploaded_by_name = ${file.uploadedByName}, version = version + 1
    WHERE id = ${id}`.execute(db);
  await sql`UPDATE vessel_file_contents SET bytes = ${file.bytes} WHERE file_id = ${id}`.execute(db);
}

/**
 * Renames the file; with `basedOn`, only while it is still at that version (check and write in one
 * statement, ADR 0092). False when nothing was written.
 */
export async function renameFile(db: Db, id: string, fileName: string, basedOn?: number): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    UPDATE vessel_files SET file_name = ${fileName}, version = version + 1
    WHERE id = ${id} AND (${basedOn ?? null}::integer IS NULL OR version = ${basedOn ?? null}::integer)
    RETURNING id`.execute(db);
  return rows.length > 0;
}

/** Deletes the file at version `basedOn` (one statement, ADR 0092); false (nothing deleted) otherwise. */
export async function deleteFile(db: Db, id: string, basedOn: number): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    DELETE FROM vessel_files WHERE id = ${id} AND version = ${basedOn} RETURNING id`.execute(db);
  return rows.length > 0;
}
