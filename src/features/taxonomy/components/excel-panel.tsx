// The taxonomy's Excel round trip (003 §2, §5, §7; ADMIN-085, ADMIN-086): 'Download Excel' and
// 'Upload Excel' (a file button or a file dropped on the zone), with a progress bar while the
// server reads the sheet, then what changed or the rows in error.
import { Box, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useRef, useState, type DragEvent } from 'react';
import { taxonomyUploadAccept } from '../../../../domain/contracts/taxonomy.ts';
import { IconUpload } from '../../../components/icons.tsx';
import { errorText } from '../../../components/snackbar.ts';
import { useDownloadTaxonomyExcel } from '../api/download-taxonomy-excel.ts';
import { useUploadTaxonomyExcel } from '../api/upload-taxonomy-excel.ts';
import { UploadFailure, UploadResult } from './upload-outcome.tsx';

export function ExcelPanel({ isOnline }: { isOnline: boolean }) {
  const download = useDownloadTaxonomyExcel();
  const upload = useUploadTaxonomyExcel();
  const [fileName, setFileName] = useState('');
  const [isDragging, setDragging] = useState(false);
  const resetFileInput = useRef<() => void>(null);
  const canUpload = isOnline && !upload.isPending;

  function send(file: File | null | undefined) {
    if (!file || !canUpload) return;
    setFileName(file.name);
    upload.mutate(file);
    // The same file may be chosen again after it was edited.
    resetFileInput.current?.();
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files[0]);
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        One row per log variable name: the columns Log variable and Taxa, the taxa written as Category:Name
        and separated by semicolons. An upload is checked as a whole and replaces the taxonomy, or changes
        nothing.
      </Text>
      <Group gap="sm" align="stretch">
        <Button
          variant="default"
          onClick={() => download.mutate()}
          loading={download.isPending}
          disabled={!isOnline}
        >
          Download Excel
        </Button>
        <Box
          data-testid="taxonomy-drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            if (canUpload) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          px="md"
          py={6}
          style={{
            flex: 1,
            minWidth: 260,
            border: `2px dashed var(--mantine-color-${isDragging ? 'blue-6' : 'gray-4'})`,
            borderRadius: 'var(--mantine-radius-sm)',
            background: isDragging ? 'var(--mantine-color-blue-light)' : undefined,
          }}
        >
          <Group gap="sm">
            <FileButton
              onChange={send}
              accept={taxonomyUploadAccept}
              resetRef={resetFileInput}
              disabled={!canUpload}
            >
              {(props) => (
                <Button {...props} leftSection={<IconUpload size={16} />} disabled={!canUpload}>
                  Upload Excel
                </Button>
              )}
            </FileButton>
            <Text size="sm" c="dimmed">
              or drop an .xlsx or .xls file here
            </Text>
          </Group>
        </Box>
      </Group>

      {!isOnline ? (
        <Text size="sm" c="dimmed">
          Downloading and uploading the sheet need a connection.
        </Text>
      ) : null}
      {download.isError ? (
        <Text size="sm" c="red.9" role="alert">
          The sheet could not be downloaded: {errorText(download.error)}
        </Text>
      ) : null}

      {upload.isPending ? (
        <Box
          role="progressbar"
          aria-label={`Uploading ${fileName}`}
          aria-valuetext="Uploading and checking the sheet"
        >
          <Text size="sm" mb={4}>
            Uploading {fileName} and checking every row…
          </Text>
          <Progress.Root size="lg">
            <Progress.Section value={100} striped animated withAria={false} />
          </Progress.Root>
        </Box>
      ) : null}
      {upload.isSuccess ? <UploadResult result={upload.data} fileName={fileName} /> : null}
      {upload.isError ? <UploadFailure error={upload.error} fileName={fileName} /> : null}
    </Stack>
  );
}
