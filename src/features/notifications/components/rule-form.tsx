// The alert rule form, for a new rule (/Notifications/New, SHELL-029) and for editing one
// (/Notifications/$ruleId/Edit, ADR 0083 "Editing a rule"): vessel, log variable, condition (above,
// below, outside a range, no data for a time), limits, severity and recipients; checked by the
// contract's schema before it is sent, the server's refusal shown as it comes. An edited rule keeps
// its vessel: the vessel field is shown but cannot change.
import { Group, MultiSelect, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import {
  DEFAULT_MIN_DURATION_MINUTES,
  MAX_MIN_DURATION_MINUTES,
} from '../../../../domain/notifications/episodes.ts';
import { FormFooter } from '../../../components/form-footer.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import {
  NotificationRuleCreateSchema,
  NotificationRuleSchema,
  type NotificationRule,
} from '../../../../domain/contracts/notifications.ts';
import {
  CONDITION_TYPES,
  SEVERITIES,
  conditionTypeLabels,
  type ConditionType,
  type Severity,
} from '../../../../domain/notifications/alert-rules.ts';
import { messages } from '../../../../domain/messages.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { staleRecord, staleText } from '../../../lib/stale-save.ts';
import { vesselsQueryOptions } from '../../../lib/vessels-query.ts';
import {
  useCreateRule,
  useRecipients,
  useUpdateRule,
  useVesselVariables,
} from '../api/notification-rules.ts';

const toNumber = (value: string | number) => (typeof value === 'number' ? value : null);

/**
 * `rule` given: the form edits it (PUT), filled with its values, its vessel fixed; otherwise it
 * makes a new rule (POST), on `initialVesselId` when given.
 */
export function RuleForm({
  rule,
  initialVesselId,
  onSaved,
  onCancel,
}: {
  rule?: NotificationRule;
  initialVesselId?: string;
  onSaved: (rule: NotificationRule) => void;
  onCancel: () => void;
}) {
  const vessels = useQuery(vesselsQueryOptions());
  const [vesselId, setVesselId] = useState<string | null>(rule?.vesselId ?? initialVesselId ?? null);
  const variables = useVesselVariables(vesselId);
  const recipients = useRecipients(vesselId);
  const create = useCreateRule();
  const update = useUpdateRule(rule?.id ?? '');
  const save = rule ? update : create;
  // The version the form was filled from (ADR 0092): the rule, or the saved one after a 412.
  const [basedOn, setBasedOn] = useState(rule?.version ?? 0);
  const [name, setName] = useState(rule?.name ?? '');
  const [logVariableId, setLogVariableId] = useState<string | null>(rule?.logVariableId ?? null);
  const [conditionType, setConditionType] = useState<ConditionType>(rule?.conditionType ?? 'Above');
  const [lowerLimit, setLowerLimit] = useState<string | number>(rule?.lowerLimit ?? '');
  const [upperLimit, setUpperLimit] = useState<string | number>(rule?.upperLimit ?? '');
  const [noDataMinutes, setNoDataMinutes] = useState<string | number>(rule?.noDataMinutes ?? 60);
  const [minDurationMinutes, setMinDurationMinutes] = useState<string | number>(
    rule?.minDurationMinutes ?? DEFAULT_MIN_DURATION_MINUTES,
  );
  const [severity, setSeverity] = useState<Severity>(rule?.severity ?? 'Warning');
  const [recipientIds, setRecipientIds] = useState<string[]>(
    rule?.recipients.map((recipient) => recipient.id) ?? [],
  );
  const [problem, setProblem] = useState<string | null>(null);

  /** Someone else saved the rule meanwhile (412): the form shows it as saved now, and says so. */
  function refill(saved: NotificationRule) {
    setBasedOn(saved.version);
    setName(saved.name);
    setLogVariableId(saved.logVariableId);
    setConditionType(saved.conditionType);
    setLowerLimit(saved.lowerLimit ?? '');
    setUpperLimit(saved.upperLimit ?? '');
    setNoDataMinutes(saved.noDataMinutes ?? 60);
    setMinDurationMinutes(saved.minDurationMinutes);
    setSeverity(saved.severity);
    setRecipientIds(saved.recipients.map((recipient) => recipient.id));
    setProblem(staleText('alert rule'));
  }

  const unit = variables.data?.find((variable) => variable.id === logVariableId)?.unit ?? '';
  // The vessel list and the recipients offered, plus what the edited rule has (a vessel or a
  // recipient out of the lists stays visible, so it can be seen and removed).
  const vesselOptions = (vessels.data ?? []).map((vessel) => ({ value: vessel.id, label: vessel.name }));
  if (rule && !vesselOptions.some((option) => option.value === rule.vesselId))
    vesselOptions.push({ value: rule.vesselId, label: rule.vesselName });
  const recipientOptions = [...(recipients.data ?? [])];
  for (const recipient of rule?.recipients ?? [])
    if (!recipientOptions.some((user) => user.id === recipient.id)) recipientOptions.push(recipient);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(NotificationRuleCreateSchema, {
      vesselId: vesselId ?? '',
      name,
      logVariableId: logVariableId ?? '',
      conditionType,
      lowerLimit: conditionType === 'Below' || conditionType === 'OutsideRange' ? toNumber(lowerLimit) : null,
      upperLimit: conditionType === 'Above' || conditionType === 'OutsideRange' ? toNumber(upperLimit) : null,
      noDataMinutes: conditionType === 'NoData' ? toNumber(noDataMinutes) : null,
      minDurationMinutes:
        conditionType === 'NoData'
          ? DEFAULT_MIN_DURATION_MINUTES
          : (toNumber(minDurationMinutes) ?? DEFAULT_MIN_DURATION_MINUTES),
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
    const onError = (error: unknown) => {
      const current = rule ? staleRecord(error, NotificationRuleSchema) : null;
      if (current) refill(current);
      else
        setProblem(errorMessage(error, rule ? messages.failedToUpdateAlertRule : messages.anErrorOccurred));
    };
    const onSuccess = (saved: NotificationRule) => onSaved(saved);
    if (rule) update.mutate({ rule: parsed.output, basedOn }, { onSuccess, onError });
    else create.mutate(parsed.output, { onSuccess, onError });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={560} gap="sm">
        <Select
          label="Vessel"
          placeholder="Choose a vessel"
          searchable
          data={vesselOptions}
          value={vesselId}
          disabled={rule !== undefined}
          description={rule ? 'The vessel of a rule cannot change.' : undefined}
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
          ) : (
            <NumberInput
              label={messages.alertsMinDuration}
              description={messages.alertsMinDurationHelp}
              value={minDurationMinutes}
              onChange={setMinDurationMinutes}
              min={0}
              max={MAX_MIN_DURATION_MINUTES}
              allowDecimal={false}
            />
          )}
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
          data={recipientOptions.map((user) => ({
            value: user.id,
            label: `${user.name} (${user.email})`,
          }))}
          value={recipientIds}
          onChange={setRecipientIds}
        />
        <FormFooter
          submitLabel="Save"
          canSubmit
          submitting={save.isPending}
          failure={problem}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
