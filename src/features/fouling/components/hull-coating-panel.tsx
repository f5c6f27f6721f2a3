// The hull coating of the vessel (001 §3): type, manufacturer (sorted by name), product, applied date
// and comment; SuperUsers and Administrators record it (the server checks it too).
import { Button, Group, Paper, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { HullCoatingOfVesselSchema, type HullCoating } from '../../../../domain/contracts/fouling.ts';
import { messages } from '../../../../domain/messages.ts';
import { FactList } from '../../../components/fact-list.tsx';
import { showError, showSuccess } from '../../../components/snackbar.ts';
import { useKeptAnswer } from '../../../components/kept-answers.tsx';
import { ErrorState } from '../../../components/states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { staleRecord, staleText } from '../../../lib/stale-save.ts';
import { FormFooter } from '../../../components/form-footer.tsx';
import {
  useHullCoating,
  useHullCoatingManufacturers,
  useHullCoatingTypes,
  useSaveHullCoating,
} from '../api/hull-coating.ts';

export const hullCoatingSavedText = 'The hull coating is saved.';

function CoatingForm({
  vesselId,
  coating,
  onDone,
}: {
  vesselId: string;
  coating: HullCoating | null;
  onDone: () => void;
}) {
  const types = useHullCoatingTypes();
  const makers = useHullCoatingManufacturers();
  const save = useSaveHullCoating(vesselId);
  const [typeId, setTypeId] = useState<string | null>(coating ? String(coating.hullCoatingTypeId) : null);
  const [makerId, setMakerId] = useState<string | null>(
    coating ? String(coating.hullCoatingManufacturerId) : null,
  );
  const [productName, setProductName] = useState(coating?.productName ?? '');
  const [appliedDate, setAppliedDate] = useState(coating?.appliedDate ?? '');
  const [comment, setComment] = useState(coating?.comment ?? '');
  const [errors, setErrors] = useState<{ type?: string; maker?: string; date?: string }>({});

  if (types.isError) return <ErrorState title={messages.failedToFetchHullCoatingType} error={types.error} />;
  if (makers.isError)
    return <ErrorState title={messages.failedToFetchHullCoatingManufacturer} error={makers.error} />;

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      type: typeId ? undefined : 'Choose a hull coating type.',
      maker: makerId ? undefined : 'Choose a hull coating manufacturer.',
      date:
        appliedDate === '' || /^\d{4}-\d{2}-\d{2}$/.test(appliedDate)
          ? undefined
          : 'The applied date must be a date such as 2025-06-30.',
    };
    setErrors(next);
    if (next.type || next.maker || next.date) return;
    save.mutate(
      {
        coating: {
          vesselId,
          hullCoatingTypeId: Number(typeId),
          hullCoatingManufacturerId: Number(makerId),
          productName,
          appliedDate: appliedDate === '' ? null : appliedDate,
          comment,
        },
        basedOn: coating?.version ?? 0,
      },
      {
        onSuccess: () => {
          showSuccess(hullCoatingSavedText);
          onDone();
        },
        // A 412 (ADR 0092): the form is filled again with the coating as saved, and says so.
        onError: (failure) =>
          showError(
            staleRecord(failure, HullCoatingOfVesselSchema) !== null
              ? staleText('hull coating')
              : messages.failedToUpdateHullCoating,
          ),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label="Hull coating type"
          required
          data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          value={typeId}
          onChange={setTypeId}
          error={errors.type}
          disabled={types.isPending}
        />
        <Select
          label="Manufacturer"
          required
          searchable
          data={(makers.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
          value={makerId}
          onChange={setMakerId}
          error={errors.maker}
          disabled={makers.isPending}
        />
        <TextInput
          label="Product"
          value={productName}
          maxLength={100}
          onChange={(e) => setProductName(e.currentTarget.value)}
        />
        <TextInput
          label="Applied (YYYY-MM-DD)"
          value={appliedDate}
          onChange={(e) => setAppliedDate(e.currentTarget.value)}
          error={errors.date}
          placeholder="2025-06-30"
        />
        <Textarea
          label="Comment"
          value={comment}
          maxLength={1000}
          autosize
          minRows={2}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
        <FormFooter
          submitLabel="Save"
          canSubmit
          submitting={save.isPending}
          failure={null}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

export function HullCoatingPanel({ vesselId, canEdit }: { vesselId: string; canEdit: boolean }) {
  const query = useHullCoating(vesselId);
  const coating = useKeptAnswer(query, {
    loading: 'Loading the hull coating…',
    failure: messages.failedToFetchHullCoating,
  });
  const [editing, setEditing] = useState(false);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="fouling-hull-coating">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4" id="fouling-hull-coating">
          Hull coating
        </Title>
        {canEdit && !editing && query.isSuccess ? (
          <Button size="xs" variant="light" onClick={() => setEditing(true)}>
            {coating.data ? 'Edit hull coating' : 'Add hull coating'}
          </Button>
        ) : null}
      </Group>
      {coating.data === undefined ? (
        coating.fallback
      ) : editing ? (
        <CoatingForm
          key={coating.data?.version ?? 0}
          vesselId={vesselId}
          coating={coating.data}
          onDone={() => setEditing(false)}
        />
      ) : coating.data ? (
        <FactList
          facts={[
            { label: 'Type', value: coating.data.hullCoatingTypeName },
            { label: 'Manufacturer', value: coating.data.hullCoatingManufacturerName },
            { label: 'Product', value: coating.data.productName },
            { label: 'Applied', value: coating.data.appliedDate ? formatDate(coating.data.appliedDate) : '' },
            { label: 'Comment', value: coating.data.comment },
          ]}
        />
      ) : (
        <Text size="sm" c="dimmed">
          No hull coating is recorded for this vessel.
        </Text>
      )}
    </Paper>
  );
}
