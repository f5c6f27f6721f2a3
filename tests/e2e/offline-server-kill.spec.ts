// offline-sync.md c.2 scenario 6 in Chromium: the server process is killed (SIGKILL) in the middle
// of draining 20 queued departures, right after committing the 7th and before its answer leaves,
// then restarted on the same database. The shared journey server cannot be killed (Playwright
// owns it), so this file starts a server process of its own (support/own-server.ts), and the page
// runs on it.
// Oracle: all 20 exactly once, in outbox order; the 7th answered from the stored result.
import { expect, test } from '@playwright/test';
import { demoAccounts, visibleVessels } from './support/demo.ts';
import {
  departureTimes,
  expectDeliveredOnce,
  feedOrder,
  openOutbox,
  saveDepartures,
  serverEventIds,
} from './support/offline.ts';
import { ownServer } from './support/own-server.ts';

const server = ownServer(11, 'kill');

test.use({ baseURL: server.origin });
test.describe.configure({ timeout: 720_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
});

test('scenario 6: the server killed after committing 7 of 20 queued departures and restarted; all 20 arrive once, in order, the 7th answered from its stored result', async ({
  page,
  context,
}) => {
  const [vessel] = await visibleVessels(page.request, demoAccounts.user);
  const vesselId = vessel!.id;
  await openOutbox(page);

  await context.setOffline(true);
  const ids = await saveDepartures(page, vesselId, departureTimes(20, 1));
  const badge = page.getByTestId('sync-badge');
  await expect(badge).toHaveText('Offline · 20 saved on this device');

  const answers: { key: string; status: number; replayed: string | null }[] = [];
  let down = false;
  await context.route('**/api/v1/EmissionReportVesselEvents', async (route) => {
    if (route.request().method() !== 'POST' || down) return route.abort('connectionrefused');
    const response = await route.fetch();
    answers.push({
      key: route.request().headers()['idempotency-key'] ?? '',
      status: response.status(),
      replayed: response.headers()['idempotent-replayed'] ?? null,
    });
    if (answers.length !== 7) return route.fulfill({ response });
    // The 7th is committed; the process dies before its answer leaves.
    down = true;
    await server.kill();
    return route.abort('connectionreset');
  });

  await context.setOffline(false);
  await expect(badge).toHaveText('Offline · 14 saved on this device', { timeout: 120_000 });
  expect(answers).toHaveLength(7);

  await server.start();
  // What the restarted server holds: exactly the first 7 (the 7th's commit survived the kill).
  const afterRestart = await serverEventIds(page.request, vesselId);
  expect(ids.filter((id) => afterRestart.includes(id))).toEqual(ids.slice(0, 7));

  down = false;
  // The link comes back (the browser's online event), and the engine retries at once.
  await context.setOffline(true);
  await context.setOffline(false);
  await expectDeliveredOnce(page, vesselId, ids);
  expect((await feedOrder(page.request, vesselId)).filter((id) => ids.includes(id))).toEqual(ids);

  const seventh = answers[6]!.key;
  const again = answers.slice(7);
  expect(again.filter((answer) => answer.key === seventh)).toEqual([
    { key: seventh, status: 201, replayed: 'true' },
  ]);
  // Every other departure after the restart was applied once, not replayed.
  const others = again.filter((answer) => answer.key !== seventh);
  expect(others).toHaveLength(13);
  for (const answer of others) expect(answer).toMatchObject({ status: 201, replayed: null });
  expect(new Set(answers.map((answer) => answer.key)).size).toBe(20);
});
