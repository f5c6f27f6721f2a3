// The charter party table (001 §2, PERF-064, ADR 0056): for every role that sees the vessel except
// the partner type, where the vessel has the CharterParty feature (the gated access the composition
// root gives, ADR 0059). The sea passages come from the logged speed over ground and main-engine
// fuel; the allowed fuel from the vessel's curve of the mode.
import type { CharterPartyTable, CharterPartyTableQuery } from '../../domain/contracts/charter-party.ts';
import type { RegressionKind } from '../../domain/calc/regression.ts';
import { charterPartyTable, findSeaPassages } from '../../domain/performance/charter-party.ts';
import type { DataContext } from '../context.ts';
import type { GatedAccess } from '../features/public.ts';
import type { Actor } from '../security/actor.ts';
import { readLoggedBlocks } from './charter-party.repository.ts';
import { findChannelVariables } from './long-trends.repository.ts';
import { findReferenceCurves } from './reference-curves.repository.ts';

const iso = (ms: number) => new Date(ms).toISOString();

export function createCharterPartyService(deps: DataContext & { access: GatedAccess }) {
  const { engine } = deps;
  return {
    async table(actor: Actor, query: CharterPartyTableQuery): Promise<CharterPartyTable> {
      await deps.access(actor, query.vesselId);
      const fromMs = Date.parse(query.fromDate);
      const toMs = Date.parse(query.toDate);
      const [curve] = await findReferenceCurves(engine, query.vesselId, query.curveMode);
      const variables = await findChannelVariables(engine, query.vesselId);
      const hasLogData = Boolean(variables.sog && variables.meFuel);
      const blocks = hasLogData
        ? await readLoggedBlocks(
            engine,
            query.vesselId,
            { speedId: variables.sog!, fuelId: variables.meFuel! },
            fromMs,
            toMs,
          )
        : [];
      const table = charterPartyTable(
        findSeaPassages(blocks),
        curve
          ? {
              curveFit: curve.curveFit as RegressionKind,
              regressionOrder: curve.regressionOrder,
              points: curve.points,
            }
          : null,
      );
      return {
        vesselId: query.vesselId,
        curveMode: query.curveMode,
        curveId: curve?.id ?? null,
        fromDate: iso(fromMs),
        toDate: iso(toMs),
        hasLogData,
        rows: table.rows.map((row) => ({
          fromDate: iso(row.fromMs),
          toDate: iso(row.toMs),
          steamingHours: row.steamingHours,
          meanSpeed: row.meanSpeedKn,
          actualConsumption: row.fuelMassTonnes,
          allowedConsumption: row.allowedFuelMassTonnes,
          difference: row.differenceTonnes,
          distance: row.distanceNm,
        })),
        summary: {
          steamingHours: table.summary.steamingHours,
          actualConsumption: table.summary.fuelMassTonnes,
          allowedConsumption: table.summary.allowedFuelMassTonnes,
          difference: table.summary.differenceTonnes,
          distance: table.summary.distanceNm,
          rowsWithAllowed: table.summary.rowsWithAllowed,
        },
      };
    },
  };
}

export type CharterPartyService = ReturnType<typeof createCharterPartyService>;
