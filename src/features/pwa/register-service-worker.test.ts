import { describe, expect, it, vi } from 'vitest';
import { offerUpdates, type UpdateReady, type UpdateSource } from './register-service-worker.ts';

function fakeWorkbox() {
  const listeners = new Map<string, ((event: { isUpdate?: boolean }) => void)[]>();
  const source: UpdateSource & { emit(type: string, event?: { isUpdate?: boolean }): void } = {
    addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    messageSkipWaiting: vi.fn(),
    emit: (type, event = {}) => listeners.get(type)?.forEach((listener) => listener(event)),
  };
  return source;
}

describe('service worker updates (update on prompt)', () => {
  it('offers a waiting version and neither activates it nor reloads by itself', () => {
    const workbox = fakeWorkbox();
    const reload = vi.fn();
    const offers: UpdateReady[] = [];
    offerUpdates(workbox, { onUpdateReady: (update) => offers.push(update) }, reload);

    workbox.emit('waiting');
    workbox.emit('controlling');
    expect(offers).toHaveLength(1);
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('activates the new version on Reload and reloads once it controls the page', () => {
    const workbox = fakeWorkbox();
    const reload = vi.fn();
    let offer: UpdateReady | undefined;
    offerUpdates(workbox, { onUpdateReady: (update) => (offer = update) }, reload);

    workbox.emit('waiting');
    offer?.activate();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tells this tab when another tab let a new version take over (not at the first install), without reloading it', () => {
    const workbox = fakeWorkbox();
    const reload = vi.fn();
    const onOtherTabUpdated = vi.fn();
    offerUpdates(workbox, { onUpdateReady: () => undefined, onOtherTabUpdated }, reload);

    workbox.emit('controlling', { isUpdate: false });
    expect(onOtherTabUpdated).not.toHaveBeenCalled();
    workbox.emit('controlling', { isUpdate: true });
    expect(onOtherTabUpdated).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });
});
