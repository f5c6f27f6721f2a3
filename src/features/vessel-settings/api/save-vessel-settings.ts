// PUT /VesselSettings/{vesselId} (ADR 0024, ADR 0028): a full replace based on the version the
// form was loaded from (If-Match), with an Idempotency-Key that stays the same while the user
// retries the same change, so a save whose answer was lost is answered from the server's record
// instead of failing as stale. 412 means someone else saved in between: nothing is overwritten.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  vesselSettingsEndpoints,
  type VesselSettings,
  type VesselSettingsWrite,
} from '../../../../domain/contracts/vessel-settings.ts';
import { idempotencyKeyHeader, ifMatchHeader, versionEtag } from '../../../../domain/contracts/sync.ts';
import { callApi } from '../../../lib/api-client.ts';
import { vesselSettingsQueryKey } from './get-vessel-settings.ts';

export type SaveVesselSettingsInput = { version: number; values: VesselSettingsWrite };

export function saveVesselSettings(
  vesselId: string,
  { version, values }: SaveVesselSettingsInput,
  idempotencyKey: string,
): Promise<VesselSettings> {
  return callApi(vesselSettingsEndpoints.update, {
    params: { vesselId },
    body: values,
    headers: { [ifMatchHeader]: versionEtag(version), [idempotencyKeyHeader]: idempotencyKey },
  });
}

/** One key per distinct change (version and values): a retry of the same change reuses it. */
export function useIdempotencyKeys(newKey: () => string = () => crypto.randomUUID()) {
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  return (input: SaveVesselSettingsInput): string => {
    const fingerprint = JSON.stringify(input);
    if (last.current?.fingerprint !== fingerprint) last.current = { fingerprint, key: newKey() };
    return last.current.key;
  };
}

export function useSaveVesselSettings(vesselId: string) {
  const queryClient = useQueryClient();
  const keyFor = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: SaveVesselSettingsInput) => saveVesselSettings(vesselId, input, keyFor(input)),
    onSuccess: (saved) => queryClient.setQueryData(vesselSettingsQueryKey(vesselId), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vesselSettingsQueryKey(vesselId) }),
  });
}
