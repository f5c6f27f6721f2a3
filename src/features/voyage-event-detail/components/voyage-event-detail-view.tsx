// EMIS-040, EMIS-072: the detail of one voyage event, read from the offline database: the tabs
// Event info, Distance, Flow meters and Fuel tanks. The tab is a URL-friendly value the route may
// own (`tab` + `onTabChange`); without it the view keeps its own. When the voyage information
// becomes confirmed, the view opens Distance or Flow meters if data is missing there.
import { Tabs } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { isVoyageInformationConfirmed } from '../../../../domain/contracts/emission-report-vessel-events.ts';
import {
  isVoyageDataConfirmed,
  missingEventData,
  sortByTime,
  voyageBounds,
  voyageEventMessages,
  voyageOfEvent,
} from '../../../../domain/voyages/event-rules.ts';
import { consumptionLimits } from '../../../../domain/voyages/fuel-rules.ts';
import { EmptyMessage, LoadingState } from '../../../components/states.tsx';
import { detailTexts } from '../detail-texts.ts';
import { tabForMissingData, type DetailTab } from '../detail-rules.ts';
import { useDeviceVesselEvents } from '../../../offline/vessel-events.ts';
import {
  useFlowMeters,
  useFuelTankConsumptions,
  useFuelTanks,
  useVesselFlowMeterConsumptions,
} from '../local/detail-queries.ts';
import type { EventRow } from '../local/rows.ts';
import { DistanceTab } from './distance-tab.tsx';
import { EventInfoTab } from './event-info-tab.tsx';
import { FlowMetersTab } from './flow-meters-tab.tsx';
import { FuelTanksTab } from './fuel-tanks-tab.tsx';

export type VoyageEventDetailViewProps = {
  vesselId: string;
  eventId: string;
  tab?: DetailTab;
  onTabChange?: (tab: DetailTab) => void;
};

/** EMIS-130/131: does the event have a fuel consumption entry of an active flow meter or fuel tank? */
function useHasFuelConsumption(event: EventRow | undefined, vesselId: string): boolean | undefined {
  const meters = useFlowMeters(vesselId);
  const tanks = useFuelTanks(vesselId);
  const meterEntries = useVesselFlowMeterConsumptions(meters?.map((meter) => meter.id) ?? []);
  const tankEntries = useFuelTankConsumptions(event?.id ?? '');
  if (!event || !meters || !tanks || !meterEntries || !tankEntries) return undefined;
  const tankIds = new Set(tanks.map((tank) => tank.id));
  return (
    meterEntries.some((entry) => entry.vesselEventId === event.id) ||
    tankEntries.some((entry) => tankIds.has(entry.fuelTankId))
  );
}

export function VoyageEventDetailView({ vesselId, eventId, tab, onTabChange }: VoyageEventDetailViewProps) {
  const events = useDeviceVesselEvents(vesselId);
  const event = events?.find((candidate) => candidate.id === eventId);
  const hasFuelConsumption = useHasFuelConsumption(event, vesselId);
  const [ownTab, setOwnTab] = useState<DetailTab>('event-info');
  const shown = tab ?? ownTab;
  const selectTab = (next: DetailTab) => {
    setOwnTab(next);
    onTabChange?.(next);
  };

  const voyage = event && events ? voyageOfEvent(events, event) : [];
  const departure = voyage[0];
  const informationConfirmed = isVoyageInformationConfirmed(departure?.voyage ?? null);
  const missing =
    event && hasFuelConsumption !== undefined ? missingEventData(event, hasFuelConsumption) : null;
  const target = missing
    ? tabForMissingData({
        isInformationConfirmed: informationConfirmed,
        lacksDistance: missing.includes(voyageEventMessages.distanceMissing),
        lacksFuelConsumption: missing.includes(voyageEventMessages.fuelConsumptionMissing),
      })
    : null;

  // EMIS-072: on the change to "information confirmed" (or on opening such an event without a tab
  // from the URL), go where data is missing. Later changes of data do not move the view.
  const decided = useRef<{ eventId: string; confirmed: boolean } | null>(null);
  useEffect(() => {
    if (!missing) return;
    const before = decided.current;
    decided.current = { eventId, confirmed: informationConfirmed };
    const opening = before?.eventId !== eventId;
    const becameConfirmed = before !== null && !opening && !before.confirmed && informationConfirmed;
    if (target && ((opening && tab === undefined) || becameConfirmed)) selectTab(target);
    // selectTab is recreated every render; the decision depends only on the values below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId, informationConfirmed, missing === null, target]);

  if (!events) return <LoadingState label={detailTexts.loading} />;
  if (!event) return <EmptyMessage>{detailTexts.notFound}</EmptyMessage>;

  const bounds = voyageBounds(voyage);
  const limits = consumptionLimits(voyage);
  const isDataConfirmed = isVoyageDataConfirmed(departure?.voyage ?? null);
  const sorted = sortByTime(voyage);
  const previous = sorted[sorted.findIndex((candidate) => candidate.id === event.id) - 1];
  const leg = { startAt: previous?.timestamp ?? event.timestamp, endAt: event.timestamp };

  return (
    <Tabs value={shown} onChange={(value) => value && selectTab(value as DetailTab)} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="event-info">{detailTexts.tabs.eventInfo}</Tabs.Tab>
        <Tabs.Tab value="distance">{detailTexts.tabs.distance}</Tabs.Tab>
        <Tabs.Tab value="flow-meters">{detailTexts.tabs.flowMeters}</Tabs.Tab>
        <Tabs.Tab value="fuel-tanks">{detailTexts.tabs.fuelTanks}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="event-info" pt="md">
        <EventInfoTab event={event} events={events} />
      </Tabs.Panel>
      <Tabs.Panel value="distance" pt="md">
        <DistanceTab key={event.id} event={event} isDataConfirmed={isDataConfirmed} />
      </Tabs.Panel>
      <Tabs.Panel value="flow-meters" pt="md">
        <FlowMetersTab
          key={event.id}
          event={event}
          leg={leg}
          limits={limits}
          isDataConfirmed={isDataConfirmed}
        />
      </Tabs.Panel>
      <Tabs.Panel value="fuel-tanks" pt="md">
        {bounds ? (
          <FuelTanksTab
            key={event.id}
            event={event}
            bounds={bounds}
            leg={leg}
            limits={limits}
            isDataConfirmed={isDataConfirmed}
          />
        ) : null}
      </Tabs.Panel>
    </Tabs>
  );
}
