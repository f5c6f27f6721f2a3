// The voyage-data template as a workbook (ADR 0077): written for a vessel's cargo units, flow
// meters with manual input and fuel tanks, and read back cell by cell into rows the rules of
// domain/voyages/voyage-template.ts check. One row per event; the vessel's own columns are named
// after its cargo units, meters and tanks, so a renamed or removed one is reported, not guessed.
import ExcelJS from 'exceljs';
import type { FieldError } from '../../domain/contracts/common.ts';
import {
  templateEquipmentHeader,
  voyageTemplateColumns,
  voyageTemplateMessages,
  voyageTemplateSheetName,
  type TemplateColumn,
} from '../../domain/contracts/voyage-template.ts';
import { voyageTypes } from '../../domain/contracts/emission-report-vessel-events.ts';
import { formatDateTime } from '../../domain/format/date-time.ts';
import { eventTypeLabels } from '../../domain/voyages/event-rules.ts';
import {
  parseTemplateCargo,
  parseTemplateDistance,
  parseTemplateEventType,
  parseTemplateLocation,
  parseTemplateTimestamp,
  parseTemplateTonnes,
  parseTemplateVoyageType,
  parseTemplateYesNo,
  templateRowMessages,
  type CellValue,
  type FuelKind,
  type TemplateRow,
} from '../../domain/voyages/voyage-template.ts';
import { AppError } from '../http/app-error.ts';
import { columnLetter, readXlsxSheets, WorkbookError, type SheetRows } from '../files/xlsx-reader.ts';
import { cellText, isLegacyExcelFile } from '../http/spreadsheet-upload.ts';

type Named = { id: string; name: string };
type Fuelled = Named & { fuelTypeId: string };

/** What a vessel's template is made for. */
export type TemplateEquipment = {
  vesselId: string;
  vesselName: string;
  cargoUnits: Named[];
  /** Active flow meters with manual input (no flow rate log variable). */
  flowMeters: Fuelled[];
  /** Active fuel tanks. */
  fuelTanks: Fuelled[];
};

/** A row as read: the port still as its UN/LOCODE (the service looks it up). */
export type ReadRow = Omit<TemplateRow, 'port'> & { portCode: string | null };
export type SheetReading = { rows: ReadRow[]; errors: FieldError[] };

const identitySheetName = 'Template';
const instructionsSheetName = 'Instructions';
/** Rows the lists of the Event, Voyage type and Non-commercial columns are offered on. */
const listedRows = 1000;

/** Rows and columns a completed template may have (a vessel's events of several years; its equipment). */
const maxTemplateRows = 50_000;
const maxTemplateColumns = 500;

const fileError = (message: string, path = 'file') =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

const fixedColumns = Object.keys(voyageTemplateColumns) as TemplateColumn[];
const eventList = Object.values(eventTypeLabels);

type EquipmentColumn = { kind: 'cargo'; item: Named } | { kind: FuelKind; item: Fuelled };

function equipmentColumns(equipment: TemplateEquipment): { header: string; column: EquipmentColumn }[] {
  return [
    ...equipment.cargoUnits.map((item) => ({
      header: templateEquipmentHeader.cargo(item.name),
      column: { kind: 'cargo' as const, item },
    })),
    ...equipment.flowMeters.map((item) => ({
      header: templateEquipmentHeader.flowMeter(item.name),
      column: { kind: 'flowMeter' as const, item },
    })),
    ...equipment.fuelTanks.map((item) => ({
      header: templateEquipmentHeader.fuelTank(item.name),
      column: { kind: 'fuelTank' as const, item },
    })),
  ];
}

/**
 * The sheet's range validations: exceljs has them (one rule for a range of rows) but types only the
 * per-cell one, which would write a rule per cell.
 */
const rangeValidations = (sheet: ExcelJS.Worksheet) =>
  (sheet as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } })
    .dataValidations;

/** The template of a vessel: the data sheet with its headers and lists, the instructions. */
export async function writeVoyageTemplate(equipment: TemplateEquipment, now: Date): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Wakeline';
  workbook.created = now;
  const sheet = workbook.addWorksheet(voyageTemplateSheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const own = equipmentColumns(equipment);
  sheet.columns = [
    ...fixedColumns.map((key) => ({
      header: voyageTemplateColumns[key],
      key,
      width: Math.max(14, voyageTemplateColumns[key].length + 2),
    })),
    ...own.map(({ header }) => ({ header, width: Math.max(14, header.length + 2) })),
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn('timestamp').numFmt = 'yyyy-mm-dd hh:mm';
  const list = (key: TemplateColumn, values: readonly string[]) => {
    const letter = sheet.getColumn(key).letter;
    rangeValidations(sheet).add(`${letter}2:${letter}${listedRows + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`"${values.join(',')}"`],
    });
  };
  list('event', eventList);
  list('voyageType', voyageTypes);
  list('nonCommercial', ['Yes', 'No']);

  const instructions = workbook.addWorksheet(instructionsSheetName);
  instructions.getColumn(1).width = 110;
  const lines = [
    `Voyage data template for ${equipment.vesselName}, made ${formatDateTime(now)} (UTC).`,
    '',
    `Enter one event per row on the sheet '${voyageTemplateSheetName}', in any order; times are UTC.`,
    `Event: ${eventList.join(', ')}. A voyage starts with a Departure.`,
    'Port: the UN/LOCODE (e.g. NOOSL), on departures and arrivals. Voyage name, type and Non-commercial: on departures.',
    'Latitude and longitude: degrees, minutes and the hemisphere, e.g. 59 54.1234 N and 10 45.5 E.',
    'Cargo: on arrivals and at the start of anchoring, drifting and bunkering.',
    'Flow meter and fuel tank columns: the fuel consumed (MT) on the leg from the event before up to this one.',
    'An empty cell changes nothing. An event that exists already (same time and type) is updated with the cells given.',
    'Every row is checked before anything is saved: a file with an error saves nothing and lists every error.',
    'Uploading the same file again changes nothing.',
  ];
  lines.forEach((line, index) => (instructions.getCell(index + 1, 1).value = line));
  instructions.getRow(1).font = { bold: true };

  const identity = workbook.addWorksheet(identitySheetName, { state: 'veryHidden' });
  identity.getCell('A1').value = 'vesselId';
  identity.getCell('B1').value = equipment.vesselId;
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/** The header of row 1, column by column: a fixed column, one of the vessel's, or an error. */
function readHeader(
  sheet: SheetRows,
  equipment: TemplateEquipment,
  errors: FieldError[],
): { fixed: Map<TemplateColumn, number>; own: Map<number, EquipmentColumn> } {
  const fixed = new Map<TemplateColumn, number>();
  const own = new Map<number, EquipmentColumn>();
  const fail = (letter: string, message: string) =>
    errors.push({ path: `${letter}1`, message: `Row 1: ${message}` });
  for (const column of sheet.columns(1)) {
    const text = cellText(sheet.cell(1, column)).trim();
    const key = fixedColumns.find((candidate) => sameName(voyageTemplateColumns[candidate], text));
    if (key) {
      fixed.set(key, column);
      continue;
    }
    const cargo = /^cargo:\s*(.+)$/i.exec(text)?.[1];
    const meter = /^flow meter:\s*(.+?)\s*\(MT\)$/i.exec(text)?.[1];
    const tank = /^fuel tank:\s*(.+?)\s*\(MT\)$/i.exec(text)?.[1];
    const letter = columnLetter(column);
    if (cargo !== undefined) {
      const item = equipment.cargoUnits.find((unit) => sameName(unit.name, cargo));
      if (item) own.set(column, { kind: 'cargo', item });
      else fail(letter, `the vessel carries no cargo unit named '${cargo}'.`);
    } else if (meter !== undefined) {
      const item = equipment.flowMeters.find((candidate) => sameName(candidate.name, meter));
      if (item) own.set(column, { kind: 'flowMeter', item });
      else fail(letter, `the vessel has no active flow meter with manual input named '${meter}'.`);
    } else if (tank !== undefined) {
      const item = equipment.fuelTanks.find((candidate) => sameName(candidate.name, tank));
      if (item) own.set(column, { kind: 'fuelTank', item });
      else fail(letter, `the vessel has no active fuel tank named '${tank}'.`);
    }
    // Any other column (a remark the crew added) is not read.
  }
  for (const key of ['event', 'timestamp'] as const) {
    if (!fixed.has(key)) fail('A', `the column '${voyageTemplateColumns[key]}' is missing.`);
  }
  return { fixed, own };
}

/**
 * Reads every row of a completed template. Problems of the file as a whole (not an .xlsx
 * workbook, no data sheet, another vessel's template) throw; the problems of each row and of the
 * header are collected, so the whole file is reported at once.
 */
export async function readVoyageTemplate(
  buffer: ArrayBuffer,
  equipment: TemplateEquipment,
): Promise<SheetReading> {
  if (isLegacyExcelFile(buffer)) throw fileError(voyageTemplateMessages.notXlsx);
  let sheets: SheetRows[];
  try {
    sheets = await readXlsxSheets(
      Buffer.from(buffer),
      { maxRows: maxTemplateRows, maxColumns: maxTemplateColumns },
      voyageTemplateMessages.notXlsx,
    );
  } catch (error) {
    if (error instanceof WorkbookError) throw fileError(error.message);
    throw error;
  }
  const identity = sheets.find((candidate) => candidate.name === identitySheetName);
  const madeFor = cellText(identity?.cell(1, 2) ?? null).trim();
  if (madeFor !== '' && madeFor.toLowerCase() !== equipment.vesselId.toLowerCase())
    throw fileError(voyageTemplateMessages.otherVessel);
  const sheet = sheets.find((candidate) => candidate.name === voyageTemplateSheetName);
  if (!sheet) throw fileError(voyageTemplateMessages.noSheet);

  const errors: FieldError[] = [];
  const { fixed, own } = readHeader(sheet, equipment, errors);
  if (errors.length > 0) return { rows: [], errors };

  const rows: ReadRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const textOf = (column: number | undefined) =>
      column === undefined ? '' : cellText(sheet.cell(r, column));
    const cellOf = (column: number | undefined) => `${column === undefined ? 'A' : columnLetter(column)}${r}`;
    const text = (key: TemplateColumn) => textOf(fixed.get(key));
    const cell = (key: TemplateColumn) => cellOf(fixed.get(key));
    const allTexts = [...fixed.values(), ...own.keys()].map(textOf);
    if (allTexts.every((value) => value.trim() === '')) continue;

    const before = errors.length;
    const take = <T>(value: CellValue<T>, at: string): T | undefined => {
      if ('problem' in value) {
        errors.push({ path: at, message: `Row ${r}: ${value.problem}` });
        return undefined;
      }
      return value.value;
    };
    const type = take(parseTemplateEventType(text('event')), cell('event'));
    const timestamp = take(parseTemplateTimestamp(text('timestamp')), cell('timestamp'));
    const voyageName = text('voyageName').trim();
    if (voyageName.length > 200)
      errors.push({
        path: cell('voyageName'),
        message: `Row ${r}: ${templateRowMessages.voyageNameTooLong}`,
      });
    const voyageType = take(parseTemplateVoyageType(text('voyageType')), cell('voyageType'));
    const nonCommercial = take(parseTemplateYesNo(text('nonCommercial')), cell('nonCommercial'));
    const location = take(parseTemplateLocation(text('latitude'), text('longitude')), cell('latitude'));
    const distanceNm = take(parseTemplateDistance(text('distance')), cell('distance'));
    const cargo: ReadRow['cargo'] = [];
    const fuel: ReadRow['fuel'] = [];
    for (const [column, target] of own) {
      const at = cellOf(column);
      if (target.kind === 'cargo') {
        const value = take(parseTemplateCargo(textOf(column)), at);
        if (value !== undefined && value !== null)
          cargo.push({ cargoUnitId: target.item.id, cargoCarried: value, cell: at });
      } else {
        const value = take(parseTemplateTonnes(textOf(column)), at);
        if (value !== undefined && value !== null)
          fuel.push({
            kind: target.kind,
            equipmentId: target.item.id,
            fuelTypeId: target.item.fuelTypeId,
            tonnes: value,
            cell: at,
          });
      }
    }
    if (errors.length > before || type === undefined || timestamp === undefined) continue;
    const portCode = text('port').trim().toUpperCase();
    rows.push({
      row: r,
      cells: {
        event: cell('event'),
        timestamp: cell('timestamp'),
        port: cell('port'),
        voyage: cell(voyageName !== '' ? 'voyageName' : voyageType ? 'voyageType' : 'nonCommercial'),
        location: cell('latitude'),
        distance: cell('distance'),
      },
      type,
      timestamp,
      portCode: portCode === '' ? null : portCode,
      voyage: {
        name: voyageName === '' ? null : voyageName,
        type: voyageType ?? null,
        isNonCommercial: nonCommercial ?? null,
      },
      location: location ?? null,
      distanceNm: distanceNm ?? null,
      cargo,
      fuel,
    });
  }
  return { rows, errors };
}
