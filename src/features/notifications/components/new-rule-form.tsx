// The new alert form (/Notifications/New, SHELL-029): vessel, log variable, condition (above, below,
// outside a range, no data for a time), limits, severity and recipients; checked by the contract's
// schema before it is sent, the server's refusal shown as it comes.
import { Alert, Button, Group, MultiSelect, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import {
  NotificationRuleCreateSchema,
  type NotificationRule,
} from '../../../../domain/contracts/notifications.ts';
import {
  CONDITION_TYPES,
  SEVERITIES,
  conditionTypeLabels,
  type ConditionType,
  type Severity,
} from '../../../../domain/notifications/alert-rules.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { vesselsQueryOptions } from '../../../lib/vessels-query.ts';
import { useCreateRule, useRecipients, useVesselVariables } from '../api/notification-rules.ts';

const toNumber = (value: string | number) => (typeof value === 'number' ? value : null);

export function NewRuleForm({
  initialVesselId,
  onCreated,
  onCancel,
}: {
  initialVesselId?: string;
  onCreated: (rule: NotificationRule) => void;
  onCancel: () => void;
}) {
  const vessels = useQuery(vesselsQueryOptions());
  const [vesselId, setVesselId] = useState<string | null>(initialVesselId ?? null);
  const variables = useVesselVariables(vesselId);
  const recipients = useRecipients(vesselId);
  const create = useCreateRule();
  const [name, setName] = useState('');
  const [logVariableId, setLogVariableId] = useState<string | null>(null);
  const [conditionType, setConditionType] = useState<ConditionType>('Above');
  const [lowerLimit, setLowerLimit] = useState<string | number>('');
  const [upperLimit, setUpperLimit] = useState<string | number>('');
  const [noDataMinutes, setNoDataMinutes] = useState<string | number>(60);
  const [severity, setSeverity] = useState<Severity>('Warning');
  const [recipientIds, setRecipientIds] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const unit = variables.data?.find((variable) => variable.id === logVariableId)?.unit ?? '';

  function submit() {
    const parsed = v.safeParse(NotificationRuleCreateSchema, {
      vesselId: vesselId ?? '',
      name,
      logVariableId: logVariableId ?? '',
      conditionType,
      lowerLimit: conditionType === 'Below' || conditionType === 'OutsideRange' ? toNumber(lowerLimit) : null,
      upperLimit: conditionType === 'Above' || conditionType === 'OutsideRange' ? toNumber(upperLimit) : null,
      noDataMinutes: conditionType === 'NoData' ? toNumber(noDataMinutes) : null,
      severity,
      recipientIds,
    });
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const path = issue.path?.[0]?.key;
      setProblem(
        path === 'vesselId'
          ? 'Choose a vessel.'
          : path === 'logVariableId'
            ? 'Choose a log variable.'
            : issue.message,
      );
      return;
    }
    setProblem(null);
    create.mutate(parsed.output, {
      onSuccess: onCreated,
      onError: (error) => setProblem(errorMessage(error, 'An error occurred.')),
    });
  }

  return (
    <Stack maw={560} gap="sm">
      <Select
        label="Vessel"
        placeholder="Choose a vessel"
        searchable
        data={(vessels.data ?? []).map((vessel) => ({ value: vessel.id, label: vessel.name }))}
        value={vesselId}
        onChange={(value) => {
          setVesselId(value);
          setLogVariableId(null);
          setRecipientIds([]);
        }}
        required
      />
      <TextInput
        label="Name"
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        required
      />
      <Select
        label="Log variable"
        placeholder={vesselId ? 'Choose a log variable' : 'Choose a vessel first'}
        searchable
        disabled={!vesselId}
        data={(variables.data ?? []).map((variable) => ({
          value: variable.id,
          label: variable.unit ? `${variable.displayName} (${variable.unit})` : variable.displayName,
        }))}
        value={logVariableId}
        onChange={setLogVariableId}
        nothingFoundMessage="The vessel has no log variables yet."
        required
      />
      <Select
        label="Condition"
        data={CONDITION_TYPES.map((type) => ({
          value: type,
          label: type === 'NoData' ? 'No data for a time' : conditionTypeLabels[type],
        }))}
        value={conditionType}
        onChange={(value) => value && setConditionType(value as ConditionType)}
        allowDeselect={false}
      />
      <Group grow>
        {conditionType === 'Below' || conditionType === 'OutsideRange' ? (
          <NumberInput
            label={`Lower limit${unit ? ` (${unit})` : ''}`}
            value={lowerLimit}
            onChange={setLowerLimit}
            decimalSeparator="."
          />
        ) : null}
        {conditionType === 'Above' || conditionType === 'OutsideRange' ? (
          <NumberInput
            label={`Upper limit${unit ? ` (${unit})` : ''}`}
            value={upperLimit}
            onChange={setUpperLimit}
            decimalSeparator="."
          />
        ) : null}
        {conditionType === 'NoData' ? (
          <NumberInput
            label="Minutes without data"
            value={noDataMinutes}
            onChange={setNoDataMinutes}
            min={1}
            allowDecimal={false}
          />
        ) : null}
      </Group>
      <Select
        label="Severity"
        data={[...SEVERITIES]}
        value={severity}
        onChange={(value) => value && setSeverity(value as Severity)}
        allowDeselect={false}
      />
      <MultiSelect
        label="Recipients"
        description="They see the notifications in the bell and get them by e-mail; you, when none is chosen."
        placeholder={vesselId ? 'Choose recipients' : 'Choose a vessel first'}
        disabled={!vesselId}
        searchable
        data={(recipients.data ?? []).map((user) => ({
          value: user.id,
          label: `${user.name} (${user.email})`,
        }))}
        value={recipientIds}
        onChange={setRecipientIds}
      />
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={submit} loading={create.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
