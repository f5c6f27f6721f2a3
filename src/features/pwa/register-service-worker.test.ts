import { describe, expect, it, vi } from 'vitest';
import { offerUpdates, type UpdateReady, type UpdateSource } from './register-service-worker.ts';

function fakeWorkbox() {
  const listeners = new Map<string, (() => void)[]>();
  const source: UpdateSource & { emit(type: string): void } = {
    addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    messageSkipWaiting: vi.fn(),
    emit: (type) => listeners.get(type)?.forEach((listener) => listener()),
  };
  return source;
}

describe('service worker updates (update on prompt)', () => {
  it('offers a waiting version and neither activates it nor reloads by itself', () => {
    const workbox = fakeWorkbox();
    const reload = vi.fn();
    const offers: UpdateReady[] = [];
    offerUpdates(workbox, (update) => offers.push(update), reload);

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
    offerUpdates(workbox, (update) => (offer = update), reload);

    workbox.emit('waiting');
    offer?.activate();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
