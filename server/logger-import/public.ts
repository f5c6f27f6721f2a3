// What the logger-import capability offers the other capabilities; the rest of the folder is its own
// (ADR 0116). The container in server/app/ wires the services; this module names the functions,
// tables and types another capability may use.
export { LoggerFileError, readyLoggerFile } from './logger-file.ts';
export type { ReadyLoggerFile } from './logger-file.ts';
export { mappingOfForm, withSpreadsheetUpload } from './spreadsheet-form.ts';
export type { ReceivedSpreadsheet } from './spreadsheet-form.ts';
