// EMIS-043: the voyage of a departure: name, Laden or Ballast, Non-Commercial. Saved as an update
// of the departure; editable only while the event is not confirmed (EMIS-133).
import { Checkbox, Group, Radio, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  newVoyage,
  voyageTypes,
  type Voyage,
} from '../../../../domain/contracts/emission-report-vessel-events.ts';
import { detailTexts } from '../detail-texts.ts';
import { updateEvent } from '../local/detail-writes.ts';
import type { EventRow } from '../local/rows.ts';
import { SaveCancel } from './save-cancel.tsx';
import { useSave } from './use-save.ts';
import { useDirtyForm } from '../../../lib/dirty-forms.ts';

type Draft = Pick<Voyage, 'name' | 'type' | 'isNonCommercial'>;

const draftOf = (voyage: Voyage | null): Draft => ({
  name: voyage?.name ?? '',
  type: voyage?.type ?? null,
  isNonCommercial: voyage?.isNonCommercial ?? false,
});

export function VoyageEditor({ event, editable }: { event: EventRow; editable: boolean }) {
  const stored = draftOf(event.voyage);
  const [draft, setDraft] = useState<Draft>(stored);
  const { saving, save } = useSave();
  const changed =
    (draft.name ?? '').trim() !== (stored.name ?? '') ||
    draft.type !== stored.type ||
    draft.isNonCommercial !== stored.isNonCommercial;
  useDirtyForm(changed);

  const submit = () =>
    save(
      updateEvent(event, {
        voyage: { ...(event.voyage ?? newVoyage()), ...draft, name: draft.name?.trim() || null },
      }),
    );

  return (
    <Stack gap="xs" component="section" aria-labelledby={`voyage-${event.id}`}>
      <Title order={4} id={`voyage-${event.id}`}>
        {detailTexts.voyage}
      </Title>
      <TextInput
        label={detailTexts.voyageName}
        value={draft.name ?? ''}
        disabled={!editable}
        maxLength={200}
        onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
      />
      <Radio.Group
        label={detailTexts.voyageType}
        value={draft.type ?? ''}
        onChange={(value) => setDraft({ ...draft, type: value as Draft['type'] })}
      >
        <Group gap="md" mt={4}>
          {voyageTypes.map((type) => (
            <Radio key={type} value={type} label={type} disabled={!editable} />
          ))}
        </Group>
      </Radio.Group>
      <Checkbox
        label={detailTexts.nonCommercial}
        checked={draft.isNonCommercial}
        disabled={!editable}
        onChange={(e) => setDraft({ ...draft, isNonCommercial: e.currentTarget.checked })}
      />
      {editable ? (
        <Group gap="xs">
          <SaveCancel
            what="voyage"
            onSave={submit}
            onCancel={() => setDraft(stored)}
            canSave={changed}
            canCancel={changed}
            saving={saving}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
