// The Excel download of a vessel's long trends (001 §2, PERF-029): a summary sheet of every trend
// period, then one sheet per trend with its daily values, the period each belongs to, and the
// trendline and benchmark level at that day.
import ExcelJS from 'exceljs';
import type { LongTrend, LongTrendPeriod } from '../../domain/contracts/long-trends.ts';
import { PERFORMANCE_STATUS_TITLES } from '../../domain/calc/long-trend.ts';

const day = (iso: string) => new Date(iso);
const round = (value: number | null | undefined, decimals = 3) =>
  value === null || value === undefined ? null : Number(value.toFixed(decimals));

/** Excel sheet names: at most 31 characters, none of []:*?/\ and unique. */
function sheetName(wanted: string, taken: Set<string>): string {
  const base = wanted.replace(/[[\]:*?/\\]/g, ' ').slice(0, 28) || 'Trend';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} ${n}`;
  taken.add(name.toLowerCase());
  return name;
}

export async function longTrendWorkbook(
  vesselName: string,
  trends: readonly LongTrend[],
  periods: readonly LongTrendPeriod[],
): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Wakeline';
  workbook.title = `${vesselName} long trends`;
  const taken = new Set<string>();

  const summary = workbook.addWorksheet(sheetName('Periods', taken));
  summary.columns = [
    { header: 'Long trend', key: 'trend', width: 22 },
    { header: 'Start', key: 'start', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
    { header: 'End', key: 'end', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
    { header: 'Current', key: 'current', width: 9 },
    { header: 'Status', key: 'status', width: 14 },
    { header: 'Daily values', key: 'samples', width: 12 },
    { header: 'Benchmark (%)', key: 'benchmark', width: 14 },
    { header: 'Change per year (%)', key: 'change', width: 19 },
    { header: 'Deviation from benchmark (%)', key: 'deviation', width: 27 },
  ];
  summary.getRow(1).font = { bold: true };
  summary.views = [{ state: 'frozen', ySplit: 1 }];

  for (const trend of trends) {
    const own = periods.filter((period) => period.longTrendId === trend.id);
    for (const period of own) {
      summary.addRow({
        trend: trend.description,
        start: day(period.start),
        end: day(period.end),
        current: period.isCurrent ? 'Yes' : 'No',
        status: PERFORMANCE_STATUS_TITLES[period.status],
        samples: period.sampleCount,
        benchmark: round(period.benchmarkPoint?.y),
        change: round(period.changePerYear),
        deviation: round(period.deviationFromBenchmark),
      });
    }

    const sheet = workbook.addWorksheet(sheetName(trend.description, taken));
    sheet.columns = [
      { header: 'Date (UTC)', key: 'at', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
      { header: `${trend.description} (%)`, key: 'value', width: 18 },
      { header: 'Period start', key: 'period', width: 20, style: { numFmt: 'yyyy-mm-dd' } },
      { header: 'Trendline (%)', key: 'trendline', width: 14 },
      { header: 'Benchmark (%)', key: 'benchmark', width: 14 },
    ];
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    for (const period of own) {
      const line = period.trendline;
      for (const point of period.values) {
        const ms = Date.parse(point.x);
        const days = line ? (ms - Date.parse(line.start.x)) / 86_400_000 : 0;
        sheet.addRow({
          at: day(point.x),
          value: round(point.y, 4),
          period: day(period.start),
          trendline: line ? round(line.start.y + line.coefficient * days, 4) : null,
          benchmark: round(period.benchmarkPoint?.y, 4),
        });
      }
    }
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}
