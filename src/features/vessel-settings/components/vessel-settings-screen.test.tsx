import 'fake-indexeddb/auto';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../../tests/support/fake-api.ts';
import type { SettingsTab } from '../settings-form.ts';
import { renderSettings, settingsServer, settingsVesselId } from '../test-support.tsx';
import { VesselSettingsScreen } from './vessel-settings-screen.tsx';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Screen({ initial, onTab }: { initial: SettingsTab; onTab: (tab: SettingsTab) => void }) {
  const [tab, setTab] = useState(initial);
  return (
    <VesselSettingsScreen
      vesselId={settingsVesselId}
      tab={tab}
      onTabChange={(next) => {
        onTab(next);
        setTab(next);
      }}
      canManageFuelTypes
    />
  );
}

describe('VesselSettingsScreen', () => {
  it('EMIS-073 EMIS-152 has the five tabs and opens the one of the URL', async () => {
    installFakeApi(settingsServer());
    renderSettings(<Screen initial="FuelTanks" onTab={() => {}} />);
    const tabs = screen.getByRole('tablist', { name: 'Vessel settings' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['General', 'Flow meters', 'Fuel tanks', 'Fuel types', 'Veracity key']);
    expect(screen.getByRole('tab', { name: 'Fuel tanks' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('table', { name: 'Fuel tanks' })).toBeDefined();
  });

  it('EMIS-152 moves between tabs with the arrow keys and reports the chosen tab for the URL', async () => {
    installFakeApi(settingsServer());
    const onTab = vi.fn();
    renderSettings(<Screen initial="General" onTab={onTab} />);
    const general = screen.getByRole('tab', { name: 'General' });
    general.focus();
    fireEvent.keyDown(general, { key: 'ArrowRight' });
    const flowMeters = screen.getByRole('tab', { name: 'Flow meters' });
    expect(document.activeElement).toBe(flowMeters);
    fireEvent.click(flowMeters);
    expect(onTab).toHaveBeenLastCalledWith('FlowMeters');
    expect(await screen.findByText('No flow meters added yet.')).toBeDefined();
  });

  it('EMIS-083 the Veracity key tab opens the key dialog', async () => {
    installFakeApi({
      ...settingsServer(),
      'GET /Users/IsSuperUser': () => ({ body: { isSuperUser: false } }),
    });
    renderSettings(<Screen initial="VeracityKey" onTab={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open Veracity key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Veracity key' });
    expect(await within(dialog).findByText('You do not have permission to view this key.')).toBeDefined();
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    fireEvent.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Veracity key' })).toBeNull());
  });
});
