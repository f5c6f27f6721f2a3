// The General tab (002 §2; EMIS-074..078, EMIS-236): the particulars form with the ship type and
// ice class selects and Save, the 'Cargo carried' table, and what the emission report still
// misses. A stale save (412) is shown, never overwritten; offline the form is read-only.
import { Alert, Button, Grid, List, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { VesselSettings, VesselSettingsField } from '../../../../domain/contracts/vessel-settings.ts';
import { messages } from '../../../../domain/messages.ts';
import { DEFAULT_WIND_SHIP_TYPE, WIND_SHIP_TYPES } from '../../../../domain/performance/wind-correction.ts';
import {
  missingSettings,
  missingTemplatePrerequisites,
  prerequisiteLabels,
  vesselSettingsLabels,
} from '../../../../domain/voyages/settings-rules.ts';
import { FormFooter } from '../../../components/form-footer.tsx';
import { showError, showSuccess } from '../../../components/snackbar.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useEquipment } from '../api/get-equipment.ts';
import { useReferenceList } from '../api/get-reference-lists.ts';
import { useVesselSettings } from '../api/get-vessel-settings.ts';
import { useSaveVesselSettings } from '../api/save-vessel-settings.ts';
import { chooseView } from '../data-source.ts';
import { useDeviceEquipment, useDeviceSettings } from '../local/device-copy.ts';
import {
  quantityFields,
  settingsWriteFromForm,
  type QuantityField,
  type SettingsFormErrors,
  type TextField,
} from '../settings-form.ts';
import { settingsTexts } from '../settings-texts.ts';
import { CargoCarried } from './cargo-carried.tsx';
import { ViewGate } from './parts.tsx';
import { useSettingsDraft } from './use-settings-draft.ts';

type GeneralTabProps = { vesselId: string; isOnline: boolean };

const textGroups: TextField[][] = [
  ['portOfRegistry', 'homePort'],
  ['ownerCompanyName', 'ownerCompanyAddress'],
  ['operatorCompanyName', 'operatorCompanyAddress'],
  ['emissionsContactPersonName', 'emissionsContactPersonAddress'],
  ['emissionsContactPersonPhone', 'emissionsContactPersonEmail'],
];

export function GeneralTab({ vesselId, isOnline }: GeneralTabProps) {
  const query = useVesselSettings(vesselId);
  const device = useDeviceSettings(vesselId);
  const view = chooseView(query, device);

  return (
    <ViewGate view={view} onRetry={() => void query.refetch()}>
      {(settings, source) => (
        <Stack gap="md">
          {isOnline && source === 'server' ? null : (
            <Alert color="yellow" role="status">
              {settingsTexts.offlineReadOnly}
            </Alert>
          )}
          <MissingSettings vesselId={vesselId} settings={settings} />
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <GeneralForm
                vesselId={vesselId}
                latest={settings}
                writable={isOnline && source === 'server'}
                reload={async () => (await query.refetch()).data ?? null}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <CargoCarried
                vesselId={vesselId}
                carried={settings.cargoUnits}
                writable={isOnline && source === 'server'}
              />
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </ViewGate>
  );
}

/**
 * What the emission report (EMIS-022) and its template (EMIS-186) still need, from
 * settings-rules.ts, once the tanks and meters are known.
 */
function MissingSettings({ vesselId, settings }: { vesselId: string; settings: VesselSettings }) {
  const fuelTanks = chooseView(useEquipment('fuelTank', vesselId), useDeviceEquipment('fuelTank', vesselId));
  const flowMeters = chooseView(
    useEquipment('flowMeter', vesselId),
    useDeviceEquipment('flowMeter', vesselId),
  );
  if (fuelTanks.state !== 'ready' || flowMeters.state !== 'ready') return null;
  const prerequisites = {
    activeFlowMeters: flowMeters.data,
    activeFuelTanks: fuelTanks.data,
    cargoUnits: settings.cargoUnits,
  };
  const report = missingSettings(settings, prerequisites).map((item) => item.label);
  const template = missingTemplatePrerequisites(prerequisites).map((key) => prerequisiteLabels[key]);
  if (report.length === 0 && template.length === 0)
    return (
      <Alert color="teal" role="status">
        {settingsTexts.nothingMissing}
      </Alert>
    );
  return (
    <>
      <MissingList title={settingsTexts.missingTitle} labels={report} />
      <MissingList title={settingsTexts.missingTemplateTitle} labels={template} />
    </>
  );
}

function MissingList({ title, labels }: { title: string; labels: string[] }) {
  if (labels.length === 0) return null;
  return (
    <Alert color="yellow" title={title} role="region" aria-label={title}>
      <List size="sm">
        {labels.map((label) => (
          <List.Item key={label}>{label}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

type GeneralFormProps = {
  vesselId: string;
  latest: VesselSettings;
  writable: boolean;
  reload: () => Promise<VesselSettings | null>;
};

function serverFieldErrors(error: unknown): SettingsFormErrors {
  const errors: SettingsFormErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const item of error.errors) {
    const field = item.path.split('.')[0] as VesselSettingsField;
    if (field in vesselSettingsLabels) errors[field] ??= item.message;
  }
  return errors;
}

function GeneralForm({ vesselId, latest, writable, reload }: GeneralFormProps) {
  const draft = useSettingsDraft(latest);
  const save = useSaveVesselSettings(vesselId);
  const vesselTypes = useReferenceList('vesselTypes');
  const iceClasses = useReferenceList('iceClasses');
  const [errors, setErrors] = useState<SettingsFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The version a save was refused on (412). Stale while the form is still based on it; a form
  // that could follow the newer version without overwriting anyone (use-settings-draft) is not.
  const [refusedVersion, setRefusedVersion] = useState<number | null>(null);
  const isStale = refusedVersion !== null && refusedVersion === draft.base.version;
  const [isReloading, setIsReloading] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!writable || save.isPending) return;
    const result = settingsWriteFromForm(draft.values, draft.base);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(
      { version: draft.base.version, values: result.write },
      {
        onSuccess: (saved) => {
          draft.resetTo(saved);
          showSuccess(settingsTexts.saved);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 412) {
            setRefusedVersion(draft.base.version);
            return;
          }
          setErrors(serverFieldErrors(error));
          setFailure(messages.configurationUpdateFailed);
          showError(messages.configurationUpdateFailed);
        },
      },
    );
  }

  async function reloadSettings() {
    setIsReloading(true);
    const fresh = await reload();
    setIsReloading(false);
    if (!fresh) return;
    draft.resetTo(fresh);
    setRefusedVersion(null);
    setErrors({});
    setFailure(null);
  }

  const input = (field: TextField | QuantityField) => (
    <TextInput
      key={field}
      label={vesselSettingsLabels[field]}
      value={draft.values[field]}
      onChange={(event) => draft.setField(field, event.currentTarget.value)}
      error={errors[field]}
      readOnly={!writable}
      inputMode={(quantityFields as readonly string[]).includes(field) ? 'decimal' : undefined}
      type={field === 'emissionsContactPersonEmail' ? 'email' : 'text'}
    />
  );
  const options = (list: typeof vesselTypes) =>
    (list.data ?? []).map((item) => ({ value: item.id, label: item.name }));

  return (
    <form onSubmit={submit} noValidate aria-label="General settings">
      <Stack gap="sm">
        {isStale ? (
          <Alert color="orange" title={settingsTexts.staleTitle} role="alert">
            <Stack gap="xs" align="flex-start">
              {settingsTexts.staleText}
              <Button size="xs" variant="light" onClick={() => void reloadSettings()} loading={isReloading}>
                {settingsTexts.reload}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={vesselSettingsLabels.vesselTypeId}
            placeholder={messages.pleaseSelect}
            data={options(vesselTypes)}
            value={draft.values.vesselTypeId}
            onChange={(value) => draft.setField('vesselTypeId', value)}
            error={errors.vesselTypeId}
            readOnly={!writable}
            searchable
            clearable
          />
          <Select
            label={vesselSettingsLabels.iceClassId}
            placeholder={messages.noneOption}
            data={options(iceClasses)}
            value={draft.values.iceClassId}
            onChange={(value) => draft.setField('iceClassId', value)}
            error={errors.iceClassId}
            readOnly={!writable}
            clearable
          />
          {textGroups.flat().map(input)}
          {quantityFields.map(input)}
          <Select
            label={vesselSettingsLabels.windShipType}
            placeholder={WIND_SHIP_TYPES.find((t) => t.id === DEFAULT_WIND_SHIP_TYPE)?.name}
            data={WIND_SHIP_TYPES.map((t) => ({ value: t.id, label: t.name }))}
            value={draft.values.windShipType}
            onChange={(value) => draft.setField('windShipType', value)}
            error={errors.windShipType}
            readOnly={!writable}
            clearable
          />
        </SimpleGrid>
        <FormFooter
          submitLabel="Save"
          canSubmit={writable && draft.changed && !isStale && !save.isPending}
          submitting={save.isPending}
          failure={failure}
          onCancel={() => {
            draft.resetTo(draft.base);
            setErrors({});
            setFailure(null);
          }}
        />
      </Stack>
    </form>
  );
}
