// A voyage's fuel beside the sum of its noon reports (issue 24 §2, ADR 0106), for the Emission
// report's voyage: the passage's fuel per type as the emission report counts it (voyageInputs) and
// the noon reports of departure < report time ≤ arrival, summed by domain/noon-reports.
import type { VoyageNoonFuel } from '../../domain/contracts/noon-reports.ts';
import { voyageInputs } from '../../domain/emissions/emission-reports.ts';
import { compareVoyageFuel } from '../../domain/noon-reports/voyage-noon-fuel.ts';
import type { Db } from '../db/synced-table.ts';
import type { SqlConnection } from '../db/sql-engine.ts';
import { readEventVoyage, readReportShip, readReportVoyages } from '../emission-reports/public.ts';
import type { GatedAccess } from '../features/public.ts';
import { notFound } from '../http/app-error.ts';
import type { Actor } from '../security/actor.ts';
import { listNoonReports, usableFuelTypeNames } from './noon-reports.repository.ts';

const voyageNotFound = () => notFound('The voyage was not found.');

export function createVoyageNoonFuelService(deps: { db: Db; conn: SqlConnection; reads: GatedAccess }) {
  const { db, conn } = deps;
  return {
    /** The voyage of {id} (or of departureId), confirmed or not. */
    async voyage(actor: Actor, eventId: string, departureId?: string): Promise<VoyageNoonFuel> {
      const located = await readEventVoyage(conn, departureId ?? eventId);
      if (!located?.departureId) throw voyageNotFound();
      await deps.reads(actor, located.vesselId);
      if (departureId) {
        const ofEvent = await readEventVoyage(conn, eventId);
        if (ofEvent?.vesselId !== located.vesselId) throw voyageNotFound();
      }
      const ship = await readReportShip(conn, located.vesselId);
      if (!ship) throw notFound('The vessel was not found.');
      const [voyage] = await readReportVoyages(
        conn,
        located.vesselId,
        { departureId: located.departureId },
        ship.cargoUnitId,
      );
      if (!voyage) throw voyageNotFound();
      // The passage as the emission report splits it (no emission factor is needed for tonnes).
      const { passage } = voyageInputs(voyage);
      const fromMs = passage.startMs;
      const toMs = passage.endMs;
      const reports = await listNoonReports(
        db,
        located.vesselId,
        new Date(fromMs).toISOString(),
        new Date(toMs + 1).toISOString(),
      );
      const voyageTonnes = passage.input.fuelTonnes as Record<string, number>;
      const ids = [
        ...new Set([
          ...Object.keys(voyageTonnes),
          ...reports.flatMap((r) => r.fuel.map((f) => f.fuelTypeId)),
        ]),
      ];
      const names = await usableFuelTypeNames(db, located.vesselId, ids);
      const nameOf = (id: string) => names.get(id) ?? 'Unknown fuel type';
      const compared = compareVoyageFuel(voyageTonnes, reports, fromMs, toMs, nameOf);
      return {
        departureId: located.departureId,
        from: new Date(fromMs).toISOString(),
        to: new Date(toMs).toISOString(),
        reportCount: compared.reportCount,
        fuels: compared.fuels.map((line) => ({ ...line, fuelTypeName: nameOf(line.fuelTypeId) })),
      };
    },
  };
}

export type VoyageNoonFuelService = ReturnType<typeof createVoyageNoonFuelService>;
