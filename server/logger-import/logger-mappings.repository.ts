// Saved logger import mappings (0775, ADR 0097): one per vessel and source name, in the store both
// kinds of import mapping share.
import { type ImportMappingRow, importMappingStore } from '../import/public.ts';

export type LoggerMappingRow = ImportMappingRow;

const store = importMappingStore('logger_mappings');
export const listLoggerMappings = store.list;
export const findLoggerMapping = store.find;
export const insertLoggerMapping = store.insert;
export const updateLoggerMapping = store.update;
export const deleteLoggerMapping = store.remove;
export const markLoggerMappingUsed = store.markUsed;
