// Loads one .xlsx workbook with exceljs in a worker thread (ADR 0093, issue 27): the parse never
// holds the server's event loop, and the thread's own memory limit ends a workbook that needs more
// than it may without touching the server. Plain JavaScript so the thread starts without the
// TypeScript loader. Input: { buffer, maxRows, maxColumns }; output: { sheets } or { refused }.
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';

const { buffer, maxRows, maxColumns } = workerData;

async function load() {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer);
  } catch {
    return { refused: 'not-a-workbook' };
  }
  const sheets = [];
  for (const worksheet of workbook.worksheets) {
    /** @type {[number, [number, unknown][]][]} */
    const rows = [];
    let rowCount = 0;
    let tooMany = false;
    worksheet.eachRow({ includeEmpty: false }, (row) => {
      if (tooMany) return;
      /** @type {[number, unknown][]} */
      const cells = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        if (column <= maxColumns) cells.push([column, cell.value]);
      });
      if (cells.length === 0) return;
      if (rows.length >= maxRows) {
        tooMany = true;
        return;
      }
      rows.push([row.number, cells]);
      rowCount = Math.max(rowCount, row.number);
    });
    if (tooMany) return { refused: 'too-many-rows', sheet: worksheet.name };
    sheets.push({ name: worksheet.name, rowCount, rows });
  }
  return { sheets };
}

parentPort.postMessage(await load());
