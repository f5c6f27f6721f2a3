// The emission report screen (002 §2; EMIS-020..032): the report/settings toggle, the missing-settings warning that blocks the report, the 2-month navigator, the voyages
// chart, the departure list with New departure, and the voyage detail of the selected departure.
// It reads and writes the device's copy (Dexie), so it works with no connection.
import { Alert, Button, Group, List, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { messages } from '../../../../domain/messages.ts';
import { checkNewDeparture } from '../../../../domain/voyages/departure-rules.ts';
import { voyageOfDeparture } from '../../../../domain/voyages/event-rules.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { useSettingsStatus } from '../api/get-settings-status.ts';
import { departureRows, voyageBars } from '../departure-view.ts';
import { useDeviceVesselEvents } from '../../../offline/vessel-events.ts';
import {
  createEvent,
  useEventIdsWithFuelConsumption,
  useHasDownloadedVessel,
  useWatchVessel,
} from '../local/vessel-events.ts';
import { useDeviceStore } from '../../../offline/device-store.tsx';
import type { ReportEvent } from '../report-event.ts';
import {
  checkInWindow,
  initialDayIn,
  reportWindowOf,
  shiftedWindowStart,
  type EmissionReportSearch,
  type ReportWindow,
} from '../report-window.ts';
import { emissionReportTexts } from '../report-texts.ts';
import { voyageView } from '../voyage-view.ts';
import { DateRangeNavigator } from './date-range-navigator.tsx';
import { AnnualReports } from './annual-reports.tsx';
import { CarbonYear } from './carbon-year.tsx';
import { DepartureList } from './departure-list.tsx';
import { EventTimeForm } from './event-time-form.tsx';
import { VoyageDetail, type VoyageDetailProps } from './voyage-detail.tsx';
import { VoyageSteps } from './voyage-steps.tsx';
import { VoyagesChart } from './voyages-chart.tsx';
import { VoyageTemplate } from './voyage-template.tsx';

export type EmissionReportScreenProps = {
  vesselId: string;
  user: { id: string; role: string };
  search: EmissionReportSearch;
  onSearchChange: (change: Partial<EmissionReportSearch>) => void;
  /** EMIS-021: the other side of the toggle. */
  onOpenSettings: () => void;
  /** The state chip of a record (composed by the route: features do not import each other). */
  renderRecordState: (eventId: string) => ReactNode;
  renderEventDetail?: VoyageDetailProps['renderEventDetail'];
  now?: Date;
};

const isNetworkError = (error: unknown) => error instanceof ApiError && error.isNetworkError;

export function EmissionReportScreen(props: EmissionReportScreenProps) {
  const { vesselId } = props;
  const settings = useSettingsStatus(vesselId);

  const toggle = (
    <SegmentedControl
      aria-label={messages.reportOrSettings}
      data={[
        { value: 'report', label: messages.reportToggleReport },
        { value: 'settings', label: messages.reportToggleSettings },
      ]}
      value="report"
      onChange={(value) => value === 'settings' && props.onOpenSettings()}
    />
  );

  if (settings.state === 'loading') return <LoadingState label={emissionReportTexts.loading} />;

  return (
    <Stack gap="md">
      {toggle}
      {settings.state === 'known' && settings.missing.length > 0 ? (
        // EMIS-022, EMIS-023: the report waits until every prerequisite holds.
        <Alert color="orange" title={emissionReportTexts.missingSettingsTitle} data-testid="missing-settings">
          <Text size="sm" mb="xs">
            {emissionReportTexts.missingSettingsIntro}
          </Text>
          <List size="sm">
            {settings.missing.map((missing) => (
              <List.Item key={missing.key}>{missing.label}</List.Item>
            ))}
          </List>
          <Button size="xs" mt="sm" variant="light" onClick={props.onOpenSettings}>
            {emissionReportTexts.openSettings}
          </Button>
        </Alert>
      ) : (
        <>
          {settings.state === 'unknown' && !isNetworkError(settings.error) ? (
            <ErrorState error={settings.error} title={emissionReportTexts.settingsUnchecked} />
          ) : null}
          <ReportBody {...props} />
        </>
      )}
    </Stack>
  );
}

function ReportBody({
  vesselId,
  user,
  search,
  onSearchChange,
  renderRecordState,
  renderEventDetail,
  now = new Date(),
}: EmissionReportScreenProps) {
  useWatchVessel(vesselId);
  const isOnline = useOnlineStatus();
  const events = useDeviceVesselEvents(vesselId);
  const hasDownloaded = useHasDownloadedVessel(vesselId);
  const window = reportWindowOf(search.from, now);

  if (events === undefined) return <LoadingState label={emissionReportTexts.loading} />;

  const deviceNote = !isOnline ? (
    <Alert color="yellow" variant="light" role="status" data-testid="device-data-note">
      {hasDownloaded ? emissionReportTexts.offlineDeviceData : emissionReportTexts.offlineNeverDownloaded}
    </Alert>
  ) : null;

  if (search.departure) {
    return (
      <>
        {deviceNote}
        <SelectedVoyage
          vesselId={vesselId}
          allEvents={events}
          departureId={search.departure}
          eventId={search.event ?? null}
          user={user}
          onSearchChange={onSearchChange}
          renderRecordState={renderRecordState}
          renderEventDetail={renderEventDetail}
        />
      </>
    );
  }

  return (
    <>
      {deviceNote}
      {isOnline && hasDownloaded === false ? <LoadingState label={emissionReportTexts.downloading} /> : null}
      <Group justify="space-between" wrap="wrap">
        <DateRangeNavigator
          window={window}
          onShift={(steps) => onSearchChange({ from: shiftedWindowStart(window, steps) })}
        />
        {isOnline ? <AnnualReports vesselId={vesselId} now={now} /> : null}
      </Group>
      <VoyagesChart bars={voyageBars(events, window, now.getTime())} window={window} />
      <NewDeparture
        vesselId={vesselId}
        userId={user.id}
        waitsForDownload={isOnline && hasDownloaded === false}
        events={events}
        window={window}
        now={now}
        onCreated={(id) => onSearchChange({ departure: id, event: undefined })}
      />
      <DepartureSection
        events={events}
        window={window}
        onSelect={(id) => onSearchChange({ departure: id, event: undefined })}
        renderRecordState={renderRecordState}
      />
      {isOnline ? <CarbonYear vesselId={vesselId} now={now} role={user.role} /> : null}
      {isOnline ? (
        <VoyageTemplate
          vesselId={vesselId}
          onOpenVoyage={(id) => onSearchChange({ departure: id, event: undefined })}
        />
      ) : null}
    </>
  );
}

function DepartureSection({
  events,
  window,
  onSelect,
  renderRecordState,
}: {
  events: ReportEvent[];
  window: ReportWindow;
  onSelect: (id: string) => void;
  renderRecordState: (eventId: string) => ReactNode;
}) {
  const rows = departureRows(events, window);
  if (rows.length === 0) return <EmptyMessage>{emissionReportTexts.noDepartures}</EmptyMessage>;
  return <DepartureList rows={rows} onSelect={onSelect} renderRecordState={renderRecordState} />;
}

/** EMIS-032, EMIS-154: New departure with a date, an hh:mm time, Create and Cancel. */
function NewDeparture({
  vesselId,
  userId,
  waitsForDownload,
  events,
  window,
  now,
  onCreated,
}: {
  vesselId: string;
  userId: string;
  /**
   * Online, before the first download of the vessel's events: EMIS-154 cannot be checked yet, so
   * a departure entered now could be refused when it is sent. (Offline on a device that never
   * downloaded them, the crew may still enter one; the screen says the data may be incomplete.)
   */
  waitsForDownload: boolean;
  events: ReportEvent[];
  window: ReportWindow;
  now: Date;
  onCreated: (id: string) => void;
}) {
  const store = useDeviceStore();
  const [isOpen, setOpen] = useState(false);
  if (!isOpen || waitsForDownload) {
    return (
      <Group>
        <Button
          onClick={() => setOpen(true)}
          disabled={waitsForDownload}
          aria-describedby={waitsForDownload ? 'new-departure-wait' : undefined}
        >
          {messages.newDeparture}
        </Button>
        {waitsForDownload ? (
          <Text id="new-departure-wait" size="sm" c="dimmed">
            {emissionReportTexts.newDepartureAfterDownload}
          </Text>
        ) : null}
      </Group>
    );
  }
  return (
    <EventTimeForm
      label={messages.newDeparture}
      submitLabel={messages.create}
      initialDay={initialDayIn(window, now)}
      check={(timestamp) => checkInWindow(window, timestamp) ?? checkNewDeparture(events, timestamp)}
      onSubmit={async (timestamp) => {
        const id = await createEvent(store, { vesselId, type: 'Departure', timestamp, userId });
        setOpen(false);
        onCreated(id);
      }}
      onCancel={() => setOpen(false)}
    />
  );
}

function SelectedVoyage({
  allEvents,
  departureId,
  eventId,
  user,
  onSearchChange,
  renderRecordState,
  renderEventDetail,
  vesselId,
}: {
  allEvents: ReportEvent[];
  departureId: string;
  eventId: string | null;
  user: { id: string; role: string };
  onSearchChange: (change: Partial<EmissionReportSearch>) => void;
  renderRecordState: (eventId: string) => ReactNode;
  renderEventDetail?: VoyageDetailProps['renderEventDetail'];
  vesselId: string;
}) {
  const voyageEventIds = voyageOfDeparture(allEvents, departureId).map((event) => event.id);
  const withFuel = useEventIdsWithFuelConsumption(voyageEventIds);
  const back = () => onSearchChange({ departure: undefined, event: undefined });
  if (withFuel === undefined) return <LoadingState label={emissionReportTexts.loading} />;
  const view = voyageView(allEvents, departureId, withFuel);
  if (!view) {
    return (
      <Stack align="flex-start">
        <Text>{emissionReportTexts.departureNotOnDevice}</Text>
        <Button variant="default" size="xs" onClick={back}>
          {messages.backToDepartures}
        </Button>
      </Stack>
    );
  }
  return (
    <VoyageDetail
      view={view}
      allEvents={allEvents}
      userId={user.id}
      selectedEventId={eventId}
      onSelectEvent={(id) => onSearchChange({ event: id ?? undefined })}
      onBack={back}
      steps={
        <VoyageSteps vesselId={vesselId} view={view} eventIdsWithFuelConsumption={withFuel} user={user} />
      }
      renderRecordState={renderRecordState}
      renderEventDetail={renderEventDetail}
    />
  );
}
