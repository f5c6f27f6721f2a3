// 'Consequence settings' beside the consequence table (ADR 0048 §4): what the consequences are
// priced with, in one line, and a dialog to change the fuel price, SFOC and CO2 factor. SuperUsers
// and Administrators save them (the server checks it too); everyone else sees them read-only.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  LongTrendConfigurationSchema,
  type LongTrendConfiguration,
} from '../../../../domain/contracts/diagnostics.ts';
import { messages } from '../../../../domain/messages.ts';
import { FactList } from '../../../components/fact-list.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { showError, showSuccess } from '../../../components/snackbar.ts';
import { formatQuantity } from '../../../lib/format.ts';
import { staleRefusal } from '../../../lib/stale-save.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { useLongTrendConfiguration, useSaveLongTrendConfiguration } from '../api/long-trend-configuration.ts';
import {
  configurationFromForm,
  describeConfiguration,
  settingsFields,
  settingsFormFrom,
  settingsLabels,
  type SettingsFormErrors,
} from '../consequence-settings-form.ts';

export const settingsSavedText = 'The consequence settings are saved.';

function SettingsForm({
  configuration,
  onClose,
}: {
  configuration: LongTrendConfiguration;
  onClose: () => void;
}) {
  const [values, setValues] = useState(() => settingsFormFrom(configuration));
  // The configuration the form was filled from; the save names its version (If-Match, ADR 0092).
  const [base, setBase] = useState(configuration);
  const [errors, setErrors] = useState<SettingsFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveLongTrendConfiguration(configuration.vesselId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = configurationFromForm(configuration.vesselId, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(
      { configuration: result.configuration, basedOn: base.version },
      {
        onSuccess: () => {
          showSuccess(settingsSavedText);
          onClose();
        },
        onError: (error) => {
          // Someone else saved the settings meanwhile: show theirs and say so.
          const stale = staleRefusal(error, LongTrendConfigurationSchema, 'consequence settings');
          if (stale) {
            setBase(stale.current);
            setValues(settingsFormFrom(stale.current));
          }
          const text = stale?.message ?? messages.configurationUpdateFailed;
          setFailure(text);
          showError(text);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {settingsFields.map((field) => (
          <TextInput
            key={field}
            label={`${settingsLabels[field].label} (${settingsLabels[field].unit})`}
            description={
              field === 'fuelPriceUsdPerTonne'
                ? 'Leave empty to show the consequences without money.'
                : undefined
            }
            inputMode="decimal"
            required={field !== 'fuelPriceUsdPerTonne'}
            value={values[field]}
            onChange={(e) => {
              const text = e.currentTarget.value;
              setValues((before) => ({ ...before, [field]: text }));
            }}
            error={errors[field]}
          />
        ))}
        <FormFooter
          submitLabel="Save"
          canSubmit
          submitting={save.isPending}
          failure={failure}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

function ReadOnlySettings({ configuration }: { configuration: LongTrendConfiguration }) {
  const value = (field: (typeof settingsFields)[number]) => {
    const number = configuration[field];
    return number === null ? 'Not set' : `${formatQuantity(number)} ${settingsLabels[field].unit}`;
  };
  return (
    <Stack gap="sm">
      <FactList
        facts={settingsFields.map((field) => ({ label: settingsLabels[field].label, value: value(field) }))}
      />
      <Text size="sm" c="dimmed">
        Only a SuperUser or an Administrator can change these settings.
      </Text>
    </Stack>
  );
}

export function ConsequenceSettings({ vesselId, canEdit }: { vesselId: string; canEdit: boolean }) {
  const configuration = useLongTrendConfiguration(vesselId);
  const [isOpen, setOpen] = useState(false);
  const close = () => setOpen(false);

  const online = useOnlineStatus();

  // Offline, the settings kept on this device (ADR 0108); online, a failed read says so.
  let summary;
  if (configuration.isError && online) summary = 'The consequence settings could not be loaded.';
  else if (configuration.data) summary = describeConfiguration(configuration.data);
  else if (configuration.data === null) summary = 'No consequence settings yet.';
  else if (configuration.isError) summary = messages.notKeptOnDevice;
  else summary = 'Loading the consequence settings…';

  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed" data-testid="consequence-settings-summary">
        {summary}
      </Text>
      <Button variant="default" size="xs" onClick={() => setOpen(true)} disabled={!configuration.data}>
        Consequence settings
      </Button>
      <Modal opened={isOpen} onClose={close} title="Consequence settings">
        {configuration.data ? (
          canEdit ? (
            <SettingsForm configuration={configuration.data} onClose={close} />
          ) : (
            <ReadOnlySettings configuration={configuration.data} />
          )
        ) : null}
      </Modal>
    </Group>
  );
}
