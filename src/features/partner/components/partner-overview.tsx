// The partner page's content (000 §1, 001 §6, 003 §6/§8): the partner's vessels with their latest
// values and the log-data graph; the expired-key warning instead when the vessel list answers 503.
import { Alert, Stack, Title } from '@mantine/core';
import { messages } from '../../../../domain/messages.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { usePartnerLogVariables } from '../api/get-partner-log-variables.ts';
import { isPartnerKeysExpired, usePartnerVessels } from '../api/get-partner-vessels.ts';
import { PartnerGraph } from './partner-graph.tsx';
import { PartnerVesselList } from './partner-vessel-list.tsx';

export const partnerKeysExpiredTitle = 'API keys expired';

export function PartnerOverview({ now }: { now?: () => number }) {
  const vessels = usePartnerVessels();
  const variables = usePartnerLogVariables();

  if (vessels.isPending) return <LoadingState label={messages.loadingAllVessels} />;
  if (vessels.isError) {
    if (isPartnerKeysExpired(vessels.error)) {
      return (
        // Mantine's yellow title is below 4.5:1 on the light yellow: the title keeps the text's colour.
        <Alert
          color="yellow"
          role="alert"
          title={partnerKeysExpiredTitle}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {messages.partnerKeysExpired}
        </Alert>
      );
    }
    return <ErrorState error={vessels.error} onRetry={() => void vessels.refetch()} />;
  }
  if (vessels.data.length === 0) return <EmptyMessage>{messages.noActiveVessels}</EmptyMessage>;

  return (
    <Stack gap="xl">
      <section aria-labelledby="partner-latest-heading">
        <Title order={2} size="h4" mb="sm" id="partner-latest-heading">
          Latest values
        </Title>
        <PartnerVesselList vessels={vessels.data} variables={variables} />
      </section>
      <section aria-labelledby="partner-graph-heading">
        <Title order={2} size="h4" mb="sm" id="partner-graph-heading">
          Log data graph
        </Title>
        {variables.isPending ? <LoadingState label="Loading the log variables…" /> : null}
        {variables.isError ? (
          <ErrorState error={variables.error} onRetry={() => void variables.refetch()} />
        ) : null}
        {variables.isSuccess ? (
          <PartnerGraph vessels={vessels.data} variables={variables.data} now={now} />
        ) : null}
      </section>
    </Stack>
  );
}
