import 'fake-indexeddb/auto';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markDirty } from '../../../lib/dirty-forms.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { DeviceStoreProvider, deviceStore } from '../../../offline/device-store.tsx';
import type { UpdateHandlers } from '../register-service-worker.ts';
import { updateTexts } from '../update-gate.ts';
import { UpdatePrompt } from './update-prompt.tsx';

let handlers: UpdateHandlers | null = null;
vi.mock('../register-service-worker.ts', () => ({
  registerServiceWorker: (given: UpdateHandlers) => {
    handlers = given;
  },
}));

const slow = { timeout: 10_000 };

/** The prompt over the device's own store (its outbox, here in fake-indexeddb), as the app root gives it. */
function renderPrompt() {
  return renderWithProviders(
    <DeviceStoreProvider store={deviceStore()}>
      <UpdatePrompt />
    </DeviceStoreProvider>,
  );
}

describe('UpdatePrompt (issue 5 §1: updates only when nothing is edited or being sent)', () => {
  beforeEach(() => {
    handlers = null;
  });

  it('offers a waiting version, and the Reload waits while a form holds unsaved input', async () => {
    renderPrompt();
    const activate = vi.fn();
    const form = Symbol('form');
    act(() => {
      markDirty(form, true);
      handlers!.onUpdateReady({ activate });
    });
    expect(await screen.findByText(updateTexts.available, {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(updateTexts.waitingForForms, {}, slow)).toBeTruthy();
    expect(activate).not.toHaveBeenCalled();

    act(() => markDirty(form, false));
    await vi.waitFor(() => expect(activate).toHaveBeenCalledTimes(1), slow);
    // Until the new version takes over (a reload), the Reload stays busy: the swap can take a while.
    expect(screen.getByRole('button', { name: 'Reload' }).hasAttribute('data-loading')).toBe(true);
  });

  it('tells this tab when another tab moved to a new version', async () => {
    renderPrompt();
    act(() => handlers!.onOtherTabUpdated!());
    expect(await screen.findByText(updateTexts.otherTab, {}, slow)).toBeTruthy();
  });
});
