// The vessel settings the emission report needs (EMIS-022, EMIS-023; DECISIONS EMIS-024): the
// settings (GET /VesselSettings/{vesselId}), the fuel tanks and the flow meters, read together and
// checked by domain/voyages/settings-rules.ts.
import { useQueries } from '@tanstack/react-query';
import { flowMeterEndpoints } from '../../../../domain/contracts/flow-meters.ts';
import { fuelTankEndpoints } from '../../../../domain/contracts/fuel-tanks.ts';
import { vesselSettingsEndpoints } from '../../../../domain/contracts/vessel-settings.ts';
import {
  missingSettings,
  missingTemplatePrerequisites,
  type MissingSetting,
  type TemplatePrerequisite,
} from '../../../../domain/voyages/settings-rules.ts';
import { callApi } from '../../../lib/api-client.ts';

export const settingsStatusQueryKeys = {
  settings: (vesselId: string) => ['vessel-settings', vesselId] as const,
  fuelTanks: (vesselId: string) => ['fuel-tanks', 'vessel', vesselId] as const,
  flowMeters: (vesselId: string) => ['flow-meters', 'vessel', vesselId] as const,
};

/** The vessel settings (also read for hasVeracityKey by the voyage's report buttons). */
export const vesselSettingsQuery = (vesselId: string) => ({
  queryKey: settingsStatusQueryKeys.settings(vesselId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callApi(vesselSettingsEndpoints.get, { params: { vesselId }, signal }),
});

export type SettingsStatus =
  | { state: 'loading' }
  /** The settings could not be read (e.g. no connection): the report is not blocked for that. */
  | { state: 'unknown'; error: unknown }
  | { state: 'known'; missing: MissingSetting[] };

function useSettingsQueries(vesselId: string) {
  const [settings, fuelTanks, flowMeters] = useQueries({
    queries: [
      vesselSettingsQuery(vesselId),
      {
        queryKey: settingsStatusQueryKeys.fuelTanks(vesselId),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          callApi(fuelTankEndpoints.find, { query: { vesselId }, signal }),
      },
      {
        queryKey: settingsStatusQueryKeys.flowMeters(vesselId),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          callApi(flowMeterEndpoints.find, { query: { vesselId }, signal }),
      },
    ],
  });
  const error = settings.error ?? fuelTanks.error ?? flowMeters.error;
  if (error) return { state: 'unknown' as const, error };
  if (!settings.data || !fuelTanks.data || !flowMeters.data) return { state: 'loading' as const };
  return {
    state: 'known' as const,
    prerequisites: {
      activeFlowMeters: flowMeters.data,
      activeFuelTanks: fuelTanks.data,
      cargoUnits: settings.data.cargoUnits,
    },
    settings: settings.data,
  };
}

export function useSettingsStatus(vesselId: string): SettingsStatus {
  const read = useSettingsQueries(vesselId);
  if (read.state !== 'known') return read;
  return { state: 'known', missing: missingSettings(read.settings, read.prerequisites) };
}

export type TemplateStatus =
  | { state: 'loading' }
  | { state: 'unknown'; error: unknown }
  | { state: 'known'; missing: TemplatePrerequisite[] };

/** What the voyage-data template still needs (EMIS-186, DECISIONS EMIS-024: its own check). */
export function useTemplateStatus(vesselId: string): TemplateStatus {
  const read = useSettingsQueries(vesselId);
  if (read.state !== 'known') return read;
  return { state: 'known', missing: missingTemplatePrerequisites(read.prerequisites) };
}
