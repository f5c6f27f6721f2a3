// Pure rules of the detail screen that belong to no domain module: which tab and sub-tab to
// open, when the cargo section and the start-of-voyage fuel warning show, display precisions. Voyage and fuel rules come from domain/voyages/; these only decide what the screen shows.
import type { VesselEventType } from '../../../domain/contracts/emission-report-vessel-events.ts';
import { cargoEventTypes } from '../../../domain/voyages/event-rules.ts';

/** Port search (002 §5, §9): 500 ms after typing stops (the 3 characters are the contract's). */
export const portSearchDelayMs = 500;

export const detailTabs = ['event-info', 'distance', 'flow-meters', 'fuel-tanks'] as const;
export type DetailTab = (typeof detailTabs)[number];

export function isDetailTab(value: unknown): value is DetailTab {
  return typeof value === 'string' && (detailTabs as readonly string[]).includes(value);
}

/**
 * EMIS-072: once the voyage information is confirmed, the view opens where data is still
 * missing: Distance first (every event needs one), then Flow meters. Null: stay where you are.
 */
export function tabForMissingData(state: {
  isInformationConfirmed: boolean;
  lacksDistance: boolean;
  lacksFuelConsumption: boolean;
}): DetailTab | null {
  if (!state.isInformationConfirmed) return null;
  if (state.lacksDistance) return 'distance';
  if (state.lacksFuelConsumption) return 'flow-meters';
  return null;
}

export const fuelTankSubTabs = ['consumption', 'bunkering', 'soundings'] as const;
export type FuelTankSubTab = (typeof fuelTankSubTabs)[number];

/** EMIS-071: a tank without any fuel operation opens on Bunkering, else on Fuel consumption. */
export function initialFuelTankSubTab(operationCount: number): FuelTankSubTab {
  return operationCount === 0 ? 'bunkering' : 'consumption';
}

/**
 * EMIS-061 (condition decided in ADR 0029): the tank has no bunkering operation at or before the
 * voyage's departure, so its fuel type and density at the start of the voyage are unknown.
 */
export function lacksStartOfVoyageFuel(
  operations: readonly { timestamp: string }[],
  departureTimestamp: string | null,
): boolean {
  if (departureTimestamp === null) return false;
  const departureAt = Date.parse(departureTimestamp);
  return !operations.some((operation) => Date.parse(operation.timestamp) <= departureAt);
}

/**
 * EMIS-041, EMIS-054 (reading in ADR 0029): the four cargo event types show their cargo (the
 * event cannot be confirmed without it); any other event after the departure shows it when it
 * already has cargo details or when the crew forces it with Ship to ship transfer.
 */
export function isCargoSectionShown(type: VesselEventType, detailCount: number, forced: boolean): boolean {
  if (type === 'Departure' || type === 'EndOfVoyage') return false;
  return cargoEventTypes.includes(type) || detailCount > 0 || forced;
}

/** Ship to ship transfer is offered where the cargo section is not shown yet but may be. */
export function offersShipToShipTransfer(
  type: VesselEventType,
  detailCount: number,
  forced: boolean,
): boolean {
  return type !== 'Departure' && type !== 'EndOfVoyage' && !isCargoSectionShown(type, detailCount, forced);
}

/** 002 §9: distance with 1 decimal, cargo with 0. */
export const distanceDecimals = 1;
export const cargoDecimals = 0;

/** EMIS-053, EMIS-055: cargo with 0 decimals, a dash when there is none. */
export function formatCargo(cargoCarried: number | null | undefined): string {
  if (cargoCarried === null || cargoCarried === undefined) return '-';
  return formatFixed(cargoCarried, cargoDecimals);
}

/** A number with a fixed count of decimals and thousands separators; '' when missing. */
export function formatFixed(value: number | null | undefined, decimals: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat('en-GB', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}
