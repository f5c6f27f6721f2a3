// The noon reports' door to the device's copy (Dexie table `noonReports`, ADR 0103): live reads
// of a vessel's reports, and every change through the offline write path (row + outbox entry in
// one transaction), so the form works with no connection and the sync engine sends each change once.
import { useLiveQuery } from 'dexie-react-hooks';
import { createContext, useContext } from 'react';
import type { NoonReportWarning, NoonReportWrite } from '../../../../domain/contracts/noon-reports.ts';
import type { OutboxEntry } from '../../../../domain/sync/outbox-entry.ts';
import { useWatchVesselChanges } from '../../../offline/hooks.ts';
import { getOfflineDb, type LocalNoonReport, type WakelineDb } from '../../../offline/db.ts';
import type { LocalChange } from '../../../offline/local-writes.ts';
import { recordChange, watchVessel } from '../../../offline/sync-client.ts';

export type NoonReportStore = {
  db: WakelineDb;
  record: (change: LocalChange) => Promise<OutboxEntry>;
  /** Keeps the vessel's rows fresh from the server's change feed while shown; returns the stop. */
  watch: (vesselId: string) => Promise<() => void>;
};

let deviceStore: NoonReportStore | null = null;

export const NoonReportStoreContext = createContext<NoonReportStore | null>(null);

export function useNoonReportStore(): NoonReportStore {
  const provided = useContext(NoonReportStoreContext);
  if (provided) return provided;
  deviceStore ??= { db: getOfflineDb(), record: recordChange, watch: watchVessel };
  return deviceStore;
}

export type NoonReportsRead = { reports: LocalNoonReport[] } | { error: unknown } | undefined;

/** The vessel's live reports on this device, newest first; undefined while the first read runs. */
export function useNoonReports(vesselId: string): NoonReportsRead {
  const { db } = useNoonReportStore();
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
  useWatchVesselChanges(useNoonReportStore(), vesselId);
}

const groupKeyOf = (vesselId: string) => `vessel:${vesselId}`;

/** Saves a new or changed report on the device (and in the outbox), with the warnings found here. */
export async function saveNoonReport(
  store: NoonReportStore,
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
  store: NoonReportStore,
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
