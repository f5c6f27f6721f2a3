// The carbon price of each voyage (issue 12 §4 beyond the spec; ADR 0078): the EU ETS allowances,
// the FuelEU Maritime GHG intensity and balance, and the UK ETS allowances of a confirmed voyage and
// of a vessel's year, each figure with its inputs, formula and source; and the company's carbon
// prices. Our own endpoints (the spec has none), named like the emission report calls.
import * as v from 'valibot';
import { IdSchema } from './common.ts';
import { VoyageReportParamsSchema, YearlyReportParamsSchema } from './emission-reports.ts';
import { endpoint } from './endpoint.ts';

export const carbonPriceMax = 100_000;

const price = (name: string) =>
  v.nullable(
    v.pipe(
      v.number(`The ${name} must be a number.`),
      v.finite(`The ${name} must be a finite number.`),
      v.minValue(0, `The ${name} must be at least 0.`),
      v.maxValue(carbonPriceMax, `The ${name} must be at most ${carbonPriceMax.toLocaleString('en-US')}.`),
    ),
  );

/** PUT /Companies/{companyId}/CarbonPrice: null clears a price. */
export const CarbonPriceRequestSchema = v.object({
  /** EUR per EU allowance (1 t CO2e). */
  euaPriceEurPerTonne: price('EUA price'),
  /** GBP per UK allowance (1 t CO2e). */
  ukaPriceGbpPerTonne: price('UKA price'),
});
export type CarbonPriceRequest = v.InferOutput<typeof CarbonPriceRequestSchema>;

export const CarbonPriceSchema = v.object({
  companyId: IdSchema,
  euaPriceEurPerTonne: v.nullable(v.number()),
  ukaPriceGbpPerTonne: v.nullable(v.number()),
  updatedAt: v.nullable(v.string()),
  updatedByName: v.nullable(v.string()),
  /**
   * The row version; a save sends it back in If-Match (ADR 0092). 0 while none is saved yet: the
   * first save is based on 0.
   */
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type CarbonPrice = v.InferOutput<typeof CarbonPriceSchema>;

export const CompanyCarbonPriceParamsSchema = v.object({ companyId: IdSchema });

/** One figure with what it is made of: the inputs, the formula and the source. */
export const CarbonFigureSchema = v.object({
  key: v.string(),
  label: v.string(),
  /** null: cannot be given (the note says why). */
  value: v.nullable(v.number()),
  unit: v.string(),
  inputs: v.string(),
  formula: v.string(),
  source: v.string(),
});
export type CarbonFigure = v.InferOutput<typeof CarbonFigureSchema>;

export const carbonSchemes = ['EU ETS', 'FuelEU Maritime', 'UK ETS'] as const;
export type CarbonScheme = (typeof carbonSchemes)[number];

export const CarbonSectionSchema = v.object({
  scheme: v.picklist(carbonSchemes),
  /** Whether the scheme asks anything of this voyage or year. */
  applies: v.boolean(),
  /** Why it does not apply, or what limits the figures (fuels without factors, assumptions). */
  notes: v.array(v.string()),
  figures: v.array(CarbonFigureSchema),
});
export type CarbonSection = v.InferOutput<typeof CarbonSectionSchema>;

/** The headline numbers (full precision; null where a figure cannot be given). */
export const CarbonTotalsSchema = v.object({
  euEtsSurrenderTonnesCo2e: v.number(),
  euEtsCostEur: v.nullable(v.number()),
  fuelEuIntensityGCo2ePerMj: v.nullable(v.number()),
  fuelEuLimitGCo2ePerMj: v.nullable(v.number()),
  fuelEuBalanceTonnesCo2e: v.nullable(v.number()),
  fuelEuPenaltyEur: v.nullable(v.number()),
  ukEtsSurrenderTonnesCo2e: v.number(),
  ukEtsCostGbp: v.nullable(v.number()),
});
export type CarbonTotals = v.InferOutput<typeof CarbonTotalsSchema>;

export const CarbonPricesUsedSchema = v.object({
  euaPriceEurPerTonne: v.nullable(v.number()),
  ukaPriceGbpPerTonne: v.nullable(v.number()),
});

export const VoyageCarbonSchema = v.object({
  departureId: IdSchema,
  name: v.nullable(v.string()),
  departureAt: v.string(),
  /** The reporting year: the year the voyage departed (as the annual MRV report counts it). */
  year: v.number(),
  route: v.string(),
  prices: CarbonPricesUsedSchema,
  totals: CarbonTotalsSchema,
  sections: v.array(CarbonSectionSchema),
});
export type VoyageCarbon = v.InferOutput<typeof VoyageCarbonSchema>;

export const YearCarbonSchema = v.object({
  vesselId: IdSchema,
  /** The vessel's company, whose carbon prices apply. */
  companyId: v.nullable(IdSchema),
  year: v.number(),
  prices: CarbonPricesUsedSchema,
  totals: CarbonTotalsSchema,
  sections: v.array(CarbonSectionSchema),
  voyages: v.array(
    v.object({
      departureId: IdSchema,
      name: v.nullable(v.string()),
      departureAt: v.string(),
      route: v.string(),
      totals: CarbonTotalsSchema,
    }),
  ),
});
export type YearCarbon = v.InferOutput<typeof YearCarbonSchema>;

export const carbonMessages = {
  noPrice: 'No carbon price is set for the company: the cost cannot be estimated.',
} as const;

/** GET /EmissionReport/EtsVoyage/{id}?departureId: the voyage's departure (else the voyage of {id}). */
export const VoyageCarbonQuerySchema = v.object({ departureId: v.optional(IdSchema) });

/** The carbon price endpoints (ADR 0078), declared once for the server's router and the client. */
export const carbonPricingEndpoints = {
  voyage: endpoint({
    method: 'get',
    path: '/EmissionReport/EtsVoyage/{id}',
    params: VoyageReportParamsSchema,
    query: VoyageCarbonQuerySchema,
    response: VoyageCarbonSchema,
  }),
  year: endpoint({
    method: 'get',
    path: '/EmissionReport/EtsYearly/{vesselId}/{year}',
    params: YearlyReportParamsSchema,
    response: YearCarbonSchema,
  }),
  price: endpoint({
    method: 'get',
    path: '/Companies/{companyId}/CarbonPrice',
    params: CompanyCarbonPriceParamsSchema,
    response: CarbonPriceSchema,
  }),
  setPrice: endpoint({
    method: 'put',
    path: '/Companies/{companyId}/CarbonPrice',
    params: CompanyCarbonPriceParamsSchema,
    body: CarbonPriceRequestSchema,
    response: CarbonPriceSchema,
  }),
};
