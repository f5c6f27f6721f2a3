// Registers the service worker with workbox-window. A new version waits until the user chooses to
// reload (update on prompt): the page never reloads by itself.
import { Workbox } from 'workbox-window';

export type UpdateReady = { activate: () => void };

export function registerServiceWorker(onUpdateReady: (update: UpdateReady) => void): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    onUpdateReady({
      activate: () => {
        // Reload once the new worker controls the page, which happens only after this click.
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  });
  workbox.register().catch((error: unknown) => {
    console.warn('[wakeline] service worker registration failed', error);
  });
}
