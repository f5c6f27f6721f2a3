// Registers the service worker with workbox-window. A new version waits until the user chooses to
// reload (update on prompt): the page never reloads by itself.
import { Workbox } from 'workbox-window';

export type UpdateReady = { activate: () => void };

/** The part of workbox-window's Workbox used here. */
export type UpdateSource = {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
};

/**
 * Offers each waiting version to `onUpdateReady`. Only `activate()` (the user's Reload) asks the
 * new worker to take over, and the page reloads once it controls the page.
 */
export function offerUpdates(
  source: UpdateSource,
  onUpdateReady: (update: UpdateReady) => void,
  reload: () => void = () => window.location.reload(),
): void {
  source.addEventListener('waiting', () => {
    onUpdateReady({
      activate: () => {
        source.addEventListener('controlling', reload);
        source.messageSkipWaiting();
      },
    });
  });
}

export function registerServiceWorker(onUpdateReady: (update: UpdateReady) => void): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  offerUpdates(workbox, onUpdateReady);
  workbox.register().catch((error: unknown) => {
    console.warn('[wakeline] service worker registration failed', error);
  });
}
