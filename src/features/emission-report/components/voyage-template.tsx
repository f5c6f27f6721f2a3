// The spreadsheet upload form and the list of template errors of the emission report screen
// (002 §2, §5, §8; EMIS-010, EMIS-030, EMIS-186, EMIS-195, EMIS-229; DECISIONS EMIS-024, EMIS-223;
// ADR 0077): what the template still needs, 'Download template' (made by the server), 'Upload
// template' with its progress, then what the upload saved or the spec's failure text with every
// error in brackets. An accepted upload wakes the sync engine so the voyages reach this device.
import { Alert, Box, Button, FileButton, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import type {
  TemplateUploadCounts,
  TemplateUploadResult,
} from '../../../../domain/contracts/voyage-template.ts';
import {
  voyageTemplateAccept,
  voyageTemplateMessages,
} from '../../../../domain/contracts/voyage-template.ts';
import { messages } from '../../../../domain/messages.ts';
import type { TemplatePrerequisite } from '../../../../domain/voyages/settings-rules.ts';
import { IconUpload } from '../../../components/icons.tsx';
import { errorText } from '../../../components/snackbar.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTemplateStatus } from '../api/get-settings-status.ts';
import { downloadVoyageTemplate, uploadVoyageTemplate, type UploadProgress } from '../api/voyage-template.ts';
import { requestServerChanges } from '../local/vessel-events.ts';

export const voyageTemplateTexts = {
  title: 'Voyage data template',
  intro:
    'Enter voyages in a spreadsheet: download the template made for this vessel, fill in one event per row and upload it. Every row is checked before anything is saved.',
  needsTitle: 'The template needs',
  download: 'Download template',
  upload: 'Upload template',
  checking: 'Checking every row…',
  nothingChanged: 'Nothing changed: the file matches the voyage data.',
  openVoyage: 'Open',
} as const;

/** The light alerts' coloured titles are too faint for WCAG AA contrast (axe): titles in the text colour. */
const alertStyles = { title: { color: 'var(--mantine-color-text)' } };

const needs: Record<TemplatePrerequisite, string> = {
  manualFlowMeterOrFuelTank: voyageTemplateMessages.missingManualMeterOrTank,
  cargoUnits: voyageTemplateMessages.missingCargoUnits,
};

type Outcome =
  | { kind: 'saved'; fileName: string; result: TemplateUploadResult }
  | { kind: 'failed'; fileName: string; error: unknown };

export function VoyageTemplate({
  vesselId,
  onOpenVoyage,
}: {
  vesselId: string;
  onOpenVoyage: (departureId: string) => void;
}) {
  const status = useTemplateStatus(vesselId);
  const [isDownloading, setDownloading] = useState(false);
  const [downloadFailure, setDownloadFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ fileName: string; at: UploadProgress } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const resetFileInput = useRef<() => void>(null);
  const missing = status.state === 'known' ? status.missing : [];
  const isBlocked = status.state === 'loading' || missing.length > 0;

  async function download() {
    setDownloading(true);
    setDownloadFailure(null);
    try {
      await downloadVoyageTemplate(vesselId);
    } catch (error) {
      setDownloadFailure(errorText(error));
    } finally {
      setDownloading(false);
    }
  }

  async function send(file: File | null) {
    if (!file || progress) return;
    setOutcome(null);
    setProgress({ fileName: file.name, at: { phase: 'sending', fraction: 0 } });
    try {
      const result = await uploadVoyageTemplate(vesselId, file, (at) =>
        setProgress({ fileName: file.name, at }),
      );
      setOutcome({ kind: 'saved', fileName: file.name, result });
      if (
        result.events.added + result.events.changed + result.cargo.added + result.cargo.changed > 0 ||
        result.fuelConsumptions.added + result.fuelConsumptions.changed > 0
      )
        requestServerChanges();
    } catch (error) {
      setOutcome({ kind: 'failed', fileName: file.name, error });
    } finally {
      setProgress(null);
      // The same file may be chosen again once it is corrected.
      resetFileInput.current?.();
    }
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby="voyage-template-title" data-testid="voyage-template">
      <Title order={2} size="h4" id="voyage-template-title">
        {voyageTemplateTexts.title}
      </Title>
      <Text size="sm" c="dimmed">
        {voyageTemplateTexts.intro}
      </Text>
      {missing.length > 0 ? (
        <Alert
          color="yellow"
          styles={alertStyles}
          title={voyageTemplateTexts.needsTitle}
          role="status"
          data-testid="template-needs"
        >
          <List size="sm">
            {missing.map((key) => (
              <List.Item key={key}>{needs[key]}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button
          variant="default"
          onClick={() => void download()}
          loading={isDownloading}
          disabled={isBlocked}
        >
          {voyageTemplateTexts.download}
        </Button>
        <FileButton
          onChange={(file) => void send(file)}
          accept={voyageTemplateAccept}
          resetRef={resetFileInput}
          disabled={isBlocked || progress !== null}
        >
          {(props) => (
            <Button
              {...props}
              leftSection={<IconUpload size={16} />}
              disabled={isBlocked || progress !== null}
            >
              {voyageTemplateTexts.upload}
            </Button>
          )}
        </FileButton>
      </Group>
      {downloadFailure ? (
        <Text size="sm" c="red.9" role="alert">
          {downloadFailure}
        </Text>
      ) : null}
      {progress ? <UploadBar fileName={progress.fileName} at={progress.at} /> : null}
      {outcome?.kind === 'saved' ? (
        <UploadSummary fileName={outcome.fileName} result={outcome.result} onOpenVoyage={onOpenVoyage} />
      ) : null}
      {outcome?.kind === 'failed' ? (
        <TemplateErrors fileName={outcome.fileName} error={outcome.error} />
      ) : null}
    </Stack>
  );
}

function UploadBar({ fileName, at }: { fileName: string; at: UploadProgress }) {
  const percent = at.phase === 'sending' ? Math.round(at.fraction * 100) : 100;
  const text = at.phase === 'sending' ? `Uploading ${fileName}: ${percent} %` : voyageTemplateTexts.checking;
  return (
    <Box
      role="progressbar"
      aria-label={`Uploading ${fileName}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={at.phase === 'sending' ? percent : undefined}
      aria-valuetext={text}
      data-testid="template-progress"
    >
      <Text size="sm" mb={4}>
        {text}
      </Text>
      <Progress.Root size="lg">
        <Progress.Section
          value={percent}
          striped={at.phase === 'checking'}
          animated={at.phase === 'checking'}
          withAria={false}
        />
      </Progress.Root>
    </Box>
  );
}

const counted = (label: string, counts: TemplateUploadCounts) =>
  `${label}: ${counts.added} added, ${counts.changed} changed, ${counts.unchanged} unchanged`;

function UploadSummary({
  fileName,
  result,
  onOpenVoyage,
}: {
  fileName: string;
  result: TemplateUploadResult;
  onOpenVoyage: (departureId: string) => void;
}) {
  const changed = [result.events, result.cargo, result.fuelConsumptions].some(
    (counts) => counts.added + counts.changed > 0,
  );
  return (
    <Alert
      color="teal"
      styles={alertStyles}
      title={`${fileName} uploaded`}
      role="status"
      data-testid="template-upload-result"
    >
      {changed ? null : <Text size="sm">{voyageTemplateTexts.nothingChanged}</Text>}
      <List size="sm" aria-label="What the upload saved">
        <List.Item>{counted('Events', result.events)}</List.Item>
        <List.Item>{counted('Cargo', result.cargo)}</List.Item>
        <List.Item>{counted('Fuel consumptions', result.fuelConsumptions)}</List.Item>
      </List>
      {result.voyages.length > 0 ? (
        <Stack gap={4} mt="xs">
          {result.voyages.map((voyage) => (
            <Group key={voyage.departureId} gap="xs">
              <Text size="sm">
                {`${voyage.name ?? 'Voyage'}, departed ${formatDateTime(voyage.departedAt)}`}
              </Text>
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => onOpenVoyage(voyage.departureId)}
                aria-label={`${voyageTemplateTexts.openVoyage} ${voyage.name ?? 'voyage'} departed ${formatDateTime(voyage.departedAt)}`}
              >
                {voyageTemplateTexts.openVoyage}
              </Button>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Alert>
  );
}

/**
 * EMIS-229 (002 §8): 'Sorry, there was an error processing your template:', the server's error
 * messages in brackets (EMIS-030: the list of template errors), then 'Please review and try again.'
 */
function TemplateErrors({ fileName, error }: { fileName: string; error: unknown }) {
  const listed = error instanceof ApiError ? error.errors.map((item) => item.message) : [];
  const errors = listed.length > 0 ? listed : [errorText(error)];
  return (
    <Alert
      color="red"
      styles={alertStyles}
      title={`${fileName} was not uploaded`}
      role="alert"
      data-testid="template-errors"
    >
      <Text size="sm">{messages.templateUploadFailed}</Text>
      {listed.length > 0 && error instanceof Error && error.message ? (
        <Text size="sm" fw={500}>
          {error.message}
        </Text>
      ) : null}
      <List size="sm" my="xs" aria-label="Template errors">
        {errors.map((message) => (
          <List.Item key={message}>{`[${message}]`}</List.Item>
        ))}
      </List>
      <Text size="sm">{messages.templateReviewAndRetry}</Text>
    </Alert>
  );
}
