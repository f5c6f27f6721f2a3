import { describe, expect, it } from 'vitest';
import {
  formatCargo,
  initialFuelTankSubTab,
  isCargoSectionShown,
  isDetailTab,
  lacksStartOfVoyageFuel,
  offersShipToShipTransfer,
  tabForMissingData,
} from './detail-rules.ts';
import { formatDateTime, parseDateTimeText } from '../../../domain/format/date-time.ts';
import { readLocationDraft } from './components/location-editor.tsx';

describe('detail rules', () => {
  it('EMIS-072 goes to Distance first, then Flow meters, only once the information is confirmed', () => {
    const state = { isInformationConfirmed: true, lacksDistance: true, lacksFuelConsumption: true };
    expect(tabForMissingData(state)).toBe('distance');
    expect(tabForMissingData({ ...state, lacksDistance: false })).toBe('flow-meters');
    expect(tabForMissingData({ ...state, lacksDistance: false, lacksFuelConsumption: false })).toBeNull();
    expect(tabForMissingData({ ...state, isInformationConfirmed: false })).toBeNull();
  });

  it('EMIS-040 knows its tab values', () => {
    expect(isDetailTab('fuel-tanks')).toBe(true);
    expect(isDetailTab('Fuel tanks')).toBe(false);
  });

  it('EMIS-071 opens Bunkering for a tank without operations', () => {
    expect(initialFuelTankSubTab(0)).toBe('bunkering');
    expect(initialFuelTankSubTab(2)).toBe('consumption');
  });

  it('EMIS-061 warns until an operation at or before the departure exists', () => {
    const departure = '2026-03-01T08:00:00.000Z';
    expect(lacksStartOfVoyageFuel([], departure)).toBe(true);
    expect(lacksStartOfVoyageFuel([{ timestamp: '2026-03-02T00:00:00.000Z' }], departure)).toBe(true);
    expect(lacksStartOfVoyageFuel([{ timestamp: departure }], departure)).toBe(false);
    expect(lacksStartOfVoyageFuel([], null)).toBe(false);
  });

  it('EMIS-041 EMIS-054 shows cargo on the four cargo events, elsewhere when known or forced', () => {
    expect(isCargoSectionShown('Arrival', 0, false)).toBe(true);
    expect(isCargoSectionShown('StartBunkering', 0, false)).toBe(true);
    expect(isCargoSectionShown('EndDrifting', 0, false)).toBe(false);
    expect(isCargoSectionShown('EndDrifting', 1, false)).toBe(true);
    expect(isCargoSectionShown('EndDrifting', 0, true)).toBe(true);
    expect(isCargoSectionShown('Departure', 3, true)).toBe(false);
    expect(offersShipToShipTransfer('EndDrifting', 0, false)).toBe(true);
    expect(offersShipToShipTransfer('Arrival', 0, false)).toBe(false);
    expect(offersShipToShipTransfer('EndOfVoyage', 0, false)).toBe(false);
  });

  it('EMIS-053 EMIS-055 shows cargo with 0 decimals and a dash for none', () => {
    expect(formatCargo(1234.5)).toBe('1,235');
    expect(formatCargo(0)).toBe('0');
    expect(formatCargo(undefined)).toBe('-');
  });

  it("SHELL-195 reads date-time fields as UTC in the spec's 24-hour 'DD. MMM, YYYY HH:mm' (issue 26 §3)", () => {
    expect(parseDateTimeText('01. Mar, 2026 12:00')).toBe('2026-03-01T12:00:00.000Z');
    expect(parseDateTimeText('05. mar, 2026 23:59')).toBe('2026-03-05T23:59:00.000Z');
    expect(parseDateTimeText('2026-03-01T12:00')).toBe('2026-03-01T12:00:00.000Z');
    expect(parseDateTimeText('01. Mar, 2026 24:00')).toBeNull();
    expect(parseDateTimeText('31. Feb, 2026 10:00')).toBeNull();
    expect(parseDateTimeText('03/01/2026 12:00 PM')).toBeNull();
    expect(parseDateTimeText('2026-03-01')).toBeNull();
    expect(formatDateTime(parseDateTimeText('01. Mar, 2026 12:00'))).toBe('01. Mar, 2026 12:00');
  });

  it('EMIS-046 EMIS-163 EMIS-164 a location needs both degrees; S and W are negative; ranges are checked', () => {
    const axis = (degrees: number | '', minutes: number | '', hemisphere: 'N' | 'S' | 'E' | 'W') => ({
      degrees,
      minutes,
      hemisphere,
    });
    expect(readLocationDraft({ latitude: axis('', 0, 'N'), longitude: axis(10, 0, 'E') })).toEqual({
      position: null,
      problem: null,
    });
    expect(readLocationDraft({ latitude: axis(10, 30, 'S'), longitude: axis(20, '', 'W') })).toEqual({
      position: { latitude: -10.5, longitude: -20 },
      problem: null,
    });
    expect(readLocationDraft({ latitude: axis(90, 0, 'N'), longitude: axis(20, 0, 'E') }).problem).toBe(
      'Degrees must be a whole number from 0 to 89.',
    );
  });
});
