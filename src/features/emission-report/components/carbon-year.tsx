// The carbon price of a vessel's year on the emission report screen (issue 12 §4; ADR 0078): the
// year's headline figures, each confirmed voyage's, every figure explained; and the company's
// carbon prices, which its SuperUser or an Administrator sets here.
import { Button, Group, NativeSelect, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CarbonPriceSchema, type CarbonPrice } from '../../../../domain/contracts/carbon-pricing.ts';
import { carbonPriceMax } from '../../../../domain/contracts/carbon-pricing.ts';
import { isSuperOrAdmin, type Role } from '../../../../domain/auth/roles.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { errorText } from '../../../components/snackbar.ts';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { SectionPanel } from '../../../components/section-panel.tsx';
import { StackedCards } from '../../../components/stacked-cards.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useNarrowScreen } from '../../../lib/narrow-screen.ts';
import { staleRecord, staleText } from '../../../lib/stale-save.ts';
import { useCarbonPrice, useSaveCarbonPrice, useYearCarbon } from '../api/carbon.ts';
import { CarbonHeadline, CarbonSections, PricesNote, carbonValue } from './carbon-figures.tsx';

function PriceForm({ companyId, price }: { companyId: string; price: CarbonPrice }) {
  const save = useSaveCarbonPrice(companyId);
  const [eua, setEua] = useState<number | string>(price.euaPriceEurPerTonne ?? '');
  const [uka, setUka] = useState<number | string>(price.ukaPriceGbpPerTonne ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    setEua(price.euaPriceEurPerTonne ?? '');
    setUka(price.ukaPriceGbpPerTonne ?? '');
  }, [price.euaPriceEurPerTonne, price.ukaPriceGbpPerTonne]);
  const asPrice = (value: number | string) => (value === '' ? null : Number(value));
  return (
    <form
      aria-label={messages.carbonPriceForm}
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        save.mutate(
          {
            price: { euaPriceEurPerTonne: asPrice(eua), ukaPriceGbpPerTonne: asPrice(uka) },
            basedOn: price.version,
          },
          // A 412 (ADR 0092): the form now shows the prices as saved, and says so.
          {
            onError: (error) =>
              setFailure(
                staleRecord(error, CarbonPriceSchema) ? staleText('carbon price') : errorText(error),
              ),
          },
        );
      }}
    >
      <Group align="flex-end" gap="xs">
        <NumberInput
          size="xs"
          label={messages.carbonEuaPrice}
          min={0}
          max={carbonPriceMax}
          decimalScale={2}
          value={eua}
          onChange={setEua}
          w={200}
        />
        <NumberInput
          size="xs"
          label={messages.carbonUkaPrice}
          min={0}
          max={carbonPriceMax}
          decimalScale={2}
          value={uka}
          onChange={setUka}
          w={200}
        />
        <Button size="xs" type="submit" loading={save.isPending}>
          {messages.carbonSavePrice}
        </Button>
      </Group>
      {failure ? (
        <Text size="sm" c="red.8" role="alert">
          {failure}
        </Text>
      ) : null}
    </form>
  );
}

function PriceSetting({ companyId, role }: { companyId: string; role: string }) {
  const price = useCarbonPrice(companyId);
  if (!price.data) return null;
  const updated = price.data.updatedAt
    ? price.data.updatedByName
      ? fillMessage(messages.carbonPriceSetBy, {
          time: formatDateTime(price.data.updatedAt),
          name: price.data.updatedByName,
        })
      : fillMessage(messages.carbonPriceSet, { time: formatDateTime(price.data.updatedAt) })
    : messages.carbonPriceNotSet;
  return (
    <Stack gap={4}>
      {isSuperOrAdmin(role as Role) ? <PriceForm companyId={companyId} price={price.data} /> : null}
      <Text size="xs" c="dimmed">
        {updated}
      </Text>
    </Stack>
  );
}

export function CarbonYear({ vesselId, now, role }: { vesselId: string; now: Date; role: string }) {
  const thisYear = now.getUTCFullYear();
  const years = Array.from({ length: 6 }, (_, index) => thisYear - index);
  const [year, setYear] = useState(thisYear);
  const carbon = useYearCarbon(vesselId, year);
  const data = carbon.data;
  const narrow = useNarrowScreen();
  return (
    <div data-testid="carbon-year">
      <SectionPanel title={messages.carbonPricePerYear}>
        <Stack gap="sm">
          <NativeSelect
            size="xs"
            w={160}
            label={messages.carbonPriceYear}
            value={String(year)}
            data={years.map(String)}
            onChange={(event) => setYear(Number(event.currentTarget.value))}
          />
          {carbon.isPending ? <LoadingState label={messages.carbonPriceLoading} /> : null}
          {carbon.error ? (
            <ErrorState
              error={carbon.error}
              title={messages.carbonPriceLoadFailed}
              onRetry={() => void carbon.refetch()}
            />
          ) : null}
          {data ? (
            <>
              {data.companyId ? <PriceSetting companyId={data.companyId} role={role} /> : null}
              <PricesNote prices={data.prices} />
              <Text size="sm">
                {data.voyages.length === 1
                  ? fillMessage(messages.carbonConfirmedVoyage, { year: String(data.year) })
                  : fillMessage(messages.carbonConfirmedVoyages, {
                      count: String(data.voyages.length),
                      year: String(data.year),
                    })}
              </Text>
              <CarbonHeadline totals={data.totals} />
              {data.voyages.length > 0 && narrow ? (
                // Below 1024 px each voyage is a card (issue 26 §3): the seven columns need 800 px.
                <StackedCards
                  label={fillMessage(messages.carbonVoyagesOfYear, { year: String(data.year) })}
                  testId="carbon-year-voyages"
                  cards={data.voyages.map((voyage) => ({
                    key: voyage.departureId,
                    title: voyage.name ? `${voyage.name}: ${voyage.route}` : voyage.route,
                    fields: [
                      { label: messages.carbonDeparted, value: formatDate(voyage.departureAt) },
                      {
                        label: messages.carbonEuEtsToSurrender,
                        value: carbonValue(voyage.totals.euEtsSurrenderTonnesCo2e, 't CO2e'),
                      },
                      {
                        label: messages.carbonEuEtsCost,
                        value: carbonValue(voyage.totals.euEtsCostEur, 'EUR'),
                      },
                      {
                        label: messages.carbonFuelEuIntensity,
                        value: carbonValue(voyage.totals.fuelEuIntensityGCo2ePerMj, 'gCO2e/MJ'),
                      },
                      {
                        label: messages.carbonFuelEuBalance,
                        value: carbonValue(voyage.totals.fuelEuBalanceTonnesCo2e, 't CO2e'),
                      },
                      {
                        label: messages.carbonUkEtsToSurrender,
                        value: carbonValue(voyage.totals.ukEtsSurrenderTonnesCo2e, 't CO2e'),
                      },
                    ],
                  }))}
                />
              ) : data.voyages.length > 0 ? (
                <Table.ScrollContainer minWidth={800}>
                  <Table fz="sm" striped data-testid="carbon-year-voyages">
                    <Table.Caption>
                      {fillMessage(messages.carbonVoyagesOfYear, { year: String(data.year) })}
                    </Table.Caption>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{messages.carbonVoyage}</Table.Th>
                        <Table.Th scope="col">{messages.carbonDeparted}</Table.Th>
                        <Table.Th scope="col">{messages.carbonEuEtsToSurrender}</Table.Th>
                        <Table.Th scope="col">{messages.carbonEuEtsCost}</Table.Th>
                        <Table.Th scope="col">{messages.carbonFuelEuIntensity}</Table.Th>
                        <Table.Th scope="col">{messages.carbonFuelEuBalance}</Table.Th>
                        <Table.Th scope="col">{messages.carbonUkEtsToSurrender}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.voyages.map((voyage) => (
                        <Table.Tr key={voyage.departureId}>
                          <Table.Th scope="row" fw={500}>
                            {voyage.name ? `${voyage.name}: ${voyage.route}` : voyage.route}
                          </Table.Th>
                          <Table.Td>{formatDate(voyage.departureAt)}</Table.Td>
                          <Table.Td>{carbonValue(voyage.totals.euEtsSurrenderTonnesCo2e, 't CO2e')}</Table.Td>
                          <Table.Td>{carbonValue(voyage.totals.euEtsCostEur, 'EUR')}</Table.Td>
                          <Table.Td>
                            {carbonValue(voyage.totals.fuelEuIntensityGCo2ePerMj, 'gCO2e/MJ')}
                          </Table.Td>
                          <Table.Td>{carbonValue(voyage.totals.fuelEuBalanceTonnesCo2e, 't CO2e')}</Table.Td>
                          <Table.Td>{carbonValue(voyage.totals.ukEtsSurrenderTonnesCo2e, 't CO2e')}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              ) : null}
              <Title order={3} size="h5">
                {messages.carbonHowTheYearIsComputed}
              </Title>
              <CarbonSections sections={data.sections} headingOrder={4} />
            </>
          ) : null}
        </Stack>
      </SectionPanel>
    </div>
  );
}
