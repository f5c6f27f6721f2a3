// offline-sync.md c.2 scenario 6 in Chromium: the server process is killed (SIGKILL) in the middle
// of a batch of 20 queued departures, right after committing the 7th and before any answer
// leaves, then restarted on the same database. The shared journey server cannot be killed (Playwright
// owns it), so this file starts a server process of its own (support/own-server.ts), and the page
// runs on it.
// Oracle: all 20 exactly once, in outbox order; the 7 committed answered from their stored results.
import { expect, test, type APIResponse, type Route } from '@playwright/test';
import { demoAccounts, visibleVessels } from './support/demo.ts';
import {
  departureTimes,
  expectDeliveredOnce,
  feedOrder,
  openOutbox,
  saveDepartures,
  serverEventIds,
  batchAnswers,
  type WriteAnswer,
} from './support/offline.ts';
import { journeysOnOwnServer } from './support/own-server.ts';

// This journey needs the service worker (offline or the installed app); the others run without it.
test.use({ serviceWorkers: 'allow' });

const server = journeysOnOwnServer(11, 'kill');

/**
 * `route.fetch`, once more when the keep-alive connection it reused was being closed by the server
 * just then (ECONNRESET, seen under load). Each op carries its Idempotency-Key, so a delivery that
 * did arrive is answered again from its stored result and applied once.
 */
async function fetchThrough(route: Route, postData?: string): Promise<APIResponse> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await route.fetch(postData === undefined ? {} : { postData });
    } catch (error) {
      if (attempt === 3 || !String(error).includes('ECONNRESET')) throw error;
    }
  }
}
test.describe.configure({ timeout: 720_000 });

test('scenario 6: the server killed after committing 7 of a batch of 20 queued departures and restarted; all 20 arrive once, in order, the 7 committed answered from their stored results', async ({
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

  // The engine sends the 20 in one POST /Sync/Ops. The server gets the first 7 of them, commits
  // them, and dies before it answers; the device hears only the connection drop.
  const answers: WriteAnswer[] = [];
  let down = false;
  let killed = false;
  await context.route('**/api/v1/Sync/Ops', async (route) => {
    if (down) return route.abort('connectionrefused');
    if (!killed) {
      killed = true;
      down = true;
      const ops = (route.request().postDataJSON() as { ops: { opId: string }[] }).ops;
      expect(ops.map((op) => op.opId)).toHaveLength(20);
      const committed = await fetchThrough(route, JSON.stringify({ ops: ops.slice(0, 7) }));
      expect((await batchAnswers(committed)).map((answer) => answer.status)).toEqual(Array(7).fill(201));
      await server.kill();
      return route.abort('connectionreset');
    }
    const response = await fetchThrough(route);
    answers.push(...(await batchAnswers(response)));
    return route.fulfill({ response });
  });

  await context.setOffline(false);
  await expect.poll(() => killed, { timeout: 120_000 }).toBe(true);
  // Nothing was acknowledged: all 20 are still on the device.
  await expect(badge).toHaveText('Offline · 20 saved on this device', { timeout: 120_000 });

  await server.start();
  // What the restarted server holds: exactly the first 7 (their commits survived the kill).
  const afterRestart = await serverEventIds(page.request, vesselId);
  expect(ids.filter((id) => afterRestart.includes(id))).toEqual(ids.slice(0, 7));

  down = false;
  // The link comes back (the browser's online event), and the engine retries at once.
  await context.setOffline(true);
  await context.setOffline(false);
  await expectDeliveredOnce(page, vesselId, ids);
  expect((await feedOrder(page.request, vesselId)).filter((id) => ids.includes(id))).toEqual(ids);

  // Sent again with the same keys: the 7 committed ones answered from their stored results, the
  // other 13 applied once.
  expect(answers).toHaveLength(20);
  expect(answers.slice(0, 7).map((answer) => [answer.status, answer.replayed])).toEqual(
    Array(7).fill([201, true]),
  );
  expect(answers.slice(7).map((answer) => [answer.status, answer.replayed])).toEqual(
    Array(13).fill([201, false]),
  );
  expect(new Set(answers.map((answer) => answer.key)).size).toBe(20);
});
