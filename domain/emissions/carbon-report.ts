/**
 * The carbon price of a voyage and of a vessel's year as the API sends it and the emission report
 * screen shows it (issue 12 §4; ADR 0078): EU ETS (eu-ets.ts), FuelEU Maritime (fuel-eu.ts) and
 * UK ETS (uk-ets.ts) over the parts that `voyageFigures` / `annualFigures` (emission-reports.ts)
 * already computed through `calculateMrvVoyage`; every figure with its inputs, formula and source.
 * Nothing here computes fuel or CO2: it only words the results.
 */
import type {
  CarbonFigure,
  CarbonSection,
  CarbonTotals,
  VoyageCarbon,
  YearCarbon,
} from '../contracts/carbon-pricing.ts';
import type { AnnualFigures, ReportPort, VoyageFigures } from './emission-reports.ts';
import { mrvBucketLabels } from './emission-reports.ts';
import {
  euEtsVoyage,
  euEtsYear,
  EU_ETS_NON_CO2_FROM_YEAR,
  type CarbonPart,
  type EtsPartResult,
  type EuEtsResult,
} from './eu-ets.ts';
import {
  addFuelEuEnergy,
  emptyFuelEuEnergy,
  fuelEuEnergy,
  fuelEuReductionPercent,
  fuelEuResult,
  FUEL_EU_FIRST_YEAR,
  FUEL_EU_PENALTY_EUR_PER_TONNE_VLSFO,
  FUEL_EU_REFERENCE_G_CO2E_PER_MJ,
  FUEL_EU_VLSFO_MJ_PER_TONNE,
  type FuelEuResult,
} from './fuel-eu.ts';
import type { StandardFuelId } from './fuels.ts';
import {
  ETS_GWP,
  FUEL_EU_GWP,
  GHG_FUEL_FACTORS,
  LNG_DEFAULT_SLIP_PERCENT,
  type FuelKinds,
} from './ghg-factors.ts';
import { etsPhaseInShare } from './mrv.ts';
import { UK_ETS_START_MS, ukEtsShare, ukEtsVoyage, ukEtsYear, type UkEtsResult } from './uk-ets.ts';

/** A fuel type as the carbon report needs it: its name and which standard fuel it is. */
export type CarbonFuel = { id: string; name: string; kind: StandardFuelId | null };

export type CarbonPrices = { euaPriceEurPerTonne: number | null; ukaPriceGbpPerTonne: number | null };

const fmt = (value: number, digits = 3) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: digits });
const pct = (share: number) => `${fmt(share * 100, 1)} %`;
const tonnes = (value: number) => `${fmt(value)} t`;
const routeOf = (from: ReportPort | null, to: ReportPort | null) =>
  `${from ? `${from.name} (${from.loCode})` : 'no port'} → ${to ? `${to.name} (${to.loCode})` : 'no port'}`;

const sources = {
  euShare:
    'Directive 2003/87/EC Art. 3ga as amended by Directive (EU) 2023/959; MRV buckets and shares: calculation notes §3.2',
  mrvCo2:
    'CO2 of the MRV figures: Σ fuel × Cf, Regulation (EU) 2015/757 Annex I; calculation notes §1 and §3.2',
  nonCo2:
    'CH4/N2O factors, LNG slip and GWP100 (CH4 28, N2O 265), CH4 and N2O in the EU ETS from 2026: calculation notes §3.4',
  phaseIn: 'Directive 2003/87/EC Art. 3gb as amended by Directive (EU) 2023/959; calculation notes §3.2',
  surrender: 'Directive 2003/87/EC Art. 3ga-3gb and Art. 12 (1 allowance = 1 t CO2e); calculation notes §3.4',
  price: 'The company’s carbon price (Carbon price setting)',
  fuelEuScope:
    'Regulation (EU) 2023/1805 Art. 2 (100 % between Member-State ports and at berth, 50 % to or from them) and Annex I; LCV of Annex II',
  fuelEuWtt: 'Regulation (EU) 2023/1805 Annex I (WtT term) and Annex II (default WtT factors)',
  fuelEuTtw:
    'Regulation (EU) 2023/1805 Annex I (TtW term, GWP100 CH4 25, N2O 298) and Annex II; CO2 of the MRV figures; CH4/N2O factors and slip: calculation notes §3.4',
  fuelEuIntensity: 'Regulation (EU) 2023/1805 Annex I',
  fuelEuLimit:
    'Regulation (EU) 2023/1805 Art. 4(2): 91.16 gCO2e/MJ less 2 % (2025), 6 % (2030), 14.5 % (2035), 31 % (2040), 62 % (2045), 80 % (2050)',
  fuelEuBalance: 'Regulation (EU) 2023/1805 Annex IV Part A',
  fuelEuPenalty:
    'Regulation (EU) 2023/1805 Art. 23 and Annex IV Part B (41,000 MJ per t VLSFO, EUR 2,400 per t)',
  ukScope:
    'UK ETS for maritime from 1 July 2026 (domestic UK voyages and stays at berth in UK ports): calculation notes §3.4',
} as const;

function figure(
  key: string,
  label: string,
  value: number | null,
  unit: string,
  inputs: string,
  formula: string,
  source: string,
): CarbonFigure {
  return { key, label, value, unit, inputs, formula, source };
}

function kindsOf(fuels: readonly CarbonFuel[]): FuelKinds {
  return Object.fromEntries(fuels.map((fuel) => [fuel.id, fuel.kind]));
}

function namesOf(fuels: readonly CarbonFuel[]) {
  const names = new Map(fuels.map((fuel) => [fuel.id, fuel.name]));
  return (ids: readonly string[]) => ids.map((id) => names.get(id) ?? id).join(', ');
}

function partsOf(figures: VoyageFigures): CarbonPart[] {
  return figures.atBerth ? [figures.passage, figures.atBerth] : [figures.passage];
}

const partName = (part: EtsPartResult | CarbonPart) =>
  ('atBerth' in part ? part.atBerth : part.input.atBerth) ? 'at berth' : 'passage';

function usesLng(parts: readonly CarbonPart[], kinds: FuelKinds): boolean {
  return parts.some((part) =>
    Object.entries(part.input.fuelTonnes).some(([id, amount]) => (amount ?? 0) > 0 && kinds[id] === 'LNG'),
  );
}

const lngNote = `LNG is counted with the methane slip of an Otto medium-speed engine (${LNG_DEFAULT_SLIP_PERCENT} %), the highest slip of the engine types: the engine type is not recorded.`;

// --- EU ETS and UK ETS ---------------------------------------------------------------------------

type EtsText = {
  scheme: 'EU ETS' | 'UK ETS';
  prefix: 'euEts' | 'ukEts';
  allowance: 'EUA' | 'UKA';
  currency: 'EUR' | 'GBP';
  shareFormula: string;
  shareSource: string;
};

const euText: EtsText = {
  scheme: 'EU ETS',
  prefix: 'euEts',
  allowance: 'EUA',
  currency: 'EUR',
  shareFormula:
    '100 % between Member-State (EU/EEA) ports and at berth in them; 50 % to or from them; 0 % otherwise',
  shareSource: sources.euShare,
};

const ukText: EtsText = {
  scheme: 'UK ETS',
  prefix: 'ukEts',
  allowance: 'UKA',
  currency: 'GBP',
  shareFormula:
    '100 % of a voyage from a UK port to a UK port and of a stay at berth in a UK port, from 1 July 2026; 0 % otherwise',
  shareSource: sources.ukScope,
};

function shareFigures(
  text: EtsText,
  parts: readonly CarbonPart[],
  shares: readonly number[],
  why: (part: CarbonPart) => string,
) {
  return parts.map((part, index) =>
    figure(
      `${text.prefix}.share.${part.input.atBerth ? 'atBerth' : 'passage'}`,
      `Share in scope, ${partName(part)}`,
      shares[index]! * 100,
      '%',
      why(part),
      text.shareFormula,
      text.shareSource,
    ),
  );
}

function etsCommonFigures(
  text: EtsText,
  result: {
    co2InScopeTonnes: number;
    nonCo2InScopeTonnesCo2e: number;
    surrenderTonnesCo2e: number;
  },
  coversNonCo2: boolean,
  phaseInShare: number | null,
  price: number | null,
  cost: number | null,
  inputs: { co2: string; nonCo2: string },
): CarbonFigure[] {
  const list = [
    figure(
      `${text.prefix}.co2InScope`,
      'CO2 in scope',
      result.co2InScopeTonnes,
      't CO2',
      inputs.co2,
      'Σ over the parts of share × CO2 of the part',
      sources.mrvCo2,
    ),
    figure(
      `${text.prefix}.nonCo2InScope`,
      'CH4 and N2O in scope',
      result.nonCo2InScopeTonnesCo2e,
      't CO2e',
      coversNonCo2 ? inputs.nonCo2 : `Not covered before ${EU_ETS_NON_CO2_FROM_YEAR}.`,
      `Σ share × (CH4 × ${ETS_GWP.ch4} + N2O × ${ETS_GWP.n2o}); CH4 = fuel × ((1 − slip) × Cf_CH4 + slip), N2O = fuel × (1 − slip) × Cf_N2O`,
      sources.nonCo2,
    ),
  ];
  if (phaseInShare !== null)
    list.push(
      figure(
        `${text.prefix}.phaseIn`,
        'Phase-in',
        phaseInShare * 100,
        '%',
        'The year the voyage departed.',
        '0 % before 2024, 40 % of 2024, 70 % of 2025, 100 % from 2026',
        sources.phaseIn,
      ),
    );
  list.push(
    figure(
      `${text.prefix}.surrender`,
      `To surrender (${text.allowance})`,
      result.surrenderTonnesCo2e,
      't CO2e',
      phaseInShare !== null
        ? `${pct(phaseInShare)} × (${tonnes(result.co2InScopeTonnes)} + ${tonnes(result.nonCo2InScopeTonnesCo2e)})`
        : `${tonnes(result.co2InScopeTonnes)} + ${tonnes(result.nonCo2InScopeTonnesCo2e)}`,
      phaseInShare !== null
        ? `phase-in × (CO2 in scope + CH4 and N2O in scope); 1 ${text.allowance} = 1 t CO2e`
        : `CO2 in scope + CH4 and N2O in scope; 1 ${text.allowance} = 1 t CO2e`,
      sources.surrender,
    ),
    figure(
      `${text.prefix}.price`,
      `${text.allowance} price`,
      price,
      `${text.currency}/t`,
      price === null ? 'Not set.' : 'Set by the company.',
      'Input',
      sources.price,
    ),
    figure(
      `${text.prefix}.cost`,
      'Estimated cost',
      cost,
      text.currency,
      price === null
        ? 'No price set.'
        : `${tonnes(result.surrenderTonnesCo2e)} × ${fmt(price, 2)} ${text.currency}/t`,
      `${text.allowance} to surrender × ${text.allowance} price`,
      sources.price,
    ),
  );
  return list;
}

function partCo2Inputs(parts: readonly EtsPartResult[]): string {
  return parts.map((part) => `${partName(part)}: ${tonnes(part.co2Tonnes)} × ${pct(part.share)}`).join('; ');
}

function partNonCo2Inputs(parts: readonly EtsPartResult[]): string {
  return parts
    .map(
      (part) =>
        `${partName(part)}: (CH4 ${fmt(part.ch4Tonnes, 5)} t × ${ETS_GWP.ch4} + N2O ${fmt(part.n2oTonnes, 5)} t × ${ETS_GWP.n2o}) × ${pct(part.share)}`,
    )
    .join('; ');
}

function euEtsSection(
  result: EuEtsResult,
  parts: readonly CarbonPart[] | null,
  names: (ids: readonly string[]) => string,
  lng: boolean,
  inputs?: { co2: string; nonCo2: string },
): CarbonSection {
  const notes: string[] = [];
  const inScope = result.co2InScopeTonnes > 0 || result.parts.some((part) => part.share > 0);
  if (result.year < 2024)
    notes.push('The EU ETS covers shipping from 2024: nothing to surrender for this year.');
  if (parts && !parts.some((part) => part.result.etsShare > 0))
    notes.push(
      'No part of the voyage is in scope: it is not between, to or from ports under a Member State jurisdiction (or it is non-commercial, so no MRV voyage), and it has no stay at berth in one.',
    );
  if (result.withoutFactors.length > 0)
    notes.push(`No CH4/N2O factor for ${names(result.withoutFactors)}: their CH4 and N2O count as 0.`);
  if (lng && result.coversNonCo2) notes.push(lngNote);
  if (result.priceEurPerTonne === null)
    notes.push('No EUA price is set for the company: the cost cannot be estimated.');
  const figures = [
    ...(parts
      ? shareFigures(
          euText,
          parts,
          parts.map((part) => part.result.etsShare),
          (part) => {
            const bucket = part.result.mrvBucket;
            return bucket
              ? mrvBucketLabels[bucket]
              : 'Not an MRV voyage part (no port under a Member State jurisdiction).';
          },
        )
      : []),
    ...etsCommonFigures(
      euText,
      result,
      result.coversNonCo2,
      result.phaseInShare,
      result.priceEurPerTonne,
      result.costEur,
      inputs ?? { co2: partCo2Inputs(result.parts), nonCo2: partNonCo2Inputs(result.parts) },
    ),
  ];
  return {
    scheme: 'EU ETS',
    applies: result.year >= 2024 && (parts ? inScope : result.co2InScopeTonnes > 0),
    notes,
    figures,
  };
}

function ukEtsSection(
  result: UkEtsResult,
  parts: readonly CarbonPart[] | null,
  names: (ids: readonly string[]) => string,
  lng: boolean,
  inputs?: { co2: string; nonCo2: string },
): CarbonSection {
  const notes: string[] = [];
  const shares = parts?.map(ukEtsShare) ?? [];
  const applies = parts ? shares.some((share) => share > 0) : result.surrenderTonnesCo2e > 0;
  if (parts && !applies) {
    notes.push(
      parts.every((part) => part.startMs < UK_ETS_START_MS)
        ? 'The UK ETS covers emissions from 1 July 2026.'
        : 'Neither a domestic UK voyage nor a stay at berth in a UK port.',
    );
  }
  if (applies && result.withoutFactors.length > 0)
    notes.push(`No CH4/N2O factor for ${names(result.withoutFactors)}: their CH4 and N2O count as 0.`);
  if (applies && lng) notes.push(lngNote);
  if (applies)
    notes.push(
      'Not modelled: the 50 % reduction of Great Britain–Northern Ireland voyages and the exempt Scottish island services.',
    );
  if (result.priceGbpPerTonne === null)
    notes.push('No UKA price is set for the company: the cost cannot be estimated.');
  const figures = [
    ...(parts
      ? shareFigures(ukText, parts, shares, (part) => {
          if (part.startMs < UK_ETS_START_MS) return 'Before 1 July 2026.';
          const port = (p: { name: string; country: string } | null) =>
            p ? `${p.name} (${p.country})` : 'no port';
          return part.input.atBerth
            ? `At berth in ${port(part.input.departurePort)}`
            : `${port(part.input.departurePort)} → ${port(part.input.arrivalPort)}`;
        })
      : []),
    ...etsCommonFigures(
      ukText,
      result,
      true,
      null,
      result.priceGbpPerTonne,
      result.costGbp,
      inputs ?? { co2: partCo2Inputs(result.parts), nonCo2: partNonCo2Inputs(result.parts) },
    ),
  ];
  return { scheme: 'UK ETS', applies, notes, figures };
}

// --- FuelEU Maritime -------------------------------------------------------------------------------

function fuelEuFactorText(
  kinds: FuelKinds,
  names: (ids: readonly string[]) => string,
  ids: readonly string[],
): string {
  return ids
    .map((id) => {
      const kind = kinds[id];
      const factors = kind ? GHG_FUEL_FACTORS[kind] : null;
      if (!factors || factors.fuelEuLcvMjPerGram === null || factors.fuelEuWttGCo2ePerMj === null)
        return null;
      return `${names([id])}: LCV ${fmt(factors.fuelEuLcvMjPerGram * 1e6, 0)} MJ/t, WtT ${fmt(factors.fuelEuWttGCo2ePerMj, 2)} gCO2e/MJ, CH4 ${fmt(factors.ch4TonnesPerTonne, 5)} t/t, N2O ${fmt(factors.n2oTonnesPerTonne, 5)} t/t, slip ${pct(factors.methaneSlipShare)}`;
    })
    .filter((text): text is string => text !== null)
    .join('; ');
}

function fuelEuSection(
  result: FuelEuResult,
  energyInputs: string,
  factorText: string,
  names: (ids: readonly string[]) => string,
  lng: boolean,
  isYear: boolean,
): CarbonSection {
  const notes: string[] = [];
  const t = (grams: number) => grams / 1e6;
  if (result.year < FUEL_EU_FIRST_YEAR)
    notes.push(
      'FuelEU Maritime applies from 2025: the intensity is shown, there is no limit, balance or penalty.',
    );
  if (result.energyMj === 0 && result.withoutFactors.length === 0)
    notes.push(
      'No energy in scope: nothing between, to or from ports under a Member State jurisdiction, nor at berth in one.',
    );
  if (result.withoutFactors.length > 0)
    notes.push(
      `No FuelEU default factors for ${names(result.withoutFactors)}: the intensity cannot be given.`,
    );
  if (lng) notes.push(lngNote);
  notes.push('Not included: wind, RFNBO and shore-power rewards, banking, borrowing and pooling.');
  if (!isYear)
    notes.push(
      'The balance and the penalty are settled per ship and year; a voyage’s figures show its part.',
    );
  const intensity = result.intensityGCo2ePerMj;
  const limit = result.limitGCo2ePerMj;
  const balance = result.complianceBalanceGCo2e;
  const reduction = fuelEuReductionPercent(result.year);
  const figures = [
    figure(
      'fuelEu.energy',
      'Energy in scope',
      result.energyMj,
      'MJ',
      energyInputs,
      'Σ share × fuel mass × LCV',
      sources.fuelEuScope,
    ),
    figure(
      'fuelEu.wtt',
      'Well-to-tank emissions',
      t(result.wttGCo2e),
      't CO2e',
      factorText || 'No fuel in scope.',
      'Σ share × fuel mass × LCV × WtT factor',
      sources.fuelEuWtt,
    ),
    figure(
      'fuelEu.ttw',
      'Tank-to-wake emissions',
      t(result.ttwGCo2e),
      't CO2e',
      'CO2 of the MRV figures; CH4, N2O and slip per fuel as in the well-to-tank inputs.',
      `Σ share × ((1 − slip) × (CO2 + fuel × (Cf_CH4 × ${FUEL_EU_GWP.ch4} + Cf_N2O × ${FUEL_EU_GWP.n2o})) + slip × fuel × ${FUEL_EU_GWP.ch4})`,
      sources.fuelEuTtw,
    ),
    figure(
      'fuelEu.intensity',
      'GHG intensity',
      intensity,
      'gCO2e/MJ',
      intensity === null
        ? 'Cannot be given (see the notes).'
        : `(${tonnes(t(result.wttGCo2e))} + ${tonnes(t(result.ttwGCo2e))}) CO2e / ${fmt(result.energyMj, 0)} MJ`,
      '(well-to-tank + tank-to-wake) / energy in scope',
      sources.fuelEuIntensity,
    ),
    figure(
      'fuelEu.limit',
      `Limit ${result.year}`,
      limit,
      'gCO2e/MJ',
      reduction === null
        ? 'No limit before 2025.'
        : `${FUEL_EU_REFERENCE_G_CO2E_PER_MJ} × (1 − ${fmt(reduction, 1)} %)`,
      'reference 91.16 gCO2e/MJ × (1 − reduction of the year)',
      sources.fuelEuLimit,
    ),
    figure(
      'fuelEu.balance',
      'Compliance balance',
      balance === null ? null : t(balance),
      't CO2e',
      balance === null || intensity === null || limit === null
        ? 'Needs the intensity and the limit.'
        : `(${fmt(limit, 4)} − ${fmt(intensity, 4)}) gCO2e/MJ × ${fmt(result.energyMj, 0)} MJ`,
      '(limit − intensity) × energy in scope; above 0 a surplus, below 0 a deficit',
      sources.fuelEuBalance,
    ),
    figure(
      'fuelEu.vlsfoEquivalent',
      'Deficit in VLSFO-equivalent',
      result.vlsfoEquivalentTonnes,
      't',
      balance === null || intensity === null
        ? 'Needs the balance.'
        : balance >= 0
          ? 'No deficit.'
          : `${tonnes(t(-balance))} CO2e / (${fmt(intensity, 4)} gCO2e/MJ × ${fmt(FUEL_EU_VLSFO_MJ_PER_TONNE, 0)} MJ/t)`,
      '|deficit| / (intensity × 41,000 MJ per t VLSFO)',
      sources.fuelEuPenalty,
    ),
    figure(
      'fuelEu.penalty',
      'Penalty',
      result.penaltyEur,
      'EUR',
      result.vlsfoEquivalentTonnes === null
        ? 'Needs the balance.'
        : `${fmt(result.vlsfoEquivalentTonnes)} t × ${fmt(FUEL_EU_PENALTY_EUR_PER_TONNE_VLSFO, 0)} EUR/t`,
      'VLSFO-equivalent of the deficit × EUR 2,400 per t',
      sources.fuelEuPenalty,
    ),
  ];
  return {
    scheme: 'FuelEU Maritime',
    applies: result.year >= FUEL_EU_FIRST_YEAR && result.energyMj > 0,
    notes,
    figures,
  };
}

function energyInputsOf(
  parts: readonly CarbonPart[],
  kinds: FuelKinds,
  names: (ids: readonly string[]) => string,
): string {
  const lines: string[] = [];
  for (const part of parts) {
    const share = part.result.etsShare;
    for (const [id, amount] of Object.entries(part.input.fuelTonnes)) {
      const kind = kinds[id];
      const lcv = kind ? GHG_FUEL_FACTORS[kind]?.fuelEuLcvMjPerGram : null;
      if (!amount) continue;
      lines.push(
        `${partName(part)}: ${pct(share)} × ${tonnes(amount)} ${names([id])}${lcv ? ` × ${fmt(lcv * 1e6, 0)} MJ/t` : ' (no LCV)'}`,
      );
    }
  }
  return lines.join('; ') || 'No fuel.';
}

// --- Voyage and year ---------------------------------------------------------------------------------

function totalsOf(
  eu: { surrenderTonnesCo2e: number; costEur: number | null },
  fuelEu: FuelEuResult,
  uk: UkEtsResult,
): CarbonTotals {
  return {
    euEtsSurrenderTonnesCo2e: eu.surrenderTonnesCo2e,
    euEtsCostEur: eu.costEur,
    fuelEuIntensityGCo2ePerMj: fuelEu.intensityGCo2ePerMj,
    fuelEuLimitGCo2ePerMj: fuelEu.limitGCo2ePerMj,
    fuelEuBalanceTonnesCo2e:
      fuelEu.complianceBalanceGCo2e === null ? null : fuelEu.complianceBalanceGCo2e / 1e6,
    fuelEuPenaltyEur: fuelEu.penaltyEur,
    ukEtsSurrenderTonnesCo2e: uk.surrenderTonnesCo2e,
    ukEtsCostGbp: uk.costGbp,
  };
}

type VoyageResults = {
  figures: VoyageFigures;
  year: number;
  parts: CarbonPart[];
  eu: EuEtsResult;
  fuelEu: FuelEuResult;
  uk: UkEtsResult;
};

function voyageResults(figures: VoyageFigures, kinds: FuelKinds, prices: CarbonPrices): VoyageResults {
  const year = new Date(figures.departureMs).getUTCFullYear();
  const parts = partsOf(figures);
  return {
    figures,
    year,
    parts,
    eu: euEtsVoyage(parts, year, kinds, prices.euaPriceEurPerTonne),
    fuelEu: fuelEuResult(fuelEuEnergy(parts, kinds), year),
    uk: ukEtsVoyage(parts, kinds, prices.ukaPriceGbpPerTonne),
  };
}

/** The carbon price of one voyage, from its figures (`voyageFigures`). */
export function voyageCarbon(
  figures: VoyageFigures,
  fuels: readonly CarbonFuel[],
  prices: CarbonPrices,
): VoyageCarbon {
  const kinds = kindsOf(fuels);
  const names = namesOf(fuels);
  const results = voyageResults(figures, kinds, prices);
  const { parts, eu, fuelEu, uk } = results;
  const lng = usesLng(parts, kinds);
  const fuelIds = [...new Set(parts.flatMap((part) => Object.keys(part.input.fuelTonnes)))];
  return {
    departureId: figures.voyage.departureId,
    name: figures.voyage.name,
    departureAt: new Date(figures.departureMs).toISOString(),
    year: results.year,
    route: routeOf(figures.voyage.departurePort, figures.voyage.arrivalPort),
    prices: { ...prices },
    totals: totalsOf(eu, fuelEu, uk),
    sections: [
      euEtsSection(eu, parts, names, lng),
      fuelEuSection(
        fuelEu,
        energyInputsOf(parts, kinds, names),
        fuelEuFactorText(kinds, names, fuelIds),
        names,
        lng,
        false,
      ),
      ukEtsSection(uk, parts, names, lng),
    ],
  };
}

/**
 * The carbon price of a vessel's year over the voyages that count toward it (`annualFigures`,
 * EMIS-138). The EU ETS CO2 in scope is the annual MRV roll-up's `etsCo2Tonnes` (aggregateMrvAnnual),
 * which equals the sum over the voyages; FuelEU is one balance over the year's energy in scope.
 */
export function yearCarbon(
  vessel: { id: string; companyId: string | null },
  annual: AnnualFigures,
  fuels: readonly CarbonFuel[],
  prices: CarbonPrices,
): YearCarbon {
  const kinds = kindsOf(fuels);
  const names = namesOf(fuels);
  const voyages = annual.voyages.map((figures) => voyageResults(figures, kinds, prices));
  const eu = euEtsYear(
    voyages.map((voyage) => voyage.eu),
    annual.year,
    prices.euaPriceEurPerTonne,
  );
  const energy = emptyFuelEuEnergy();
  for (const voyage of voyages) addFuelEuEnergy(energy, voyage.fuelEu);
  const fuelEu = fuelEuResult(energy, annual.year);
  const uk = ukEtsYear(
    voyages.map((voyage) => voyage.uk),
    prices.ukaPriceGbpPerTonne,
  );
  const parts = voyages.flatMap((voyage) => voyage.parts);
  const lng = usesLng(parts, kinds);
  const fuelIds = [...new Set(parts.flatMap((part) => Object.keys(part.input.fuelTonnes)))];
  const count = (n: number) => `${n} voyage${n === 1 ? '' : 's'}`;
  const inScope = (pick: (voyage: VoyageResults) => number) =>
    voyages.filter((voyage) => pick(voyage) > 0).length;
  const euInputs = {
    co2: `${count(inScope((voyage) => voyage.eu.co2InScopeTonnes))} in scope of ${count(voyages.length)}; the annual MRV roll-up’s ETS CO2 (Σ share × CO2) is ${tonnes(annual.annual.etsCo2Tonnes)}`,
    nonCo2: `Σ over the voyages of ${count(voyages.length)}`,
  };
  const ukInputs = {
    co2: `${count(inScope((voyage) => voyage.uk.surrenderTonnesCo2e))} in scope of ${count(voyages.length)}`,
    nonCo2: `Σ over the voyages of ${count(voyages.length)}`,
  };
  const fuelTotals = new Map<string, number>();
  for (const voyage of voyages)
    for (const part of voyage.parts)
      for (const [id, amount] of Object.entries(part.input.fuelTonnes))
        fuelTotals.set(id, (fuelTotals.get(id) ?? 0) + part.result.etsShare * (amount ?? 0));
  const energyInputs =
    [...fuelTotals]
      .filter(([, amount]) => amount > 0)
      .map(([id, amount]) => `${tonnes(amount)} ${names([id])} in scope (after shares)`)
      .join('; ') || 'No fuel in scope.';
  const phaseIn = etsPhaseInShare(annual.year);
  return {
    vesselId: vessel.id,
    companyId: vessel.companyId,
    year: annual.year,
    prices: { ...prices },
    totals: totalsOf(eu, fuelEu, uk),
    sections: [
      euEtsSection({ ...eu, parts: [], phaseInShare: phaseIn }, null, names, lng, euInputs),
      fuelEuSection(fuelEu, energyInputs, fuelEuFactorText(kinds, names, fuelIds), names, lng, true),
      ukEtsSection(uk, null, names, lng, ukInputs),
    ],
    voyages: voyages.map((voyage) => ({
      departureId: voyage.figures.voyage.departureId,
      name: voyage.figures.voyage.name,
      departureAt: new Date(voyage.figures.departureMs).toISOString(),
      route: routeOf(voyage.figures.voyage.departurePort, voyage.figures.voyage.arrivalPort),
      totals: totalsOf(voyage.eu, voyage.fuelEu, voyage.uk),
    })),
  };
}
