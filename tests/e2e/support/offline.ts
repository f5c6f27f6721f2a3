// The offline journeys' tools: departures saved through the app's own write path (the probe
// `globalThis.wakelineOffline`, until the voyage screens exist), the server's view of them, and
// the oracle of offline-sync.md c.1: the server holds every entity exactly once and the badge
// says what the outbox holds (I3, I7).
import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { syncTexts } from '../../../src/features/sync/sync-texts.ts';
import { apiToken, demoAccounts, login } from './demo.ts';

export type OutboxSummary = {
  unsent: number;
  attention: number;
  inflight: number;
  engine: { phase: string };
};

type Probe = {
  recordChange: (change: unknown) => Promise<{ opId: string }>;
  summary: () => Promise<OutboxSummary>;
};

const apiRequests = '**/api/v1/**';

/**
 * Cuts the link for the pages AND their sync worker: the offline emulation can reach a dedicated
 * worker late, so its API requests are also refused at the context's network edge.
 */
export async function cutNetwork(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route(apiRequests, (route) => route.abort('internetdisconnected'));
  // Then until every page's dedicated worker (the sync worker) sees itself offline: a departure
  // saved before that once reached the server while the page was offline.
  for (const page of context.pages())
    for (const worker of page.workers())
      await expect
        .poll(() => worker.evaluate(() => navigator.onLine).catch(() => false), { timeout: 10_000 })
        .toBe(false);
}

export async function restoreNetwork(context: BrowserContext): Promise<void> {
  await context.unroute(apiRequests);
  await context.setOffline(false);
}

/** Saves departures through the app's own write path (row + outbox entry in one transaction). */
export async function saveDepartures(page: Page, vesselId: string, timestamps: string[]): Promise<string[]> {
  return page.evaluate(
    async ({ vesselId, timestamps }) => {
      const probe = (globalThis as unknown as { wakelineOffline: Probe }).wakelineOffline;
      const ids: string[] = [];
      for (const timestamp of timestamps) {
        const id = crypto.randomUUID();
        await probe.recordChange({
          entityType: 'vesselEvent',
          kind: 'create',
          data: { id, vesselId, timestamp, type: 'Departure' },
          groupKey: `vessel:${vesselId}`,
          userId: 'e2e',
        });
        ids.push(id);
      }
      return ids;
    },
    { vesselId, timestamps },
  );
}

/** Records an edit of a departure already on this device, through the same write path. */
export async function saveDepartureEdit(
  page: Page,
  data: Record<string, unknown> & { id: string; vesselId: string },
) {
  return page.evaluate(
    async (data) =>
      (globalThis as unknown as { wakelineOffline: Probe }).wakelineOffline.recordChange({
        entityType: 'vesselEvent',
        kind: 'update',
        data,
        groupKey: `vessel:${data.vesselId}`,
        userId: 'e2e',
      }),
    data,
  );
}

export async function outboxSummary(page: Page): Promise<OutboxSummary> {
  // The shell installs the probe when it mounts: right after a navigation it may not be there yet.
  await page.waitForFunction(() => 'wakelineOffline' in globalThis, undefined, { timeout: 60_000 });
  return page.evaluate(() => (globalThis as unknown as { wakelineOffline: Probe }).wakelineOffline.summary());
}

/**
 * Departure times far in the past, each earlier than the one before, so EMIS-154 never refuses
 * (no departure directly follows an unconfirmed one). A journey file keeps to its own vessel or
 * gives each journey an earlier `yearsBack` than the journeys before it.
 */
export function departureTimes(count: number, yearsBack: number): string[] {
  const base = Date.UTC(2020 - yearsBack, 0, 1, 8, 0);
  return Array.from({ length: count }, (_, index) => new Date(base - index * 86_400_000).toISOString());
}

export type OutboxRow = {
  seq: number;
  opId: string;
  entityId: string;
  createdAtDevice: string;
  status: string;
};

/** The outbox as stored in IndexedDB, read with the browser's own API (not through the app). */
export async function storedOutbox(page: Page): Promise<OutboxRow[]> {
  return page.evaluate(
    () =>
      new Promise<OutboxRow[]>((resolve, reject) => {
        const open = indexedDB.open('wakeline-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('outbox').objectStore('outbox').getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            resolve(read.result as OutboxRow[]);
            open.result.close();
          };
        };
      }),
  );
}

export type ServerEvent = { id: string; name: string | null; version: number };

export async function serverEvents(request: APIRequestContext, vesselId: string): Promise<ServerEvent[]> {
  const token = await apiToken(request, demoAccounts.user);
  const response = await request.get(`/api/v1/EmissionReportVesselEvents/Find?vesselId=${vesselId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as ServerEvent[];
}

export async function serverEventIds(request: APIRequestContext, vesselId: string): Promise<string[]> {
  return (await serverEvents(request, vesselId)).map((event) => event.id);
}

/** The ids of the vessel's synced entities in server commit order (the change feed's cursor order). */
export async function feedOrder(request: APIRequestContext, vesselId: string): Promise<string[]> {
  const token = await apiToken(request, demoAccounts.user);
  const ids: string[] = [];
  let cursor = '0';
  for (;;) {
    const response = await request.get(`/api/v1/Sync/Changes?vesselId=${vesselId}&cursor=${cursor}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    const page = (await response.json()) as {
      changes: { id: string }[];
      nextCursor: string;
      hasMore: boolean;
    };
    ids.push(...page.changes.map((change) => change.id));
    cursor = page.nextCursor;
    if (!page.hasMore) return ids;
  }
}

/** Signs in, opens the outbox page and waits until the service worker controls it (offline shell). */
export async function openOutbox(page: Page): Promise<void> {
  await login(page, demoAccounts.user, { path: '/Outbox' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 240_000,
  });
  await page.waitForFunction(() => 'wakelineOffline' in globalThis);
  await expect(page.getByTestId('sync-badge')).toHaveText('All changes synced');
}

/**
 * The oracle: each id is on the server exactly once, the outbox holds nothing unsent, and the
 * badge says so.
 */
/**
 * Everything saved on this device has reached the server. The outbox first: right after a save
 * the badge may still show the state from before it.
 */
export async function expectAllSent(page: Page): Promise<void> {
  await expect
    .poll(() => outboxSummary(page), { timeout: 120_000 })
    .toMatchObject({ unsent: 0, attention: 0, inflight: 0 });
  await expect(page.getByRole('banner').getByTestId('sync-badge')).toHaveText(syncTexts.synced, {
    timeout: 30_000,
  });
}

export async function expectDeliveredOnce(
  page: Page,
  vesselId: string,
  ids: readonly string[],
): Promise<void> {
  await expectAllSent(page);
  const onServer = await serverEventIds(page.request, vesselId);
  for (const id of ids)
    expect(
      onServer.filter((serverId) => serverId === id),
      id,
    ).toHaveLength(1);
}

/** What the device heard for one queued write: its key, status, and whether it was a replay. */
export type WriteAnswer = { key: string; status: number; replayed: boolean };

/** The per-op answers of a POST /Sync/Ops response (the engine sends queued writes in batches). */
export async function batchAnswers(response: APIResponse): Promise<WriteAnswer[]> {
  const body = (await response.json()) as { results: { opId: string; status: number; replayed: boolean }[] };
  return body.results.map((result) => ({
    key: result.opId,
    status: result.status,
    replayed: result.replayed,
  }));
}
