// EMIS-044..047, EMIS-163..165: the event's location. Shows the stored position, else the vessel's
// position nearest the event's time (with the port nearest to it); edit offers latitude degrees,
// minutes and N/S and longitude degrees, minutes and E/W. Save needs a coordinate.
import { Button, Group, NativeSelect, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { NearestVesselLocation } from '../../../../domain/contracts/vessel-locations.ts';
import { messages } from '../../../../domain/messages.ts';
import {
  checkCoordinateParts,
  locationFromParts,
  locationToParts,
  type CoordinateParts,
  type Hemisphere,
} from '../../../../domain/voyages/event-rules.ts';
import { useDetailEnv } from '../detail-env.tsx';
import { detailTexts } from '../detail-texts.ts';
import { formatFixed } from '../detail-rules.ts';
import { updateEvent } from '../local/detail-writes.ts';
import type { EventRow } from '../local/rows.ts';
import { SaveCancel } from './save-cancel.tsx';
import { useSave } from './use-save.ts';
import { useDirtyForm } from '../../../lib/dirty-forms.ts';

type Position = { latitude: number; longitude: number };
type AxisDraft = { degrees: number | ''; minutes: number | ''; hemisphere: Hemisphere };
type Draft = { latitude: AxisDraft; longitude: AxisDraft };

const emptyDraft: Draft = {
  latitude: { degrees: '', minutes: '', hemisphere: 'N' },
  longitude: { degrees: '', minutes: '', hemisphere: 'E' },
};

function draftOf(position: Position | null): Draft {
  if (!position) return emptyDraft;
  const parts = locationToParts(position);
  return { latitude: parts.latitude, longitude: parts.longitude };
}

const formatAxis = (parts: CoordinateParts) =>
  `${parts.degrees}° ${formatFixed(parts.minutes, 4)}' ${parts.hemisphere}`;

/** '53° 32.5000' N, 9° 58.0000' E' */
export function formatPosition(position: Position): string {
  const parts = locationToParts(position);
  return `${formatAxis(parts.latitude)}, ${formatAxis(parts.longitude)}`;
}

function partsOf(axis: AxisDraft): CoordinateParts | null {
  if (axis.degrees === '') return null;
  return {
    degrees: axis.degrees,
    minutes: axis.minutes === '' ? 0 : axis.minutes,
    hemisphere: axis.hemisphere,
  };
}

/** The parts to save and the first problem with them (EMIS-046: both axes need their degrees). */
export function readLocationDraft(draft: Draft): { position: Position | null; problem: string | null } {
  const latitude = partsOf(draft.latitude);
  const longitude = partsOf(draft.longitude);
  if (!latitude || !longitude) return { position: null, problem: null };
  const problem = checkCoordinateParts('latitude', latitude) ?? checkCoordinateParts('longitude', longitude);
  return problem
    ? { position: null, problem }
    : { position: locationFromParts({ latitude, longitude }), problem };
}

type Nearest = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: NearestVesselLocation };

function NearestText({ nearest }: { nearest: Nearest }) {
  if (nearest.state === 'loading') return null;
  if (nearest.state === 'failed') {
    return (
      <Text size="sm" c="red" role="alert">
        {messages.nearestLocationFailed}
      </Text>
    );
  }
  const { location, nearestPort } = nearest.value;
  const parts = [
    nearestPort
      ? `${nearestPort.name} (${nearestPort.loCode}, ${formatFixed(nearestPort.distanceNm, 1)} nm)`
      : null,
    location ? formatPosition(location) : null,
  ].filter(Boolean);
  return (
    <Text size="sm" data-testid="nearest-location">
      {detailTexts.nearestLocation}: {parts.length ? parts.join(', ') : detailTexts.noLocation}
    </Text>
  );
}

function AxisFields({
  axis,
  value,
  onChange,
}: {
  axis: 'latitude' | 'longitude';
  value: AxisDraft;
  onChange: (value: AxisDraft) => void;
}) {
  const isLatitude = axis === 'latitude';
  const toNumber = (input: number | string): number | '' => (typeof input === 'number' ? input : '');
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <NumberInput
        size="xs"
        w={110}
        label={isLatitude ? detailTexts.latitudeDegrees : detailTexts.longitudeDegrees}
        min={0}
        max={isLatitude ? 89 : 179}
        allowDecimal={false}
        allowNegative={false}
        value={value.degrees}
        onChange={(input) => onChange({ ...value, degrees: toNumber(input) })}
      />
      <NumberInput
        size="xs"
        w={120}
        label={isLatitude ? detailTexts.latitudeMinutes : detailTexts.longitudeMinutes}
        min={0}
        max={59.9999}
        decimalScale={4}
        allowNegative={false}
        value={value.minutes}
        onChange={(input) => onChange({ ...value, minutes: toNumber(input) })}
      />
      <NativeSelect
        size="xs"
        w={80}
        label={isLatitude ? detailTexts.latitudeHemisphere : detailTexts.longitudeHemisphere}
        data={isLatitude ? ['N', 'S'] : ['E', 'W']}
        value={value.hemisphere}
        onChange={(e) => onChange({ ...value, hemisphere: e.currentTarget.value as Hemisphere })}
      />
    </Group>
  );
}

export function LocationEditor({ event, editable }: { event: EventRow; editable: boolean }) {
  const env = useDetailEnv();
  const [nearest, setNearest] = useState<Nearest>({ state: 'loading' });
  const [draft, setDraft] = useState<Draft | null>(null);
  const { saving, save } = useSave();
  // While the coordinates are being edited, an app update waits (issue 5 §1).
  useDirtyForm(draft !== null);

  useEffect(() => {
    let current = true;
    setNearest({ state: 'loading' });
    env.findNearestLocation(event.vesselId, event.timestamp).then(
      (value) => current && setNearest({ state: 'ready', value }),
      () => current && setNearest({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [env, event.vesselId, event.timestamp]);

  const startEdit = () =>
    setDraft(draftOf(event.location ?? (nearest.state === 'ready' ? nearest.value.location : null)));
  const read = draft ? readLocationDraft(draft) : null;
  const submit = async () => {
    if (!read?.position) return;
    if (await save(updateEvent(event, { location: read.position }))) setDraft(null);
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={`location-${event.id}`}>
      <Title order={4} id={`location-${event.id}`}>
        {detailTexts.location}
      </Title>
      <Text size="sm" data-testid="event-location">
        {event.location ? formatPosition(event.location) : detailTexts.noLocation}
      </Text>
      <NearestText nearest={nearest} />
      {draft && editable ? (
        <Stack gap="xs">
          <AxisFields
            axis="latitude"
            value={draft.latitude}
            onChange={(latitude) => setDraft({ ...draft, latitude })}
          />
          <AxisFields
            axis="longitude"
            value={draft.longitude}
            onChange={(longitude) => setDraft({ ...draft, longitude })}
          />
          {read?.problem ? (
            <Text size="sm" c="red" role="alert">
              {read.problem}
            </Text>
          ) : null}
          <Group gap="xs">
            <SaveCancel
              what="location"
              onSave={submit}
              onCancel={() => setDraft(null)}
              canSave={Boolean(read?.position)}
              saving={saving}
            />
          </Group>
        </Stack>
      ) : editable ? (
        <Group>
          <Button size="xs" variant="light" onClick={startEdit} aria-label={detailTexts.editLocation}>
            {detailTexts.edit}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
