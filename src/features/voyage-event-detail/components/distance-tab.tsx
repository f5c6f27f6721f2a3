// EMIS-056, EMIS-132: distance sailed by GPS (logged, estimated, manual, each with its percent
// variant) and the manual GPS distance correction in nm (1 decimal), saved as an update of the
// event's distanceSailed. Read-only once the voyage data is confirmed.
import { Group, NumberInput, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { emptyDistanceSailed } from '../../../../domain/contracts/emission-report-vessel-events.ts';
import { RecordState } from '../detail-env.tsx';
import { detailTexts } from '../detail-texts.ts';
import { distanceDecimals, formatFixed } from '../detail-rules.ts';
import { updateEvent } from '../local/detail-writes.ts';
import type { EventRow } from '../local/rows.ts';
import { SaveCancel } from './save-cancel.tsx';
import { useSave } from './use-save.ts';

type Distance = NonNullable<EventRow['distanceSailed']>;

const emptyDistance: Distance = emptyDistanceSailed;

const rows = [
  ['loggedDistanceByGps', 'loggedDistanceByGPS', 'loggedDistanceByGPSPercent'],
  ['estimatedDistanceByGps', 'estimatedDistanceByGPS', 'estimatedDistanceByGPSPercent'],
  ['manualDistanceByGps', 'manualDistanceByGPS', 'manualDistanceByGPSPercent'],
] as const;

const withUnit = (text: string, unit: string) => (text === '' ? '-' : `${text} ${unit}`);

export function DistanceTab({ event, isDataConfirmed }: { event: EventRow; isDataConfirmed: boolean }) {
  const distance = event.distanceSailed ?? emptyDistance;
  const [correction, setCorrection] = useState<number | ''>(distance.manualDistanceByGPS ?? '');
  const { saving, save } = useSave();
  const stored = distance.manualDistanceByGPS ?? '';
  const changed = correction !== stored;

  const submit = () =>
    save(
      updateEvent(event, {
        distanceSailed: { ...distance, manualDistanceByGPS: correction === '' ? null : correction },
      }),
    );

  return (
    <Stack gap="md">
      <Table withTableBorder maw={520} data-testid="distance-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{detailTexts.tabs.distance}</Table.Th>
            <Table.Th scope="col">nm</Table.Th>
            <Table.Th scope="col">%</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([label, value, percent]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{detailTexts[label]}</Table.Th>
              <Table.Td>{withUnit(formatFixed(distance[value], distanceDecimals), 'nm')}</Table.Td>
              <Table.Td>{withUnit(formatFixed(distance[percent], distanceDecimals), '%')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {isDataConfirmed ? null : (
        <Group gap="xs" align="flex-end">
          <NumberInput
            w={260}
            label={detailTexts.manualGpsCorrection}
            min={0}
            step={0.1}
            decimalScale={distanceDecimals}
            allowNegative={false}
            value={correction}
            onChange={(value) => setCorrection(typeof value === 'number' ? value : '')}
          />
          <SaveCancel
            what="distance"
            size="xs"
            onSave={submit}
            onCancel={() => setCorrection(stored)}
            canSave={changed}
            canCancel={changed}
            saving={saving}
          />
          <RecordState entityType="vesselEvent" id={event.id} />
        </Group>
      )}
    </Stack>
  );
}
