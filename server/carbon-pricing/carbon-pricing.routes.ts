// The carbon price of each voyage and the company's carbon prices (issue 12 §4 beyond the spec;
// ADR 0078). Our own endpoints, named like the emission report calls beside them.
import { carbonPricingEndpoints as endpoints } from '../../domain/contracts/carbon-pricing.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ifMatchOf, withVersion } from '../http/sync-http.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import { emissionReportReadAccess } from '../voyages/public.ts';
import type { createCarbonPricingService } from './carbon-pricing.service.ts';

const tag = 'Carbon price';
const explained = 'each figure with its inputs, formula and source';

export function registerCarbonPricingRoutes(
  router: ApiRouter,
  services: { carbonPricing: ReturnType<typeof createCarbonPricingService> },
): void {
  const { carbonPricing: carbon } = services;

  router.authenticated(
    {
      ...endpoints.voyage,
      tag,
      summary: `The carbon price of a voyage: EU ETS allowances and cost, FuelEU Maritime GHG intensity, limit, balance and penalty, UK ETS allowances and cost, ${explained}; id = an event of the voyage, departureId = its departure; only once the voyage data is confirmed (409 otherwise)`,
      access: emissionReportReadAccess,
    },
    ({ actor, params, query }) => carbon.voyage(actor, params.id, query.departureId),
  );

  router.authenticated(
    {
      ...endpoints.year,
      tag,
      summary: `The carbon price of a vessel's year over the voyages departed in it whose data is confirmed, with each voyage's headline figures, ${explained}`,
      access: emissionReportReadAccess,
    },
    ({ actor, params }) => carbon.year(actor, params.vesselId, params.year),
  );

  router.authenticated(
    {
      ...endpoints.price,
      tag,
      summary:
        "The company's carbon prices (EUR per EUA, GBP per UKA; null when not set) and their version, also as ETag (0: none saved yet)",
      access: "The company's users but the partner type; an Administrator for any company",
    },
    ({ actor, params, c }) => withVersion(c, () => carbon.price(actor, params.companyId)),
  );

  router.authenticated(
    {
      ...endpoints.setPrice,
      tag,
      summary: `Sets the company's carbon prices (0 to 100,000 per tonne CO2e; null clears one); ${ifMatchHeader} carries the version it was based on, "0" for the first save (412 with the current prices when stale, 428 without it)`,
      access: "The company's SuperUser; an Administrator for any company",
    },
    ({ actor, params, body, c }) =>
      withVersion(c, () => carbon.setPrice(actor, params.companyId, body, ifMatchOf(c))),
  );
}
