// The carbon price of each voyage (issue 12 §4 beyond the spec; ADR 0078): the EU ETS, FuelEU
// Maritime and UK ETS figures of a confirmed voyage and of a vessel's year, read like the emission
// reports (reach and the EmissionReport feature, ADR 0059) from the same voyages and the same
// `voyageFigures` / `annualFigures`, so the MRV figures are computed in mrv.ts only; and the
// company's carbon prices (read by its members, set by its SuperUser or an Administrator).
import { dnvGlMessages } from '../../domain/contracts/emission-reports.ts';
import type {
  CarbonPrice,
  CarbonPriceRequest,
  VoyageCarbon,
  YearCarbon,
} from '../../domain/contracts/carbon-pricing.ts';
import { isAdmin, isKognifai } from '../../domain/auth/roles.ts';
import { voyageCarbon, type CarbonPrices } from '../../domain/emissions/carbon-report.ts';
import { voyageFigures, type ReportVoyage } from '../../domain/emissions/emission-reports.ts';
import { vesselYear } from '../../domain/emissions/vessel-year.ts';
import type { SqlConnection } from '../db/sql-engine.ts';
import { readEventVoyage, readReportShip, readReportVoyages } from '../emission-reports/public.ts';
import type { GatedAccess } from '../features/public.ts';
import { conflict, forbidden, notFound } from '../http/app-error.ts';
import { requireCompanyInReach } from '../security/access-policy.ts';
import { preconditionFailed, requireIfMatch } from '../http/sync-refusal.ts';
import type { Actor } from '../security/actor.ts';
import {
  companyExists,
  readCarbonFuels,
  readCarbonPrice,
  saveCarbonPrice,
} from './carbon-pricing.repository.ts';

const voyageNotFound = () => notFound('The voyage was not found.');
const companyNotFound = () => notFound('The company was not found.');

/** The company's members but the partner type; an Administrator for any company. */
function requireCompanyReader(actor: Actor, companyId: string): void {
  if (isAdmin(actor.role)) return;
  if (isKognifai(actor.role) || actor.homeCompanyId !== companyId) throw forbidden();
}

export function createCarbonPricingService(deps: {
  conn: SqlConnection;
  /** Reach and the EmissionReport feature, as the emission report reads (ADR 0059). */
  reads: GatedAccess;
  now: () => Date;
}) {
  const conn = deps.conn;

  async function pricesOf(companyId: string | null): Promise<CarbonPrices> {
    if (!companyId) return { euaPriceEurPerTonne: null, ukaPriceGbpPerTonne: null };
    const price = await readCarbonPrice(conn, companyId);
    return { euaPriceEurPerTonne: price.euaPriceEurPerTonne, ukaPriceGbpPerTonne: price.ukaPriceGbpPerTonne };
  }

  async function basis(voyages: ReportVoyage[]) {
    return readCarbonFuels(
      conn,
      voyages.flatMap((voyage) => voyage.fuel.map((entry) => entry.fuelTypeId)),
    );
  }

  return {
    async price(actor: Actor, companyId: string): Promise<CarbonPrice> {
      requireCompanyReader(actor, companyId);
      if (!(await companyExists(conn, companyId))) throw companyNotFound();
      return readCarbonPrice(conn, companyId);
    },

    /** Based on the version the editor read (If-Match, ADR 0092; 0: none saved yet): 428, 412. */
    async setPrice(
      actor: Actor,
      companyId: string,
      input: CarbonPriceRequest,
      ifMatch: number | null,
    ): Promise<CarbonPrice> {
      requireCompanyInReach(actor, companyId);
      if (!(await companyExists(conn, companyId))) throw companyNotFound();
      const basedOn = requireIfMatch(ifMatch);
      const by = { userId: actor.userId, now: deps.now() };
      if (!(await saveCarbonPrice(conn, companyId, input, by, basedOn)))
        throw preconditionFailed(await readCarbonPrice(conn, companyId));
      return readCarbonPrice(conn, companyId);
    },

    /** The voyage of {id} (or of departureId) once its data is confirmed (409 before, as its reports). */
    async voyage(actor: Actor, eventId: string, departureId?: string): Promise<VoyageCarbon> {
      const located = await readEventVoyage(conn, departureId ?? eventId);
      if (!located?.departureId) throw voyageNotFound();
      await deps.reads(actor, located.vesselId);
      if (departureId) {
        const ofEvent = await readEventVoyage(conn, eventId);
        if (ofEvent?.vesselId !== located.vesselId) throw voyageNotFound();
      }
      const ship = await readReportShip(conn, located.vesselId);
      if (!ship) throw notFound('The vessel was not found.');
      const voyages = await readReportVoyages(
        conn,
        located.vesselId,
        { departureId: located.departureId },
        ship.cargoUnitId,
      );
      const voyage = voyages[0];
      if (!voyage) throw voyageNotFound();
      if (!voyage.dataConfirmedAt) throw conflict(dnvGlMessages.dataNotConfirmed);
      const { fuels, factors } = await basis(voyages);
      return voyageCarbon(voyageFigures(voyage, factors), fuels, await pricesOf(ship.companyId));
    },

    /** The year over the voyages departed in it whose data is confirmed (EMIS-138). */
    async year(actor: Actor, vesselId: string, year: number): Promise<YearCarbon> {
      await deps.reads(actor, vesselId);
      const ship = await readReportShip(conn, vesselId);
      if (!ship) throw notFound('The vessel was not found.');
      const voyages = await readReportVoyages(conn, vesselId, { year }, ship.cargoUnitId);
      const fuels = await basis(voyages);
      return vesselYear(
        { id: vesselId, companyId: ship.companyId },
        voyages,
        year,
        fuels,
        await pricesOf(ship.companyId),
      ).carbon;
    },
  };
}

export type CarbonPricingService = ReturnType<typeof createCarbonPricingService>;
