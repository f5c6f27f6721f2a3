// Features (003 §2 'Feature switches', ADMIN-058/059/061): one switch per feature of the catalogue;
// turning it on activates the feature for the vessel, off deactivates it. While its call runs the
// row shows a tooltip with a loader. An archived vessel's switches, and a vessel not yet created,
// cannot be switched.
import { Card, Group, Loader, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import { useState } from 'react';
import type { Feature } from '../../../../domain/contracts/features.ts';
import type { VesselAdministration } from '../../../../domain/contracts/vessel-administration.ts';
import { messages } from '../../../../domain/messages.ts';
import { isActionAllowed } from '../../../../domain/vessel-lifecycle.ts';
import { showError } from '../../../components/snackbar.ts';
import { useFeatureCatalogue } from '../api/get-features.ts';
import { useSwitchFeature } from '../api/switch-feature.ts';

type FeatureSwitchesProps = { vessel: VesselAdministration | null; readOnly: boolean };

export function FeatureSwitches({ vessel, readOnly }: FeatureSwitchesProps) {
  const catalogue = useFeatureCatalogue();
  const switchable = vessel !== null && !readOnly && isActionAllowed('SwitchFeature', vessel.activeStatus);

  let body;
  if (catalogue.isPending) body = <Loader size="xs" aria-label="Loading the features" />;
  else if (catalogue.isError) body = <Text size="sm">{messages.anErrorOccurred}</Text>;
  else
    body = catalogue.data.map((feature) => (
      <FeatureSwitchRow
        key={feature.id}
        feature={feature}
        vessel={vessel}
        isOn={vessel?.features.some((enabled) => enabled.id === feature.id) ?? false}
        switchable={switchable}
      />
    ));

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="features-heading">
      <Stack gap="sm">
        <Title order={2} size="h5" id="features-heading">
          Features
        </Title>
        {vessel === null ? (
          <Text size="sm" c="dimmed">
            The features can be switched once the vessel is created.
          </Text>
        ) : null}
        {body}
      </Stack>
    </Card>
  );
}

type FeatureSwitchRowProps = {
  feature: Feature;
  vessel: VesselAdministration | null;
  isOn: boolean;
  switchable: boolean;
};

function FeatureSwitchRow({ feature, vessel, isOn, switchable }: FeatureSwitchRowProps) {
  const switchFeature = useSwitchFeature();
  // The position asked for, shown until the vessel read afterwards agrees or the call fails.
  const [asked, setAsked] = useState<boolean | null>(null);
  const checked = switchFeature.isPending && asked !== null ? asked : isOn;

  function change(on: boolean) {
    if (!vessel) return;
    setAsked(on);
    switchFeature.mutate(
      { vesselId: vessel.id, featureId: feature.id, on },
      { onError: showError, onSettled: () => setAsked(null) },
    );
  }

  return (
    <Tooltip
      opened={switchFeature.isPending}
      position="left"
      withArrow
      label={
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" color="white" aria-hidden />
          <span>{asked ? `Activating ${feature.displayName}…` : `Deactivating ${feature.displayName}…`}</span>
        </Group>
      }
    >
      <div>
        <Switch
          label={feature.displayName}
          checked={checked}
          disabled={!switchable || switchFeature.isPending}
          onChange={(event) => change(event.currentTarget.checked)}
        />
      </div>
    </Tooltip>
  );
}
