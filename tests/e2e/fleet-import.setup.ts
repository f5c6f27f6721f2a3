// Before the first journey: the fleet group's journey server has taken in the demo fleet (both
// import queues empty, nothing running, at least one successful import). The journeys would
// otherwise share the cores with the fleet's import and trend calculation for their first minutes,
// where they meet their time limits (ADR 0095). A setup project of the Playwright configuration,
// which both groups depend on, so that they run side by side after it (`npm test` starts the
// servers early, so the fleet is in by then).
import { test as setup } from '@playwright/test';
import { demoAccounts, demoPassword } from './support/demo.ts';

const limitMs = 10 * 60_000;

async function importsSettled(origin: string, token: string): Promise<boolean> {
  const headers = { Authorization: `Bearer ${token}` };
  const json = async (path: string): Promise<unknown> => {
    const response = await fetch(origin + path, { headers });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  };
  const queues = await Promise.all(
    ['receiveddata', 'pendingimports'].map(
      (queue) =>
        json(`/api/v1/QueueAttributes/${queue}`) as Promise<{
          approximateNumberOfMessages: number;
          approximateNumberOfMessagesNotVisible: number;
        }>,
    ),
  );
  const running = (await json('/api/v1/RunningImports')) as unknown[];
  const imported = (await json('/api/v1/SuccessfulImports/GetAll/31')) as unknown[];
  return (
    imported.length > 0 &&
    running.length === 0 &&
    queues.every((q) => q.approximateNumberOfMessages + q.approximateNumberOfMessagesNotVisible === 0)
  );
}

async function waitForDemoFleet(origin: string): Promise<void> {
  const signIn = await fetch(`${origin}/api/v1/Authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: demoAccounts.admin, password: demoPassword }),
  });
  if (!signIn.ok) throw new Error(`${origin}: the demo Administrator could not sign in (${signIn.status})`);
  const { token } = (await signIn.json()) as { token: string };
  const deadline = Date.now() + limitMs;
  while (!(await importsSettled(origin, token).catch(() => false))) {
    if (Date.now() > deadline)
      throw new Error(`${origin}: the demo fleet was not imported within 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

setup('the demo fleet is imported before the fleet journeys start', async ({ baseURL }) => {
  setup.setTimeout(limitMs + 60_000);
  const started = Date.now();
  await waitForDemoFleet(baseURL!);
  console.log(`[journeys] demo fleet imported after ${((Date.now() - started) / 1000).toFixed(0)} s`);
});
