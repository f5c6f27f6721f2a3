// Feature mapping (GET /featuremapping/configuration, 000 §7, 001 §7, 003 §7): for each module that
// computes from a vessel's data, which of the vessel's log variables and references it reads, and
// what it can produce from them. The same readiness rules the long-trend recalculation follows
// (diagnosticReadiness), so the page says why a trend is missing. Decisions: ADR 0054.
import type {
  FeatureInput,
  FeatureMapping,
  FeatureMappingConfiguration,
  MappedVariable,
} from '../../domain/contracts/features.ts';
import {
  CHANNEL_LABELS,
  CHANNEL_TAXA,
  DIAGNOSTICS_FEATURE,
  diagnosticReadiness,
  REFERENCE_LABELS,
} from '../../domain/performance/long-trends.ts';
import { CHARTER_CURVE_MODES, CHARTER_PARTY_FEATURE } from '../../domain/performance/charter-party.ts';
import { BLOCK_CHANNELS } from '../../domain/performance/steady-state.ts';
import { trendWasMade } from '../../domain/performance/trend-basis.ts';
import { messages } from '../../domain/messages.ts';
import type { DataContext } from '../context.ts';
import { notFound } from '../http/app-error.ts';
import { listVesselVariables, type LogVariableRow } from '../log-data/public.ts';
import {
  findChannelVariables,
  findReferenceCurves,
  listLongTrends,
  readinessInputs,
  readReferenceCurves,
  type ReferenceCurveRow,
  trendBasisOf,
  vesselReferences,
} from '../performance/public.ts';
import type { Actor } from '../security/actor.ts';
import { flowMetersTable } from '../vessel-settings/public.ts';
import { findVesselById, type VesselRecord, type VoyageDataAccess } from '../vessels/public.ts';
import { listVesselFeatures } from '../features/public.ts';
import type { FeatureName } from '../../domain/features.ts';

const EMISSION_REPORT_FEATURE = 'EmissionReport' satisfies FeatureName;

function mapped(row: LogVariableRow | undefined): MappedVariable | null {
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    onboardSystem: row.onboardSystem,
    unit: row.unit,
    lastDataAt: row.lastTs ? row.lastTs.toISOString() : null,
  };
}

function variableInput(name: string, taxon: string | null, row: LogVariableRow | undefined): FeatureInput {
  return { kind: 'variable', name, taxon, present: row !== undefined, variable: mapped(row), detail: null };
}

function referenceInput(name: string, detail: string | null): FeatureInput {
  return { kind: 'reference', name, taxon: null, present: detail !== null, variable: null, detail };
}

export function createFeatureMappingService(ctx: DataContext & { access: VoyageDataAccess }) {
  const { engine } = ctx;

  /** Diagnostics: the block channels, the three references and the diagnostic types they allow. */
  async function diagnostics(
    vessel: VesselRecord,
    byId: Map<string, LogVariableRow>,
  ): Promise<Omit<FeatureMapping, 'isActivated'>> {
    const vesselId = vessel.id;
    const [curves, channels] = await Promise.all([
      readReferenceCurves(engine, vesselId),
      findChannelVariables(engine, vesselId),
    ]);
    const references = vesselReferences(vessel, curves);
    const curveDetail = (curve: ReferenceCurveRow | undefined, usable: boolean) =>
      curve && usable ? `${curve.curveFit} fit through ${curve.points.length} points` : null;
    const inputs: FeatureInput[] = [
      ...BLOCK_CHANNELS.map((channel) =>
        variableInput(
          CHANNEL_LABELS[channel],
          CHANNEL_TAXA[channel],
          channels[channel] ? byId.get(channels[channel]) : undefined,
        ),
      ),
      referenceInput(
        REFERENCE_LABELS.speedPower,
        curveDetail(curves.powerSpeed, references.speedPower !== null),
      ),
      referenceInput(
        REFERENCE_LABELS.propeller,
        references.propeller
          ? `${references.propeller.mcrKw} kW at ${references.propeller.rpmAtMcr} rpm`
          : null,
      ),
      referenceInput(REFERENCE_LABELS.sfoc, curveDetail(curves.sfoc, references.sfoc !== null)),
    ];
    // Ready inputs are not enough: once computed, a trend is claimed only if the computation made it.
    const trends = await listLongTrends(engine, [vesselId]);
    const outputs = diagnosticReadiness(readinessInputs(references, channels)).map((r) => {
      const row = trends.find((trend) => trend.diagnosticType === r.key);
      // A trend made from noon reports (ADR 0107) needs no logged channel: claimed when it was made.
      if (row && row.computedAt !== null && row.source === 'noonReports') {
        const basis = trendBasisOf(row)!;
        return { name: r.description, available: trendWasMade(basis), missing: [], basis };
      }
      const basis = r.available && row ? trendBasisOf(row) : null;
      return {
        name: r.description,
        // 0 of 0 blocks: computed while an input was missing, or before any data; made at the next.
        available: r.available && (basis === null || basis.blocksTotal === 0 || trendWasMade(basis)),
        missing: r.missing,
        basis,
      };
    });
    return { featureName: DIAGNOSTICS_FEATURE, displayName: 'Diagnostics and long trends', inputs, outputs };
  }

  /** The vessel map: positions from the Latitude and Longitude variables (GET /VesselLocations/Find). */
  function vesselMap(rows: readonly LogVariableRow[]): Omit<FeatureMapping, 'isActivated'> {
    const byName = (name: string) => rows.find((row) => row.name.toLowerCase() === name.toLowerCase());
    const inputs = ['Latitude', 'Longitude'].map((name) => variableInput(name, null, byName(name)));
    const missing = inputs.filter((input) => !input.present).map((input) => input.name);
    return {
      featureName: null,
      displayName: 'Vessel map',
      inputs,
      outputs: [{ name: 'Position and track', available: missing.length === 0, missing }],
    };
  }

  /**
   * Charter party (ADR 0056): the table's sea passages read speed over ground and the main engine's
   * fuel; each curve mode needs its curve.
   */
  async function charterParty(
    vesselId: string,
    byId: Map<string, LogVariableRow>,
  ): Promise<Omit<FeatureMapping, 'isActivated'>> {
    const [channels, curves] = await Promise.all([
      findChannelVariables(engine, vesselId),
      findReferenceCurves(engine, vesselId),
    ]);
    const variables = (['sog', 'meFuel'] as const).map((channel) =>
      variableInput(
        CHANNEL_LABELS[channel],
        CHANNEL_TAXA[channel],
        channels[channel] ? byId.get(channels[channel]) : undefined,
      ),
    );
    const curveNames = { TimeCharter: 'Time charter curve', SpotMarket: 'Spot market curve' } as const;
    const references = CHARTER_CURVE_MODES.map((mode) => {
      const curve = curves.find((c) => c.curveMode === mode);
      return referenceInput(
        curveNames[mode],
        curve ? `${curve.curveFit} fit through ${curve.points.length} points` : null,
      );
    });
    const missingVariables = variables.filter((input) => !input.present).map((input) => input.name);
    return {
      featureName: CHARTER_PARTY_FEATURE,
      displayName: 'Charter party',
      inputs: [...variables, ...references],
      outputs: CHARTER_CURVE_MODES.map((mode, i) => {
        const missing = [...missingVariables, ...(references[i]!.present ? [] : [curveNames[mode]])];
        return {
          name: `Curve table (${curveNames[mode].toLowerCase()})`,
          available: missing.length === 0,
          missing,
        };
      }),
    };
  }

  /** Emission report: each active flow meter's fuel mass flow variable, or manual input. */
  async function emissionReport(
    vesselId: string,
    byId: Map<string, LogVariableRow>,
  ): Promise<Omit<FeatureMapping, 'isActivated'>> {
    const meters = (await flowMetersTable.listByVessel(ctx.db, vesselId)).filter((m) => !m.isDeactivated);
    const inputs = meters.map((meter) => {
      const row = meter.fuelMassFlowRateLogVariableId
        ? byId.get(meter.fuelMassFlowRateLogVariableId)
        : undefined;
      return { ...variableInput(meter.name, null, row), detail: row ? null : 'Manual input' };
    });
    const manual = inputs.filter((input) => !input.present).map((input) => input.name);
    return {
      featureName: EMISSION_REPORT_FEATURE,
      displayName: 'Emission report',
      inputs,
      outputs: [
        {
          name: 'Fuel per flow meter from log data',
          available: meters.length > 0 && manual.length === 0,
          missing: meters.length === 0 ? ['A flow meter'] : manual,
        },
      ],
    };
  }

  return {
    async configuration(actor: Actor, vesselId: string): Promise<FeatureMappingConfiguration> {
      await ctx.access(actor, vesselId);
      const [vessel, features, variables] = await Promise.all([
        findVesselById(ctx.db, vesselId),
        listVesselFeatures(ctx.db, vesselId),
        listVesselVariables(engine, [vesselId]),
      ]);
      if (!vessel) throw notFound(messages.vesselNotFound);
      const activated = new Set(features.map((feature) => feature.name));
      const byId = new Map(variables.map((row) => [row.id, row]));
      const modules = [
        await diagnostics(vessel, byId),
        vesselMap(variables),
        await emissionReport(vesselId, byId),
        await charterParty(vesselId, byId),
      ];
      return {
        vesselId,
        features: modules.map((module) => ({
          ...module,
          isActivated: module.featureName === null || activated.has(module.featureName),
        })),
      };
    },
  };
}
export type FeatureMappingService = ReturnType<typeof createFeatureMappingService>;
