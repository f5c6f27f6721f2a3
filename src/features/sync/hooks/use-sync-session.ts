// Runs the sync engine for the signed-in session: starts the worker with the stored token, hands
// it a new token after a new sign-in (which resumes changes that met a 401), retries at once when
// the network returns, keeps the reference lists and every vessel the user may see on the device
// (not only the one on screen: a crew may lose the connection before opening it), and asks the
// browser to keep this origin's storage (b.14).
import { useEffect } from 'react';
import { vesselEndpoints } from '../../../../domain/contracts/vessels.ts';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { getOfflineDb } from '../../../offline/db.ts';
import { installOfflineProbe } from '../../../offline/probe.ts';
import { deviceStore } from '../../../offline/device-store.tsx';
import { requestPersistentStorage } from '../../../offline/storage.ts';
import { announceOnline, startSync, watchVessel } from '../../../offline/sync-client.ts';
import { readStoredToken } from '../../../lib/token-store.ts';

const tokenCheckMs = 5_000;

/** Fuel types, cargo units and ports for use offline; a failure keeps the copy the device has. */
function refreshReferenceLists(): void {
  if (!readStoredToken()) return;
  deviceStore()
    .refreshReferenceLists()
    .catch((error: unknown) => {
      console.warn('[wakeline] reference lists not refreshed', error);
    });
}

/**
 * Keeps every vessel the signed-in user may enter voyage data for on the device: their records
 * in Dexie and pulls of their changes after each sync round. Without a connection it keeps
 * watching the vessels kept before; the partner type (no voyage data) watches none.
 */
async function keepVesselsOnDevice(): Promise<() => void> {
  const db = getOfflineDb();
  let vessels: { id: string }[];
  try {
    const listed = await callApi(vesselEndpoints.list);
    vessels = listed;
    await db.transaction('rw', db.vessels, async () => {
      await db.vessels.clear();
      await db.vessels.bulkPut(listed.map((vessel) => ({ ...vessel })));
    });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) return () => undefined;
    vessels = await db.vessels.toArray();
  }
  const stops = await Promise.all(vessels.map((vessel) => watchVessel(vessel.id)));
  return () => stops.forEach((stop) => stop());
}

export function useSyncSession(): void {
  useEffect(() => {
    let lastToken: string | null | undefined;
    let stopWatching: Promise<() => void> | null = null;
    const watchVessels = () => {
      // The previous session's watch ends before the next one starts.
      const previous = stopWatching ?? Promise.resolve(() => undefined);
      stopWatching = previous
        .then((stop) => {
          stop();
          return readStoredToken() ? keepVesselsOnDevice() : () => undefined;
        })
        .catch((error: unknown) => {
          console.warn('[wakeline] vessels not kept on the device', error);
          return () => undefined;
        });
    };
    const syncToken = () => {
      const token = readStoredToken()?.token ?? null;
      if (token === lastToken) return;
      lastToken = token;
      void startSync(token);
      refreshReferenceLists();
      watchVessels();
    };
    syncToken();
    installOfflineProbe();
    void requestPersistentStorage();
    const onOnline = () => {
      void announceOnline();
      refreshReferenceLists();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('storage', syncToken);
    window.addEventListener('focus', syncToken);
    const timer = window.setInterval(syncToken, tokenCheckMs);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('storage', syncToken);
      window.removeEventListener('focus', syncToken);
      window.clearInterval(timer);
      void stopWatching?.then((stop) => stop());
    };
  }, []);
}
