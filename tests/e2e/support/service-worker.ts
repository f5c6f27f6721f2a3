// What a browser without DevTools does to an outgoing service worker, for the update journeys.
//
// Playwright keeps DevTools attached to every service worker, and Chromium never stops an idle
// worker that has DevTools attached unless it is being swapped out right then. When the waiting
// version calls skipWaiting(), Chromium stops the old worker; if a request (a favicon, a sync
// pull) restarts it at that instant, the restarted worker is kept alive by DevTools and the new
// version waits for it up to five minutes (kMaxLameDuckTime). Without DevTools the restarted
// worker stops after its 30 s idle timeout and the new version takes over. Seen in the scenario 13
// journey in 11 of 18 runs on 23 Nov 2026.
//
// `stopOutgoingWorker` stands in for that idle stop: it stops the active version's worker while
// a newer version is waiting. It activates nothing by itself: a waiting version that was not told
// to skip waiting stays waiting, and the old worker simply starts again on the next request.
import type { Page } from '@playwright/test';

type VersionInfo = { versionId: string; registrationId: string; status: string; runningStatus: string };

export async function stopOutgoingWorker(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  try {
    const versions = new Map<string, VersionInfo>();
    session.on('ServiceWorker.workerVersionUpdated', (event: { versions: VersionInfo[] }) => {
      for (const version of event.versions) versions.set(version.versionId, version);
    });
    // Enabling reports every version at once; the reports arrive within a few milliseconds.
    await session.send('ServiceWorker.enable');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const all = [...versions.values()];
    for (const active of all.filter((version) => version.status === 'activated')) {
      const waiting = all.some(
        (version) => version.registrationId === active.registrationId && version.status === 'installed',
      );
      if (waiting && active.runningStatus === 'running') {
        await session.send('ServiceWorker.stopWorker', { versionId: active.versionId });
      }
    }
  } finally {
    await session.detach().catch(() => undefined);
  }
}
