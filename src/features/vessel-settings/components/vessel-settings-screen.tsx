// The Vessel settings page (002 §2; EMIS-073, EMIS-152): tabs General, Flow meters, Fuel tanks,
// Fuel types and Veracity key, the chosen tab kept in the URL by the route. Every tab reads the
// server, falls back to the query cache or the device's copy offline, and changes nothing offline.
import { Button, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { settingsTabLabels, settingsTabs, type SettingsTab } from '../settings-form.ts';
import { settingsTexts } from '../settings-texts.ts';
import { EquipmentTab } from './equipment-tab.tsx';
import { FuelTypesTab } from './fuel-types-tab.tsx';
import { GeneralTab } from './general-tab.tsx';
import { VeracityKeyDialog } from './veracity-key-dialog.tsx';

type VesselSettingsScreenProps = {
  vesselId: string;
  tab: SettingsTab;
  onTabChange: (tab: SettingsTab) => void;
  /** SuperUser and Administrator may add and delete their company's fuel types. */
  canManageFuelTypes: boolean;
};

export function VesselSettingsScreen({
  vesselId,
  tab,
  onTabChange,
  canManageFuelTypes,
}: VesselSettingsScreenProps) {
  const isOnline = useOnlineStatus();
  const [keyOpened, setKeyOpened] = useState(false);
  return (
    <Tabs
      value={tab}
      onChange={(value) => value && onTabChange(value as SettingsTab)}
      keepMounted={false}
      activateTabWithKeyboard={false}
    >
      <Tabs.List aria-label="Vessel settings" mb="md">
        {settingsTabs.map((name) => (
          <Tabs.Tab key={name} value={name}>
            {settingsTabLabels[name]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="General">
        <GeneralTab vesselId={vesselId} isOnline={isOnline} />
      </Tabs.Panel>
      <Tabs.Panel value="FlowMeters">
        <EquipmentTab kind="flowMeter" vesselId={vesselId} isOnline={isOnline} />
      </Tabs.Panel>
      <Tabs.Panel value="FuelTanks">
        <EquipmentTab kind="fuelTank" vesselId={vesselId} isOnline={isOnline} />
      </Tabs.Panel>
      <Tabs.Panel value="FuelTypes">
        <FuelTypesTab isOnline={isOnline} canManage={canManageFuelTypes} />
      </Tabs.Panel>
      <Tabs.Panel value="VeracityKey">
        <Stack gap="md" align="flex-start">
          <Text>{settingsTexts.keyIntro}</Text>
          <Button onClick={() => setKeyOpened(true)}>{settingsTexts.openKey}</Button>
        </Stack>
      </Tabs.Panel>
      <VeracityKeyDialog vesselId={vesselId} opened={keyOpened} onClose={() => setKeyOpened(false)} />
    </Tabs>
  );
}
