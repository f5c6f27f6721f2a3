// EMIS-033, PERF-115: the notice of a module that is not switched on for the vessel, with the vessel name and
// the readable feature name (CharterParty reads Charter party, EmissionReport reads Emission report).
import { Alert, Text } from '@mantine/core';
import { messages } from '../../domain/messages.ts';

const readableFeatureNames: Record<string, string> = {
  CharterParty: messages.charterParty,
  EmissionReport: messages.emissionReport,
};

/** The readable name of a feature: the spec's where it gives one, else the name itself. */
export function readableFeatureName(featureName: string): string {
  return readableFeatureNames[featureName] ?? featureName;
}

export function FeatureNotAvailable({
  featureName,
  vesselName,
}: {
  featureName: string;
  vesselName: string;
}) {
  const readable = readableFeatureName(featureName);
  return (
    <Alert
      color="gray"
      title={`${readable}: ${messages.featureNotAvailable}`}
      data-testid="feature-not-available"
    >
      <Text size="sm">
        {readable} {messages.featureNotAvailable} for {vesselName}.
      </Text>
    </Alert>
  );
}
