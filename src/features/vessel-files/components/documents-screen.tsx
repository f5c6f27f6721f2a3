// The Documents page (002 §2 'Vessel documents', §4, §5, §8, §9; EMIS-084..093, EMIS-150,
// EMIS-188..191, EMIS-232, EMIS-240/241): breadcrumb, a sortable list of folders then files, row
// menus (Rename, Delete), New folder, Upload file with drag-and-drop into folders, the help tip,
// the usage line, View for PDFs (the in-app viewer) and Download for the rest, the welcome text.
import {
  Anchor,
  Breadcrumbs,
  Button,
  FileButton,
  Group,
  Menu,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type DragEvent } from 'react';
import {
  documentFamilyOf,
  extensionOf,
  joinPath,
  normaliseFolderPath,
  splitFileName,
  vesselFileMessages,
  VesselFileSchema,
  type VesselFile,
} from '../../../../domain/contracts/vessel-files.ts';
import { messages } from '../../../../domain/messages.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { HelpTip } from '../../../components/help-tip.tsx';
import { TableHeader, type HeaderColumn } from '../../../components/sortable-header.tsx';
import { errorText } from '../../../components/snackbar.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useSortPreference } from '../../../lib/sort-preference.ts';
import { staleRefusal } from '../../../lib/stale-save.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import {
  deleteVesselFile,
  downloadVesselFile,
  renameVesselFile,
  renameVesselFolder,
  uploadVesselFile,
  useVesselFiles,
  vesselFilesKey,
} from '../api/vessel-files.ts';
import {
  breadcrumbOf,
  folderLabel,
  formatFileSize,
  isPdf,
  remainingTemporaryFolders,
  rowsOf,
  usageLine,
  type DocumentRow,
  type DocumentSortKey,
} from '../documents-model.ts';
import { PdfViewer } from './pdf-viewer.tsx';

const helpText =
  'Files stored for a vessel are instantly visible to other users who can see that vessel. PDF, Word and Excel files; drop files on the list or on a folder to upload them there.';
const welcomeText =
  'Welcome to the document portal of this vessel. Upload PDF, Word or Excel files, or make a folder first to keep them in order.';

const columns: HeaderColumn<DocumentSortKey>[] = [
  { label: 'Name', sortKey: 'name' },
  { label: 'Uploaded', sortKey: 'uploaded' },
  { label: 'Uploaded by', sortKey: 'uploadedBy' },
  { label: 'File size', sortKey: 'size', align: 'right' },
];

type Upload = { key: string; name: string; status: 'uploading' | 'done' | 'invalid'; message?: string };
type Rename = { row: DocumentRow; value: string; error: string | null };
type Replace = { file: File; folder: string; resolve: (replace: boolean) => void };

export function DocumentsScreen({ vesselId }: { vesselId: string }) {
  const queryClient = useQueryClient();
  const files = useVesselFiles(vesselId);
  const isOnline = useOnlineStatus();
  const [folder, setFolder] = useState('');
  const [temporary, setTemporary] = useState<string[]>([]);
  const [sort, sortBy] = useSortPreference<DocumentSortKey>(
    'wakeline-documents-sort',
    ['name', 'uploaded', 'uploadedBy', 'size'],
    { key: 'name', direction: 'asc' },
  );
  const [viewing, setViewing] = useState<VesselFile | null>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [newFolder, setNewFolder] = useState<{ value: string; error: string | null } | null>(null);
  const [rename, setRename] = useState<Rename | null>(null);
  const [deleting, setDeleting] = useState<{
    row: DocumentRow;
    busy: boolean;
    failure: string | null;
  } | null>(null);
  const [replace, setReplace] = useState<Replace | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);

  const list = files.data ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: vesselFilesKey(vesselId) });

  if (viewing)
    return (
      <PdfViewer
        fileId={viewing.id}
        fileName={splitFileName(viewing.fileName).name}
        onBack={() => setViewing(null)}
      />
    );
  if (files.isPending) return <LoadingState label="Loading documents" />;
  if (files.isError) return <ErrorState error={files.error} onRetry={() => void files.refetch()} />;

  const rows = rowsOf(list, temporary, folder, sort);
  const exists = (path: string) => list.some((file) => file.fileName.toLowerCase() === path.toLowerCase());
  const folderExists = (path: string) =>
    list.some((file) => file.fileName.toLowerCase().startsWith(`${path.toLowerCase()}/`)) ||
    temporary.some((t) => t.toLowerCase() === path.toLowerCase());

  async function uploadAll(selected: File[], into: string) {
    for (const file of selected) {
      const key = `${Date.now()}-${Math.random()}`;
      const name = file.name;
      if (!documentFamilyOf(name)) {
        setUploads((all) => [
          ...all,
          { key, name, status: 'invalid', message: messages.fileTypeNotSupported },
        ]);
        continue;
      }
      let replaceIt = false;
      if (exists(joinPath(into, name))) {
        replaceIt = await new Promise<boolean>((resolve) => setReplace({ file, folder: into, resolve }));
        if (!replaceIt) continue;
      }
      setUploads((all) => [...all, { key, name, status: 'uploading' }]);
      try {
        await uploadVesselFile(vesselId, file, into, replaceIt);
        setUploads((all) => all.map((u) => (u.key === key ? { ...u, status: 'done' } : u)));
      } catch (error) {
        setUploads((all) =>
          all.map((u) => (u.key === key ? { ...u, status: 'invalid', message: errorText(error) } : u)),
        );
      }
    }
    await refresh();
    setTemporary((all) =>
      remainingTemporaryFolders(
        queryClient.getQueryData<VesselFile[]>(vesselFilesKey(vesselId)) ?? list,
        all,
      ),
    );
  }

  const onDrop = (event: DragEvent, into: string) => {
    event.preventDefault();
    event.stopPropagation();
    setDropTarget(null);
    const dropped = Array.from(event.dataTransfer.files);
    if (dropped.length) void uploadAll(dropped, into);
  };
  const dragOver = (event: DragEvent, target: string) => {
    event.preventDefault();
    event.stopPropagation();
    setDropTarget(target);
  };

  function createFolder() {
    if (!newFolder) return;
    let name: string;
    try {
      name = normaliseFolderPath(newFolder.value);
      if (!name || name.includes('/')) throw new Error(vesselFileMessages.nameRequired);
    } catch (error) {
      setNewFolder({ ...newFolder, error: (error as Error).message });
      return;
    }
    const path = joinPath(folder, name);
    if (folderExists(path)) {
      setNewFolder({ ...newFolder, error: vesselFileMessages.folderExists(name) });
      return;
    }
    setTemporary((all) => [...all, path]);
    setNewFolder(null);
  }

  async function saveRename() {
    if (!rename) return;
    const { row } = rename;
    try {
      if (row.kind === 'file') {
        const extension = row.file.extension;
        const base = rename.value.trim().replace(new RegExp(`\\.${extension}$`, 'i'), '');
        const target = joinPath(folder, `${base}.${extension}`);
        if (extensionOf(target) !== extension || !base) throw new Error(vesselFileMessages.nameRequired);
        if (exists(target) && target.toLowerCase() !== row.file.fileName.toLowerCase())
          throw new Error(vesselFileMessages.fileExists(`${base}.${extension}`));
        await renameVesselFile(row.file, target);
      } else {
        const name = normaliseFolderPath(rename.value);
        if (!name || name.includes('/')) throw new Error(vesselFileMessages.nameRequired);
        const target = joinPath(folder, name);
        if (target.toLowerCase() !== row.path.toLowerCase() && folderExists(target))
          throw new Error(vesselFileMessages.folderExists(name));
        if (row.isTemporary) setTemporary((all) => all.map((t) => (t === row.path ? target : t)));
        else await renameVesselFolder(vesselId, row.path, target);
      }
      setRename(null);
      await refresh();
    } catch (error) {
      // Someone else renamed, moved or replaced the file meanwhile (412): show its name now.
      const stale = row.kind === 'file' ? staleRefusal(error, VesselFileSchema, 'file') : null;
      if (stale && row.kind === 'file') {
        const name = splitFileName(stale.current.fileName).name;
        setRename({
          row: { ...row, file: stale.current, name },
          value: name.replace(new RegExp(`\\.${stale.current.extension}$`, 'i'), ''),
          error: stale.message,
        });
        await refresh();
        return;
      }
      setRename({ ...rename, error: errorText(error) });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    const { row } = deleting;
    setDeleting({ ...deleting, busy: true, failure: null });
    try {
      if (row.kind === 'file') await deleteVesselFile(row.file);
      else {
        for (const file of list.filter((f) =>
          f.fileName.toLowerCase().startsWith(`${row.path.toLowerCase()}/`),
        ))
          await deleteVesselFile(file);
        setTemporary((all) => all.filter((t) => t !== row.path && !t.startsWith(`${row.path}/`)));
      }
      setDeleting(null);
      await refresh();
    } catch (error) {
      // 002 §8: a failed delete resets the deleting flag. A file someone else changed meanwhile
      // (412) is not deleted: the list shows it as saved now.
      const stale = staleRefusal(error, VesselFileSchema, 'file', 'delete');
      setDeleting({ row, busy: false, failure: stale?.message ?? errorText(error) });
      if (stale) await refresh();
    }
  }

  const download = (file: VesselFile) =>
    void downloadVesselFile(file.id, splitFileName(file.fileName).name).catch((error: unknown) => {
      // 002 §8: a failed download is only logged.
      console.error('[wakeline] download failed', error);
    });

  return (
    <Stack
      gap="md"
      onDragOver={(event) => dragOver(event, folder)}
      onDragLeave={() => setDropTarget(null)}
      onDrop={(event) => onDrop(event, folder)}
    >
      <Group justify="space-between" align="center">
        <Breadcrumbs aria-label="Folders">
          {breadcrumbOf(folder).map((crumb, index, all) =>
            index === all.length - 1 ? (
              <Text key={crumb.path} fw={600} aria-current="page">
                {crumb.label}
              </Text>
            ) : (
              <Anchor key={crumb.path} component="button" type="button" onClick={() => setFolder(crumb.path)}>
                {crumb.label}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
        <Group gap="xs">
          <HelpTip label="Documents" text={helpText} />
          <Button
            variant="default"
            onClick={() => setNewFolder({ value: '', error: null })}
            disabled={!isOnline}
          >
            New folder
          </Button>
          <FileButton
            multiple
            onChange={(selected) => void uploadAll(selected, folder)}
            accept=".pdf,.doc,.docx,.dot,.docm,.dotx,.dotm,.xlsx,.xls,.xlt,.xlm,.xlsm,.xltx,.xltm"
          >
            {(props) => (
              <Button {...props} disabled={!isOnline}>
                Upload file
              </Button>
            )}
          </FileButton>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" data-testid="documents-usage">
        {usageLine(list)}
      </Text>
      {uploads.length ? (
        <Stack gap={4} aria-live="polite">
          {uploads.map((upload) => (
            <Text key={upload.key} size="sm" c={upload.status === 'invalid' ? 'red' : undefined}>
              {upload.name}:{' '}
              {upload.status === 'uploading'
                ? 'uploading…'
                : upload.status === 'done'
                  ? 'uploaded'
                  : upload.message}
            </Text>
          ))}
        </Stack>
      ) : null}
      {list.length === 0 && temporary.length === 0 ? (
        <EmptyMessage>{welcomeText}</EmptyMessage>
      ) : rows.length === 0 ? (
        <EmptyMessage>This folder is empty. Drop files here or use Upload file.</EmptyMessage>
      ) : (
        <Table
          highlightOnHover
          style={{ outline: dropTarget === folder ? '2px dashed var(--mantine-color-blue-5)' : undefined }}
        >
          <TableHeader columns={columns} sort={sort} onSort={sortBy} />
          <Table.Tbody>
            {rows.map((row) =>
              row.kind === 'folder' ? (
                <Table.Tr
                  key={`folder:${row.path}`}
                  onDragOver={(event) => dragOver(event, row.path)}
                  onDrop={(event) => onDrop(event, row.path)}
                  bg={dropTarget === row.path ? 'var(--mantine-color-blue-light)' : undefined}
                >
                  <Table.Td>
                    <Anchor component="button" type="button" onClick={() => setFolder(row.path)}>
                      📁 {folderLabel(row)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td />
                  <Table.Td />
                  <Table.Td />
                  <Table.Td>
                    <RowMenu
                      name={row.name}
                      onRename={() => setRename({ row, value: row.name, error: null })}
                      onDelete={() => setDeleting({ row, busy: false, failure: null })}
                      disabled={!isOnline}
                    />
                  </Table.Td>
                </Table.Tr>
              ) : (
                <Table.Tr key={row.file.id}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{formatDateTime(row.file.uploadedTime)}</Table.Td>
                  <Table.Td>{row.file.uploadedBy}</Table.Td>
                  <Table.Td ta="right">{formatFileSize(row.file.fileSize)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      {isPdf(row.file) ? (
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setViewing(row.file)}
                          aria-label={`View ${row.name}`}
                        >
                          View
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => download(row.file)}
                          aria-label={`Download ${row.name}`}
                        >
                          Download
                        </Button>
                      )}
                      <RowMenu
                        name={row.name}
                        onRename={() =>
                          setRename({
                            row,
                            value: splitFileName(row.name).name.replace(
                              new RegExp(`\\.${row.file.extension}$`, 'i'),
                              '',
                            ),
                            error: null,
                          })
                        }
                        onDelete={() => setDeleting({ row, busy: false, failure: null })}
                        disabled={!isOnline}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ),
            )}
          </Table.Tbody>
        </Table>
      )}

      <Modal opened={newFolder !== null} onClose={() => setNewFolder(null)} title="New folder" centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            createFolder();
          }}
        >
          <Stack>
            <TextInput
              label="Folder name"
              data-autofocus
              value={newFolder?.value ?? ''}
              error={newFolder?.error}
              onChange={(event) => setNewFolder({ value: event.currentTarget.value, error: null })}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setNewFolder(null)}>
                Cancel
              </Button>
              <Button type="submit">Create</Button>
            </Group>
          </Stack>
        </form>
      </Modal>

      <Modal
        opened={rename !== null}
        onClose={() => setRename(null)}
        title={rename?.row.kind === 'folder' ? 'Rename folder' : 'Rename file'}
        centered
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void saveRename();
          }}
        >
          <Stack>
            <TextInput
              label="New name"
              data-autofocus
              value={rename?.value ?? ''}
              error={rename?.error}
              rightSection={
                rename?.row.kind === 'file' ? (
                  <Text size="sm" c="dimmed">
                    .{rename.row.file.extension}
                  </Text>
                ) : null
              }
              rightSectionWidth={60}
              onChange={(event) =>
                rename && setRename({ ...rename, value: event.currentTarget.value, error: null })
              }
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRename(null)}>
                Cancel
              </Button>
              <Button type="submit">Rename</Button>
            </Group>
          </Stack>
        </form>
      </Modal>

      <ConfirmDialog
        opened={deleting !== null}
        title="Delete"
        message={
          deleting
            ? deleting.row.kind === 'folder'
              ? `Delete the folder ${deleting.row.name} and everything in it?`
              : `Delete ${deleting.row.name}?`
            : ''
        }
        confirmLabel="Delete"
        danger
        loading={deleting?.busy ?? false}
        failure={deleting?.failure ?? null}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />

      <ConfirmDialog
        opened={replace !== null}
        title="Replace file"
        message={replace ? vesselFileMessages.replacePrompt(replace.file.name) : ''}
        confirmLabel="Replace"
        onConfirm={() => {
          replace?.resolve(true);
          setReplace(null);
        }}
        onCancel={() => {
          replace?.resolve(false);
          setReplace(null);
        }}
      />
    </Stack>
  );
}

function RowMenu({
  name,
  onRename,
  onDelete,
  disabled,
}: {
  name: string;
  onRename: () => void;
  onDelete: () => void;
  disabled: boolean;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="subtle" aria-label={`Actions for ${name}`} disabled={disabled}>
          ⋯
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onRename}>Rename</Menu.Item>
        <Menu.Item color="red" onClick={onDelete}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
