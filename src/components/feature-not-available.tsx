// EMIS-033, PERF-115, ADMIN-060: the notice of a module that is not switched on for the vessel, with the
// vessel name and the readable feature name of domain/features.ts (CharterParty reads Charter party,
// EmissionReport reads Emission report).
import { Alert, Text } from '@mantine/core';
import { featureNotAvailableFor, featureNotAvailableTitle } from '../../domain/features.ts';

export function FeatureNotAvailable({
  featureName,
  vesselName,
}: {
  featureName: string;
  vesselName: string;
}) {
  return (
    <Alert color="gray" title={featureNotAvailableTitle(featureName)} data-testid="feature-not-available">
      <Text size="sm">{featureNotAvailableFor(featureName, vesselName)}</Text>
    </Alert>
  );
}
