// Vessel files (002 §2, §5, §9; EMIS-084..093, EMIS-188..194, EMIS-200; ADR 0073): every role that
// sees the vessel except the partner type lists, uploads, downloads, renames and deletes them. A
// file is reached through its vessel, so a file of another company's vessel is refused like the
// vessel. Names are normalised by domain/contracts/vessel-files.ts (no '..', no '\', no control
// characters), the bytes must be of the family the extension names, one file is at most 50 MB and
// a vessel's files at most 1000 MB. The emissions compliance page keeps its files here too, in
// their own area.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  VESSEL_FILE_MAX_BYTES,
  VESSEL_FILE_STORAGE_LIMIT_BYTES,
  extensionOf,
  joinPath,
  normaliseFileName,
  splitFileName,
  vesselFileMessages,
  type VesselFile,
  type VesselFileUpdate,
} from '../../domain/contracts/vessel-files.ts';
import type { Database } from '../db/schema.ts';
import { AppError, conflict, invalidInput, notFound } from '../http/app-error.ts';
import { preconditionFailed, requireIfMatch } from '../http/sync-refusal.ts';
import type { Actor } from '../security/actor.ts';
import type { VoyageDataAccess } from '../vessels/public.ts';
import { contentMatchesName, contentTypeOf } from './document-sniffing.ts';
import {
  deleteFile,
  filesInFolder,
  findFile,
  findFileByName,
  insertFile,
  listFiles,
  lockVessel,
  readContent,
  renameFile,
  replaceFile,
  storageUsed,
  userName,
  type FileArea,
  type VesselFileRow,
} from './vessel-files.repository.ts';

/** An uploaded file waiting on disk: its size, and its bytes read when they are needed (one file at a time). */
export type UploadedFile = { name: string; size: number; read: () => Promise<Uint8Array> };
export type StoredFileContent = { fileName: string; contentType: string; bytes: Uint8Array };

export function presentVesselFile(row: VesselFileRow): VesselFile {
  return {
    id: row.id,
    fileName: row.file_name,
    fileSize: Number(row.file_size),
    uploadedTime: new Date(row.uploaded_at).toISOString(),
    uploadedBy: row.uploaded_by_name,
    vesselId: row.vessel_id,
    folderId: splitFileName(row.file_name).folder,
    binaryFileId: row.content_id,
    extension: row.extension,
    version: row.version,
  };
}

/** The name checked as a spec refusal: the type text for a wrong type, else the name rule. */
function checkedName(fileName: string): string {
  try {
    return normaliseFileName(fileName);
  } catch (error) {
    throw invalidInput((error as Error).message, 'fileName');
  }
}

export function createVesselFilesService(deps: {
  db: Kysely<Database>;
  now: () => Date;
  access: VoyageDataAccess;
}) {
  const { db, now, access } = deps;

  /** The file, once its vessel is in the caller's reach (404 unknown, 403 out of reach). */
  async function reachFile(actor: Actor, id: string, area: FileArea): Promise<VesselFileRow> {
    const row = await findFile(db, id, area);
    if (!row) throw notFound(vesselFileMessages.noSuchFile);
    await access(actor, row.vessel_id);
    return row;
  }

  return {
    /** The vessel's reach alone: checked before an upload's body is read. */
    requireAccess: (actor: Actor, vesselId: string) => access(actor, vesselId),

    async list(actor: Actor, vesselId: string, area: FileArea): Promise<VesselFile[]> {
      await access(actor, vesselId);
      return (await listFiles(db, vesselId, area)).map(presentVesselFile);
    },

    async find(actor: Actor, id: string, area: FileArea): Promise<VesselFile> {
      return presentVesselFile(await reachFile(actor, id, area));
    },

    async content(actor: Actor, id: string, area: FileArea): Promise<StoredFileContent> {
      const row = await reachFile(actor, id, area);
      const bytes = await readContent(db, row.id);
      if (!bytes) throw notFound(vesselFileMessages.noSuchFile);
      return { fileName: splitFileName(row.file_name).name, contentType: row.content_type, bytes };
    },

    async contentByName(
      actor: Actor,
      vesselId: string,
      fileName: string,
      area: FileArea,
    ): Promise<StoredFileContent> {
      await access(actor, vesselId);
      const row = await findFileByName(db, vesselId, area, fileName);
      const bytes = row && (await readContent(db, row.id));
      if (!row || !bytes) throw notFound(vesselFileMessages.noSuchFile);
      return { fileName: splitFileName(row.file_name).name, contentType: row.content_type, bytes };
    },

    /**
     * Stores files in a folder: each name checked, each file's bytes sniffed, the vessel's limit
     * kept; a name that exists is 409 unless `replace`. All or nothing.
     */
    async upload(
      actor: Actor,
      vesselId: string,
      input: { folder: string; files: readonly UploadedFile[]; replace: boolean },
      area: FileArea,
    ): Promise<VesselFile[]> {
      await access(actor, vesselId);
      const prepared: { fileName: string; size: number; read: () => Promise<Uint8Array> }[] = [];
      for (const file of input.files) {
        const fileName = checkedName(joinPath(input.folder, splitFileName(file.name).name));
        if (file.size > VESSEL_FILE_MAX_BYTES) throw invalidInput(vesselFileMessages.fileTooLarge, 'file');
        if (!contentMatchesName(fileName, await file.read()))
          throw invalidInput(vesselFileMessages.contentMismatch, 'file');
        prepared.push({ fileName, size: file.size, read: file.read });
      }
      const lowerNames = prepared.map((file) => file.fileName.toLowerCase());
      if (new Set(lowerNames).size !== lowerNames.length)
        throw invalidInput(vesselFileMessages.fileExists(prepared[0]!.fileName), 'file');
      const uploadedByName = await userName(db, actor.userId);
      const ids = await db.transaction().execute(async (trx) => {
        await lockVessel(trx, vesselId);
        let used = await storageUsed(trx, vesselId);
        const stored: string[] = [];
        for (const file of prepared) {
          const existing = await findFileByName(trx, vesselId, area, file.fileName);
          if (existing && !input.replace)
            throw conflict(vesselFileMessages.fileExists(splitFileName(existing.file_name).name));
          used += file.size - (existing ? Number(existing.file_size) : 0);
          if (used > VESSEL_FILE_STORAGE_LIMIT_BYTES)
            throw new AppError('VALIDATION_FAILED', vesselFileMessages.storageFull);
          const extension = extensionOf(file.fileName);
          const record = {
            id: existing?.id ?? randomUUID(),
            vesselId,
            area,
            fileName: existing?.file_name ?? file.fileName,
            extension,
            contentType: contentTypeOf(extension),
            bytes: await file.read(),
            contentId: randomUUID(),
            uploadedAt: now(),
            uploadedBy: actor.userId,
            uploadedByName,
          };
          if (existing) await replaceFile(trx, existing.id, record);
          else await insertFile(trx, record);
          stored.push(record.id);
        }
        return stored;
      });
      const rows = await Promise.all(ids.map((id) => findFile(db, id, area)));
      return rows.filter((row) => row !== null).map(presentVesselFile);
    },

    /** A file renamed or moved (it keeps its extension), or a folder renamed with all it holds. */
    /**
     * A file's rename or move is based on the version of the file read (If-Match, ADR 0092): 428
     * without, 412 with the file as saved now. A folder's rename names no version: it is a
     * compare-and-set on the folder's name (404 when it is gone, 409 when the new one is taken).
     */
    async update(
      actor: Actor,
      input: VesselFileUpdate,
      area: FileArea,
      ifMatch: number | null,
    ): Promise<VesselFile[]> {
      if ('id' in input) {
        const row = await reachFile(actor, input.id, area);
        if (extensionOf(input.fileName) !== row.extension)
          throw invalidInput(`Renaming a file keeps its extension (.${row.extension}).`, 'fileName');
        const basedOn = requireIfMatch(ifMatch);
        const renamed = await db.transaction().execute(async (trx) => {
          const clash = await findFileByName(trx, row.vessel_id, area, input.fileName);
          if (clash && clash.id !== row.id)
            throw conflict(vesselFileMessages.fileExists(splitFileName(input.fileName).name));
          return renameFile(trx, row.id, input.fileName, basedOn);
        });
        const now = await findFile(db, row.id, area);
        if (!now) throw notFound(vesselFileMessages.noSuchFile);
        if (!renamed) throw preconditionFailed(presentVesselFile(now));
        return [presentVesselFile(now)];
      }
      await access(actor, input.vesselId);
      const ids = await db.transaction().execute(async (trx) => {
        const files = await filesInFolder(trx, input.vesselId, area, input.folderName);
        if (files.length === 0) throw notFound(vesselFileMessages.noSuchFolder);
        const sameFolder = input.folderName.toLowerCase() === input.newFolderName.toLowerCase();
        if (!sameFolder && (await filesInFolder(trx, input.vesselId, area, input.newFolderName)).length > 0)
          throw conflict(vesselFileMessages.folderExists(splitFileName(input.newFolderName).name));
        for (const file of files) {
          const rest = file.file_name.slice(input.folderName.length + 1);
          // Through a temporary name, so two files swapping places never meet the unique index.
          await renameFile(trx, file.id, `${randomUUID()}/${rest}`);
        }
        for (const file of files)
          await renameFile(
            trx,
            file.id,
            joinPath(input.newFolderName, file.file_name.slice(input.folderName.length + 1)),
          );
        return files.map((file) => file.id);
      });
      const rows = await Promise.all(ids.map((id) => findFile(db, id, area)));
      return rows.filter((row) => row !== null).map(presentVesselFile);
    },

    /** Also based on the version read: a file renamed or replaced meanwhile is not deleted unseen. */
    async remove(actor: Actor, id: string, area: FileArea, ifMatch: number | null): Promise<void> {
      const row = await reachFile(actor, id, area);
      const basedOn = requireIfMatch(ifMatch);
      if (await deleteFile(db, row.id, basedOn)) return;
      const now = await findFile(db, row.id, area);
      if (!now) throw notFound(vesselFileMessages.noSuchFile);
      throw preconditionFailed(presentVesselFile(now));
    },
  };
}

export type VesselFilesService = ReturnType<typeof createVesselFilesService>;
