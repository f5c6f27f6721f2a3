/// <reference lib="webworker" />
// The service worker (ARCHITECTURE §4): precaches the built shell (injectManifest), answers
// navigations with index.html so the app starts offline, never touches /api/ (no API response is
// ever cached here, and writes are never queued), and activates a new version only when the page
// asks (update on prompt).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes control of open pages at once, so the very first visit already works
// offline on reload (stack-check P5). Updates still wait for SKIP_WAITING from the prompt.
clientsClaim();
