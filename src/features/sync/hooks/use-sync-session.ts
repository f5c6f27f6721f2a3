// Runs the sync engine for the signed-in session: starts the worker with the stored token, hands
// it a new token after a new sign-in (which resumes changes that met a 401), retries at once when
// the network returns, keeps the reference lists on the device fresh, and asks the browser to
// keep this origin's storage (b.14).
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { getOfflineDb } from '../../../offline/db.ts';
import { installOfflineProbe } from '../../../offline/probe.ts';
import { refreshReferenceData } from '../../../offline/reference-data.ts';
import { requestPersistentStorage } from '../../../offline/storage.ts';
import { announceOnline, startSync } from '../../../offline/sync-client.ts';
import { readStoredToken } from '../../../lib/token-store.ts';

const tokenCheckMs = 5_000;

/** Fuel types, cargo units and ports for use offline; a failure keeps the copy the device has. */
function refreshReferenceLists(): void {
  if (!readStoredToken()) return;
  refreshReferenceData(getOfflineDb(), (path) => api.get(path)).catch((error: unknown) => {
    console.warn('[wakeline] reference lists not refreshed', error);
  });
}

export function useSyncSession(): void {
  useEffect(() => {
    let lastToken: string | null | undefined;
    const syncToken = () => {
      const token = readStoredToken()?.token ?? null;
      if (token === lastToken) return;
      lastToken = token;
      void startSync(token);
      refreshReferenceLists();
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
    };
  }, []);
}
