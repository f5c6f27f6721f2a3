import { describe, expect, it } from 'vitest';
import type { VesselFile } from '../../../domain/contracts/vessel-files.ts';
import {
  breadcrumbOf,
  folderLabel,
  formatFileSize,
  remainingTemporaryFolders,
  rowsOf,
  usageLine,
  type FolderRow,
} from './documents-model.ts';

const file = (fileName: string, fileSize: number, uploadedTime: string, uploadedBy = 'Ann'): VesselFile => ({
  id: crypto.randomUUID(),
  fileName,
  fileSize,
  uploadedTime,
  uploadedBy,
  vesselId: '00000000-0000-4000-8000-000000000001',
  folderId: fileName.includes('/') ? fileName.slice(0, fileName.lastIndexOf('/')) : '',
  binaryFileId: crypto.randomUUID(),
  extension: fileName.slice(fileName.lastIndexOf('.') + 1),
  version: 1,
});

const files = [
  file('b.pdf', 300, '2026-03-01T10:00:00.000Z', 'Zed'),
  file('A.xlsx', 100, '2026-03-03T10:00:00.000Z'),
  file('Class/2026/Survey.pdf', 2048, '2026-03-02T10:00:00.000Z'),
  file('Class/Plan.docx', 50, '2026-03-02T10:00:00.000Z'),
  file('Bunker/BDN.pdf', 70, '2026-03-02T10:00:00.000Z'),
];

describe('the Documents rows', () => {
  it('EMIS-085 folders first, then files, each in the chosen order', () => {
    const byName = rowsOf(files, [], '', { key: 'name', direction: 'asc' });
    expect(byName.map((row) => `${row.kind}:${row.name}`)).toEqual([
      'folder:Bunker',
      'folder:Class',
      'file:A.xlsx',
      'file:b.pdf',
    ]);
    const bySizeDown = rowsOf(files, [], '', { key: 'size', direction: 'desc' });
    expect(bySizeDown.map((row) => row.name)).toEqual(['Bunker', 'Class', 'b.pdf', 'A.xlsx']);
    const byUploaded = rowsOf(files, [], '', { key: 'uploaded', direction: 'asc' });
    expect(byUploaded.map((row) => row.name).slice(2)).toEqual(['b.pdf', 'A.xlsx']);
    const byUploader = rowsOf(files, [], '', { key: 'uploadedBy', direction: 'desc' });
    expect(byUploader.map((row) => row.name).slice(2)).toEqual(['b.pdf', 'A.xlsx']);
  });

  it('EMIS-084 EMIS-113 a folder shows its own sub-folders and files; the breadcrumb leads back up', () => {
    expect(rowsOf(files, [], 'Class', { key: 'name', direction: 'asc' }).map((row) => row.name)).toEqual([
      '2026',
      'Plan.docx',
    ]);
    expect(breadcrumbOf('Class/2026')).toEqual([
      { label: 'Documents', path: '' },
      { label: 'Class', path: 'Class' },
      { label: '2026', path: 'Class/2026' },
    ]);
  });

  it("EMIS-150 a new folder is temporary, listed with '(empty)', until a file is put in it", () => {
    const rows = rowsOf(files, ['Crew/Certificates'], '', { key: 'name', direction: 'asc' });
    const crew = rows.find((row) => row.name === 'Crew') as FolderRow;
    expect(folderLabel(crew)).toBe('Crew (empty)');
    expect(remainingTemporaryFolders(files, ['Crew', 'class'])).toEqual(['Crew']);
  });

  it('EMIS-088 the usage line adds every file against 1000 MB', () => {
    expect(usageLine(files)).toBe('2.5 KB of 1000 MB used');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});
