// The noon reports' door to the device's copy (Dexie table `noonReports`, ADR 0103): live reads
// of a vessel's reports, and every change through the offline write path (row + outbox entry in
// one transaction), so the form works with no connection and the sync engine sends each change once.
import { useLiveQuery } from 'dexie-react-hooks';
import type { NoonReportWarning, NoonReportWrite } from '../../../../domain/contracts/noon-reports.ts';
import { useWatchVesselChanges } from '../../../offline/hooks.ts';
import type { LocalNoonReport } from '../../../offline/db.ts';
import { useDeviceStore, type DeviceStore } from '../../../offline/device-store.tsx';

export type NoonReportsRead = { reports: LocalNoonReport[] } | { error: unknown } | undefined;

/** The vessel's live reports on this device, newest first; undefined while the first read runs. */
export function useNoonReports(vesselId: string): NoonReportsRead {
  const { db } = useDeviceStore();
  return useLiveQuery(async () => {
    try {
      const rows = await db.noonReports.where('vesselId').equals(vesselId).toArray();
      return {
        reports: rows
          .filter((row) => !row.isDeleted)
          .sort((a, b) => b.reportTimeUtc.localeCompare(a.reportTimeUtc)),
      };
    } catch (error) {
      return { error };
    }
  }, [db, vesselId]);
}

/** Pulls the vessel's changes while the screen is open (the sync engine does the work). */
export function useWatchVessel(vesselId: string): void {
  useWatchVesselChanges(useDeviceStore(), vesselId);
}

const groupKeyOf = (vesselId: string) => `vessel:${vesselId}`;

/** Saves a new or changed report on the device (and in the outbox), with the warnings found here. */
export async function saveNoonReport(
  store: DeviceStore,
  input: {
    report: NoonReportWrite & { reportTimeUtc: string };
    warnings: NoonReportWarning[];
    isNew: boolean;
    userId: string;
  },
): Promise<void> {
  await store.record({
    entityType: 'noonReport',
    kind: input.isNew ? 'create' : 'update',
    data: { ...input.report, warnings: input.warnings },
    groupKey: groupKeyOf(input.report.vesselId),
    userId: input.userId,
  });
}

export async function deleteNoonReport(
  store: DeviceStore,
  input: { id: string; vesselId: string; userId: string },
): Promise<void> {
  await store.record({
    entityType: 'noonReport',
    kind: 'delete',
    data: { id: input.id },
    groupKey: groupKeyOf(input.vesselId),
    userId: input.userId,
  });
}
