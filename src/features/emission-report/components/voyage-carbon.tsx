// The carbon price of a confirmed voyage on its emission report (issue 12 §4; ADR 0078): the EU ETS
// share and allowances with their cost, the FuelEU Maritime intensity against the year's limit with
// the balance and penalty, and the UK ETS where it applies; every figure explained.
import { Stack } from '@mantine/core';
import { messages } from '../../../../domain/messages.ts';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { SectionPanel } from '../../../components/section-panel.tsx';
import { useVoyageCarbon } from '../api/carbon.ts';
import { CarbonHeadline, CarbonSections, PricesNote } from './carbon-figures.tsx';

export function VoyageCarbon({
  departureId,
  isDataConfirmed,
}: {
  departureId: string;
  isDataConfirmed: boolean;
}) {
  const carbon = useVoyageCarbon(departureId, isDataConfirmed);
  if (!isDataConfirmed) return null;
  return (
    <div data-testid="voyage-carbon">
      <SectionPanel title={messages.carbonPriceOfVoyage}>
        {carbon.isPending ? <LoadingState label={messages.carbonPriceLoading} /> : null}
        {carbon.error ? (
          <ErrorState
            error={carbon.error}
            title={messages.carbonPriceLoadFailed}
            onRetry={() => void carbon.refetch()}
          />
        ) : null}
        {carbon.data ? (
          <Stack gap="sm">
            <CarbonHeadline totals={carbon.data.totals} />
            <PricesNote prices={carbon.data.prices} />
            <CarbonSections sections={carbon.data.sections} headingOrder={3} />
          </Stack>
        ) : null}
      </SectionPanel>
    </div>
  );
}
