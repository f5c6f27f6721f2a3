// Registers the service worker with workbox-window. A new version waits until the user chooses to
// reload (update on prompt): the page never reloads by itself. When another tab lets a new
// version take over, this tab is told so and offered a reload too.
import { Workbox } from 'workbox-window';

export type UpdateReady = { activate: () => void };

/** The part of workbox-window's Workbox used here. */
export type UpdateSource = {
  addEventListener(type: 'waiting' | 'controlling', listener: (event: { isUpdate?: boolean }) => void): void;
  messageSkipWaiting(): void;
};

export type UpdateHandlers = {
  /** A new version waits; `activate()` (the user's Reload) lets it take over. */
  onUpdateReady: (update: UpdateReady) => void;
  /** Another tab let a new version take over: this page runs the old code. */
  onOtherTabUpdated?: () => void;
};

/**
 * Offers each waiting version to `onUpdateReady`. Only `activate()` asks the new worker to take
 * over, and this page reloads once it controls it.
 */
export function offerUpdates(
  source: UpdateSource,
  handlers: UpdateHandlers,
  reload: () => void = () => window.location.reload(),
): void {
  let activating = false;
  source.addEventListener('waiting', () => {
    handlers.onUpdateReady({
      activate: () => {
        activating = true;
        source.messageSkipWaiting();
      },
    });
  });
  source.addEventListener('controlling', (event) => {
    if (activating) reload();
    // An update (not the first install) that this tab did not ask for: another tab activated it.
    else if (event.isUpdate) handlers.onOtherTabUpdated?.();
  });
}

export function registerServiceWorker(handlers: UpdateHandlers): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  offerUpdates(workbox, handlers);
  workbox.register().catch((error: unknown) => {
    console.warn('[wakeline] service worker registration failed', error);
  });
}
