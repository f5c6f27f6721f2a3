// What the noon-reports capability offers the other capabilities; the rest of the folder is its own
// (ADR 0116). The container in server/app/ wires the services; this module names the functions,
// tables and types another capability may use.
export {
  listNoonReportTrendInputs,
  listNoonReports,
  noonReportAtSameTime,
  noonReportsTable,
  previousNoonReport,
} from './noon-reports.repository.ts';
export type { NoonReportsService } from './noon-reports.service.ts';
