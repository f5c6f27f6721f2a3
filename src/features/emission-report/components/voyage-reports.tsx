// The voyage's reports once its data is confirmed (002 §2 legacy layout, §4; EMIS-059, EMIS-135..137,
// EMIS-204; ADR 0072): 'MRV report' for an MRV voyage (else the spec's warning), 'IMO report', and
// with the vessel's external key 'DNV GL (csv)' and 'Send to DNV GL' with the sending's state.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  dnvGlMessages,
  emissionReportEndpoints as endpoints,
} from '../../../../domain/contracts/emission-reports.ts';
import { portCountry } from '../../../../domain/emissions/emission-reports.ts';
import { classifyMrvVoyage } from '../../../../domain/emissions/mrv.ts';
import { messages } from '../../../../domain/messages.ts';
import { errorText } from '../../../components/snackbar.ts';
import { downloadFrom } from '../../../lib/download.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDnvGlUpload, useSendToDnvGl } from '../api/dnv-gl-upload.ts';
import { vesselSettingsQuery } from '../api/get-settings-status.ts';
import type { VoyageView } from '../voyage-view.ts';

const sendingStateText = {
  NotSent: 'Not sent yet.',
  Queued: 'Queued for sending.',
  Sent: 'Sent',
  Failed: 'Sending failed',
} as const;

export function VoyageReports({ vesselId, view }: { vesselId: string; view: VoyageView }) {
  const departureId = view.departure.id;
  const settings = useQuery(vesselSettingsQuery(vesselId));
  const hasKey = settings.data?.hasVeracityKey === true;
  const upload = useDnvGlUpload(departureId, view.isDataConfirmed && hasKey);
  const send = useSendToDnvGl(departureId);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!view.isDataConfirmed) return null;

  const arrival = view.events.find((event) => event.type === 'Arrival');
  const isMrvVoyage =
    !view.departure.voyage?.isNonCommercial &&
    classifyMrvVoyage({
      departurePort: portCountry(view.departure.port),
      arrivalPort: portCountry(arrival?.port ?? null),
      atBerth: false,
    }) !== null;

  const download = async (
    name: string,
    report: typeof endpoints.mrvVoyage | typeof endpoints.imoVoyage | typeof endpoints.voyageDnvGl,
    format: 'xlsx' | 'pdf',
    fallback: string,
  ) => {
    setBusy(name);
    setFailure(null);
    try {
      await downloadFrom(report, { params: { id: departureId }, query: { departureId, format } }, fallback);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(null);
    }
  };
  const state = upload.data;

  return (
    <Stack gap="xs" data-testid="voyage-reports">
      <Group gap="xs">
        {isMrvVoyage ? (
          <Button
            size="xs"
            variant="light"
            loading={busy === 'mrv'}
            disabled={busy !== null}
            onClick={() => void download('mrv', endpoints.mrvVoyage, 'pdf', 'mrv-report.pdf')}
          >
            {messages.mrvReport}
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="light"
          loading={busy === 'imo'}
          disabled={busy !== null}
          onClick={() => void download('imo', endpoints.imoVoyage, 'pdf', 'imo-report.pdf')}
        >
          {messages.imoReport}
        </Button>
        {hasKey ? (
          <>
            <Button
              size="xs"
              variant="light"
              loading={busy === 'dnv'}
              disabled={busy !== null}
              onClick={() => void download('dnv', endpoints.voyageDnvGl, 'pdf', 'dnv-gl.csv')}
            >
              {messages.dnvGlCsv}
            </Button>
            <Button
              size="xs"
              variant="light"
              loading={send.isPending}
              disabled={!state?.isConfigured || state.state === 'Queued'}
              onClick={() => send.mutate(undefined, { onError: (error) => setFailure(errorText(error)) })}
            >
              {messages.sendToDnvGl}
            </Button>
          </>
        ) : null}
      </Group>
      {isMrvVoyage ? null : (
        <Alert color="yellow" variant="light" p="xs">
          {messages.mrvReportNotAvailable}
        </Alert>
      )}
      {hasKey && state ? (
        <Text size="sm" data-testid="dnv-gl-state">
          {state.isConfigured
            ? `DNV GL: ${sendingStateText[state.state]}${state.state === 'Sent' && state.sentAt ? ` ${formatDateTime(state.sentAt)}.` : ''}${state.state === 'Failed' && state.lastError ? ` (${state.lastError})` : ''}`
            : dnvGlMessages.notConfigured}
        </Text>
      ) : null}
      {failure ? (
        <Text size="sm" c="red.8" role="alert">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}
