// What the Documents page shows (002 §2, §3, §4; EMIS-084, EMIS-085, EMIS-088, EMIS-113, EMIS-150):
// the rows of one folder (its sub-folders first, then its files, each group in the chosen order),
// the breadcrumb, the temporary folders that exist only here until a file is put in them, and the
// usage line against the vessel's limit.
import {
  VESSEL_FILE_STORAGE_LIMIT_BYTES,
  foldersOf,
  splitFileName,
  type VesselFile,
} from '../../../domain/contracts/vessel-files.ts';
import { messages } from '../../../domain/messages.ts';
import { sortRows, type SortState } from '../../lib/sort-preference.ts';

export type DocumentSortKey = 'name' | 'uploaded' | 'uploadedBy' | 'size';

export type FolderRow = { kind: 'folder'; path: string; name: string; isTemporary: boolean };
export type FileRow = { kind: 'file'; file: VesselFile; name: string };
export type DocumentRow = FolderRow | FileRow;

const parentOf = (path: string) => splitFileName(path).folder;

/** The sub-folders and files directly inside `folder` ('' is the top), folders first. */
export function rowsOf(
  files: readonly VesselFile[],
  temporaryFolders: readonly string[],
  folder: string,
  sort: SortState<DocumentSortKey>,
): DocumentRow[] {
  const real = new Set(foldersOf(files).map((path) => path.toLowerCase()));
  const folderPaths = new Map<string, boolean>();
  for (const path of foldersOf(files)) folderPaths.set(path, false);
  for (const path of temporaryFolders)
    for (const prefix of prefixesOf(path))
      if (!real.has(prefix.toLowerCase()) && !folderPaths.has(prefix)) folderPaths.set(prefix, true);
  const folders: FolderRow[] = [...folderPaths]
    .filter(([path]) => parentOf(path) === folder)
    .map(([path, isTemporary]) => ({ kind: 'folder', path, name: splitFileName(path).name, isTemporary }));
  const inFolder: FileRow[] = files
    .filter((file) => splitFileName(file.fileName).folder === folder)
    .map((file) => ({ kind: 'file', file, name: splitFileName(file.fileName).name }));
  const folderOrder: SortState<DocumentSortKey> = {
    key: 'name',
    direction: sort.key === 'name' ? sort.direction : 'asc',
  };
  return [
    ...sortRows(folders, folderOrder, {
      name: (row) => row.name,
      uploaded: () => null,
      uploadedBy: () => null,
      size: () => null,
    }),
    ...sortRows(inFolder, sort, {
      name: (row) => row.name,
      uploaded: (row) => Date.parse(row.file.uploadedTime),
      uploadedBy: (row) => row.file.uploadedBy,
      size: (row) => row.file.fileSize,
    }),
  ];
}

/** 'A/B/C' → ['A', 'A/B', 'A/B/C']. */
export function prefixesOf(path: string): string[] {
  const parts = path ? path.split('/') : [];
  return parts.map((_, index) => parts.slice(0, index + 1).join('/'));
}

/** The breadcrumb: the top, then each folder down to `folder`. */
export function breadcrumbOf(folder: string): { label: string; path: string }[] {
  return [
    { label: 'Documents', path: '' },
    ...prefixesOf(folder).map((path) => ({ label: splitFileName(path).name, path })),
  ];
}

/** A folder's name as listed: a temporary one with the suffix '(empty)' (MSG-0150). */
export const folderLabel = (row: FolderRow) =>
  row.isTemporary ? `${row.name} ${messages.emptyFolderSuffix}` : row.name;

/** A size pretty-printed in binary units: '512 B', '12.3 KB', '4.0 MB', '1000 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toFixed(1)} KB`;
  const mb = kb / 1024;
  return mb >= 100 ? `${Math.round(mb)} MB` : `${mb.toFixed(1)} MB`;
}

/** The usage line (EMIS-088): the total size of the vessel's files against the limit. */
export function usageLine(files: readonly VesselFile[]): string {
  const used = files.reduce((sum, file) => sum + file.fileSize, 0);
  return `${formatFileSize(used)} of ${formatFileSize(VESSEL_FILE_STORAGE_LIMIT_BYTES)} used`;
}

/** Temporary folders that now hold a file are real folders: they leave the temporary list. */
export function remainingTemporaryFolders(
  files: readonly VesselFile[],
  temporary: readonly string[],
): string[] {
  const real = new Set(foldersOf(files).map((path) => path.toLowerCase()));
  return temporary.filter((path) => !real.has(path.toLowerCase()));
}

export const isPdf = (file: VesselFile) => file.extension === 'pdf';
