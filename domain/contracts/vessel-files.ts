// Vessel files (002 §2 'Vessel documents', §3 'Vessel file', §5 'Files and folders', §7, §9;
// EMIS-084..093, EMIS-112/113, EMIS-150, EMIS-188..194, EMIS-226/227; ADR 0073). A file's name
// carries its folder path ('Certificates/2026/IOPP.pdf'); folders are the path prefixes. The name
// rules below are the same on both tiers, so a name can never leave its folder.
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { IdParamsSchema, IdSchema, IsoDateTimeSchema, QueryBooleanSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { VesselIdParamsSchema } from './vessel-settings.ts';

/** 002 §9: 1000 MB per vessel (shown as '1000 MB'). */
export const VESSEL_FILE_STORAGE_LIMIT_BYTES = 1000 * 1024 * 1024;
/** One file at most (ADR 0073: a file travels through memory once on upload). */
export const VESSEL_FILE_MAX_BYTES = 50 * 1024 * 1024;
/** 002 §9: the upload time-out of the client. */
export const VESSEL_FILE_UPLOAD_TIMEOUT_MS = 6_000_000;

/** EMIS-188: PDF, Word and Excel, by extension (the server also reads the bytes). */
export const DOCUMENT_EXTENSIONS = {
  pdf: ['pdf'],
  word: ['doc', 'docx', 'dot', 'docm', 'dotx', 'dotm'],
  excel: ['xlsx', 'xls', 'xlt', 'xlm', 'xlsm', 'xltx', 'xltm'],
} as const;
export type DocumentFamily = keyof typeof DOCUMENT_EXTENSIONS;

/** A spec text with its '<name>' filled in. */
const named = (text: string, name: string) => text.replace('<name>', () => name);

export const vesselFileMessages = {
  nameRequired: 'Please enter a name.',
  badName: 'A name cannot be . or .., nor contain \\ : * ? " < > | or control characters.',
  nameTooLong: 'A name can be at most 120 characters, and a path at most 10 folders deep.',
  fileTooLarge: 'A file can be at most 50 MB.',
  storageFull: 'This upload would exceed the storage limit of 1000 MB for this vessel.',
  contentMismatch: 'The contents of this file are not those of a PDF, Word or Excel file.',
  missingFile: 'Send the file as the multipart form field "file".',
  noSuchFile: 'There is no such file.',
  noSuchFolder: 'There is no such folder.',
  fileExists: (name: string) => named(messages.fileNameExists, name),
  folderExists: (name: string) => named(messages.folderNameExists, name),
  replacePrompt: (name: string) => named(messages.fileAlreadyExistsReplace, name),
} as const;

const MAX_SEGMENT = 120;
const MAX_DEPTH = 10;
// Control characters and those no file system takes; '/' separates the folders.
// eslint-disable-next-line no-control-regex
const forbiddenCharacters = /[\u0000-\u001f\u007f\\:*?"<>|]/;

/** The extension of a name in lower case ('' when it has none). */
export function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function documentFamilyOf(name: string): DocumentFamily | null {
  const extension = extensionOf(name);
  for (const family of Object.keys(DOCUMENT_EXTENSIONS) as DocumentFamily[])
    if ((DOCUMENT_EXTENSIONS[family] as readonly string[]).includes(extension)) return family;
  return null;
}

/** Why one name segment (a folder or a file name) is refused, or null when it is good. */
export function segmentProblem(segment: string): string | null {
  if (segment.length === 0) return vesselFileMessages.nameRequired;
  if (segment === '.' || segment === '..' || forbiddenCharacters.test(segment))
    return vesselFileMessages.badName;
  if (segment.length > MAX_SEGMENT) return vesselFileMessages.nameTooLong;
  return null;
}

/**
 * A folder path in its one spelling: segments trimmed, joined by '/', no leading or trailing '/';
 * '' is the top folder. Throws the reason when a segment is refused.
 */
export function normaliseFolderPath(path: string): string {
  const trimmed = path.trim().replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '';
  const segments = trimmed.split('/').map((segment) => segment.trim());
  if (segments.length > MAX_DEPTH) throw new Error(vesselFileMessages.nameTooLong);
  for (const segment of segments) {
    const problem = segmentProblem(segment);
    if (problem) throw new Error(problem);
  }
  return segments.join('/');
}

/** Folder path and file name of a full name ('A/B/c.pdf' → ['A/B', 'c.pdf']). */
export function splitFileName(fileName: string): { folder: string; name: string } {
  const slash = fileName.lastIndexOf('/');
  return slash === -1
    ? { folder: '', name: fileName }
    : { folder: fileName.slice(0, slash), name: fileName.slice(slash + 1) };
}

export const joinPath = (folder: string, name: string) => (folder ? `${folder}/${name}` : name);

/** A full file name checked and normalised; throws the reason (type first: EMIS-188). */
export function normaliseFileName(fileName: string): string {
  const { folder, name } = splitFileName(fileName.trim());
  const cleanName = name.trim();
  const problem = segmentProblem(cleanName);
  if (problem) throw new Error(problem);
  if (!documentFamilyOf(cleanName)) throw new Error(messages.fileTypeNotSupported);
  return joinPath(normaliseFolderPath(folder), cleanName);
}

const checked = (normalise: (text: string) => string) =>
  v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
    try {
      return normalise(dataset.value);
    } catch (error) {
      addIssue({ message: (error as Error).message });
      return NEVER;
    }
  });

export const VesselFileNameSchema = v.pipe(v.string(), v.maxLength(2000), checked(normaliseFileName));
export const VesselFolderPathSchema = v.pipe(v.string(), v.maxLength(2000), checked(normaliseFolderPath));
/** A folder that is renamed must be a folder, not the top. */
export const VesselFolderNameSchema = v.pipe(
  VesselFolderPathSchema,
  v.minLength(1, vesselFileMessages.nameRequired),
);

/** 002 §3 'Vessel file'. */
export const VesselFileSchema = v.object({
  id: IdSchema,
  /** With its folder path: 'Certificates/IOPP.pdf'. */
  fileName: v.string(),
  fileSize: v.number(),
  uploadedTime: IsoDateTimeSchema,
  /** The uploader's name. */
  uploadedBy: v.string(),
  vesselId: IdSchema,
  /** The folder path ('' for the top folder). */
  folderId: v.string(),
  binaryFileId: IdSchema,
  extension: v.string(),
  /** The row version; a rename, move or delete sends it back in If-Match (ADR 0092). */
  version: v.pipe(v.number(), v.integer()),
});
export type VesselFile = v.InferOutput<typeof VesselFileSchema>;
export const VesselFileListSchema = v.array(VesselFileSchema);

export const VesselFilesQuerySchema = v.object({
  vesselId: v.pipe(v.string(), v.uuid('The vesselId must be a UUID.')),
});
export const VesselFileQuerySchema = v.object({ onlyUrl: v.optional(QueryBooleanSchema) });
export const VesselFileLinkSchema = v.object({ url: v.string() });

/** PUT /VesselFiles: a file renamed or moved (its extension kept, EMIS-190), or a folder renamed. */
export const VesselFileRenameSchema = v.object({ id: IdSchema, fileName: VesselFileNameSchema });
export const VesselFolderRenameSchema = v.object({
  vesselId: IdSchema,
  folderName: VesselFolderNameSchema,
  newFolderName: VesselFolderNameSchema,
});
export const VesselFileUpdateSchema = v.union([VesselFileRenameSchema, VesselFolderRenameSchema]);
export type VesselFileUpdate = v.InferOutput<typeof VesselFileUpdateSchema>;

/** Folder paths of a list of files, every prefix once ('A/B/c.pdf' gives 'A' and 'A/B'). */
export function foldersOf(files: readonly Pick<VesselFile, 'fileName'>[]): string[] {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = splitFileName(file.fileName).folder.split('/');
    for (let depth = 1; depth <= parts.length; depth += 1)
      if (parts[0]) folders.add(parts.slice(0, depth).join('/'));
  }
  return [...folders].sort();
}

/** The vessel files' endpoints (ADR 0073), declared once for the server's router and the client. */
export const vesselFileEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/VesselFiles',
    query: VesselFilesQuerySchema,
    response: VesselFileListSchema,
  }),
  /** A document as multipart: "file", "folder" and "replace". */
  upload: endpoint({
    method: 'post',
    path: '/VesselFiles/{vesselId}',
    params: VesselIdParamsSchema,
    response: VesselFileSchema,
    status: 201,
  }),
  /** With onlyUrl=true the link of the file; otherwise the file as a download (not JSON). */
  get: endpoint({
    method: 'get',
    path: '/VesselFiles/{id}',
    params: IdParamsSchema,
    query: VesselFileQuerySchema,
    response: VesselFileLinkSchema,
  }),
  /** Renames or moves a file, or renames a folder; answers the changed files. */
  update: endpoint({
    method: 'put',
    path: '/VesselFiles',
    body: VesselFileUpdateSchema,
    response: VesselFileListSchema,
  }),
  remove: endpoint({ method: 'delete', path: '/VesselFiles/{id}', params: IdParamsSchema }),
};
