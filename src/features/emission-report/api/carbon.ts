// The carbon price of a voyage and of a year, and the company's carbon prices (issue 12 §4;
// ADR 0078): GET /EmissionReport/EtsVoyage/{id}, GET /EmissionReport/EtsYearly/{vesselId}/{year},
// GET and PUT /Companies/{companyId}/CarbonPrice.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CarbonPriceSchema,
  carbonPricingEndpoints as endpoints,
  type CarbonPriceRequest,
} from '../../../../domain/contracts/carbon-pricing.ts';
import { callApi } from '../../../lib/api-client.ts';
import { basedOnHeaders, staleRecord } from '../../../lib/stale-save.ts';

export const carbonKeys = {
  all: ['carbon'] as const,
  voyage: (departureId: string) => ['carbon', 'voyage', departureId] as const,
  year: (vesselId: string, year: number) => ['carbon', 'year', vesselId, year] as const,
  price: (companyId: string) => ['carbon', 'price', companyId] as const,
};

export function useVoyageCarbon(departureId: string, enabled: boolean) {
  return useQuery({
    queryKey: carbonKeys.voyage(departureId),
    queryFn: ({ signal }) =>
      callApi(endpoints.voyage, { params: { id: departureId }, query: { departureId }, signal }),
    enabled,
  });
}

export function useYearCarbon(vesselId: string, year: number) {
  return useQuery({
    queryKey: carbonKeys.year(vesselId, year),
    queryFn: ({ signal }) => callApi(endpoints.year, { params: { vesselId, year: String(year) }, signal }),
  });
}

export function useCarbonPrice(companyId: string | null) {
  return useQuery({
    queryKey: carbonKeys.price(companyId ?? ''),
    queryFn: ({ signal }) => callApi(endpoints.price, { params: { companyId: companyId! }, signal }),
    enabled: companyId !== null,
  });
}

/**
 * Based on the version the form was filled from (If-Match, ADR 0092; 0 while none is saved yet).
 * On 412 the prices as saved now replace the cached ones, so the form shows them.
 */
export function useSaveCarbonPrice(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ price, basedOn }: { price: CarbonPriceRequest; basedOn: number }) =>
      callApi(endpoints.setPrice, { params: { companyId }, body: price, ...basedOnHeaders(basedOn) }),
    // Every voyage and year figure priced with it is stale.
    onSuccess: () => client.invalidateQueries({ queryKey: carbonKeys.all }),
    onError: (error) => {
      const current = staleRecord(error, CarbonPriceSchema);
      if (current) client.setQueryData(carbonKeys.price(companyId), current);
    },
  });
}
