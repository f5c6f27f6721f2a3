// The import page of issue 24 §1 (Administrators and SuperUsers): choose the vessel, drop files;
// a .zip goes to POST /ImportPackages, each CSV or workbook gets its own preview, mapping, dry run
// and import (logger-file-flow.tsx). Uploads need a connection (ADR 0100).
import { Alert, Button, FileButton, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { vesselsQueryOptions } from '../../../lib/vessels-query.ts';
import { sendImportPackage } from '../api/logger-import-api.ts';
import { LoggerFileFlow } from './logger-file-flow.tsx';
import { NoonReportImport } from './noon-report-import.tsx';
import { UploadProgress } from './upload-progress.tsx';

export type LoggerImportPageProps = {
  vesselId: string;
  onVesselChange: (vesselId: string) => void;
  /** A link to Import Status, or null for a user who cannot open it (a SuperUser). */
  renderImportStatusLink: ((children: ReactNode) => ReactNode) | null;
};

type DroppedFile = { key: string; file: File; kind: 'package' | 'logger' };

const acceptedTypes = '.csv,.xlsx,.zip,text/csv,application/zip';

export function fileKindOf(name: string): DroppedFile['kind'] | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.zip')) return 'package';
  if (lower.endsWith('.csv') || lower.endsWith('.xlsx')) return 'logger';
  return null;
}

export function LoggerImportPage({
  vesselId,
  onVesselChange,
  renderImportStatusLink,
}: LoggerImportPageProps) {
  const isOnline = useOnlineStatus();
  const vessels = useQuery(vesselsQueryOptions());
  const [files, setFiles] = useState<DroppedFile[]>([]);
  const [leftOut, setLeftOut] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const counter = useRef(0);
  const hintId = useId();

  const addFiles = (list: File[]) => {
    const added: DroppedFile[] = [];
    const refused: string[] = [];
    for (const file of list) {
      const kind = fileKindOf(file.name);
      if (!kind) refused.push(file.name);
      else added.push({ key: `${++counter.current}-${file.name}`, file, kind });
    }
    setLeftOut(refused);
    setFiles((current) => [...current, ...added]);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!isOnline || !vesselId) return;
    addFiles(Array.from(event.dataTransfer.files));
  };

  if (vessels.isPending) return <LoadingState label="Loading vessels" />;
  if (vessels.isError) return <ErrorState error={vessels.error} onRetry={() => void vessels.refetch()} />;
  if (vessels.data.length === 0) return <EmptyMessage>{messages.loggerNoVessels}</EmptyMessage>;

  const canDrop = isOnline && vesselId !== '';
  return (
    <Stack gap="lg">
      <Text>{messages.loggerPageIntro}</Text>
      {!isOnline ? (
        <Alert color="yellow" role="status" title="Offline">
          {messages.loggerOfflineNotice}
        </Alert>
      ) : null}
      <Select
        label={messages.loggerChooseVessel}
        placeholder="Choose a vessel"
        searchable
        required
        w={360}
        data={vessels.data.map((vessel) => ({ value: vessel.id, label: vessel.name }))}
        value={vesselId || null}
        onChange={(value) => {
          setFiles([]);
          onVesselChange(value ?? '');
        }}
      />
      <Paper
        withBorder
        p="xl"
        data-testid="drop-area"
        aria-describedby={hintId}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          opacity: canDrop ? 1 : 0.6,
          background: dragging ? 'var(--mantine-color-blue-light)' : undefined,
        }}
        onDragOver={(event: DragEvent<HTMLDivElement>) => {
          event.preventDefault();
          if (canDrop) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Stack align="center" gap="xs">
          <FileButton onChange={addFiles} accept={acceptedTypes} multiple disabled={!canDrop}>
            {(props) => (
              <Button {...props} disabled={!canDrop}>
                {messages.loggerDropFiles}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed" id={hintId}>
            {messages.loggerDropHint}
          </Text>
        </Stack>
      </Paper>
      {leftOut.map((name) => (
        <Text key={name} c="red.9" role="alert">
          {fillMessage(messages.loggerUnsupportedFile, { name })}
        </Text>
      ))}
      {files.map((entry) =>
        entry.kind === 'package' ? (
          <PackageUpload key={entry.key} file={entry.file} renderImportStatusLink={renderImportStatusLink} />
        ) : (
          <LoggerFileFlow
            key={entry.key}
            vesselId={vesselId}
            file={entry.file}
            renderImportStatusLink={renderImportStatusLink}
          />
        ),
      )}
      {vesselId ? <NoonReportImport key={vesselId} vesselId={vesselId} disabled={!isOnline} /> : null}
    </Stack>
  );
}

type PackageState =
  | { step: 'sending'; progress: number | null }
  | { step: 'done'; queued: boolean }
  | { step: 'failed'; message: string };

/** A Wakeline package: sent as it is dropped, its answer shown with a link to Import Status. */
function PackageUpload({
  file,
  renderImportStatusLink,
}: {
  file: File;
  renderImportStatusLink: LoggerImportPageProps['renderImportStatusLink'];
}) {
  const [state, setState] = useState<PackageState>({ step: 'sending', progress: null });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void sendImportPackage(file, {
      onProgress: (fraction) => setState({ step: 'sending', progress: fraction }),
    }).then(
      (answer) => setState({ step: 'done', queued: answer.queued }),
      (error: unknown) =>
        setState({ step: 'failed', message: errorMessage(error, messages.anErrorOccurred) }),
    );
  }, [file]);
  return (
    <Paper withBorder p="md" component="section" aria-label={file.name}>
      <Text fw={600}>{file.name}</Text>
      {state.step === 'sending' ? (
        <UploadProgress name={file.name} progress={state.progress} />
      ) : state.step === 'failed' ? (
        <Text c="red.9" role="alert">
          {state.message}
        </Text>
      ) : (
        <Group gap="xs" role="status">
          <Text>
            {fillMessage(state.queued ? messages.loggerPackageSent : messages.loggerPackageSeenBefore, {
              name: file.name,
            })}
          </Text>
          {renderImportStatusLink?.(messages.loggerFollowOnImportStatus)}
        </Group>
      )}
    </Paper>
  );
}
