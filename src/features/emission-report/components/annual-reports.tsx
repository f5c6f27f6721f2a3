// The annual report downloads of the emission report screen (002 §2, §4; EMIS-029, EMIS-138,
// EMIS-221; ADR 0072): the EU MRV and IMO DCS reports of a year as a spreadsheet or a PDF, over the
// voyages departed in the year whose data is confirmed.
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { emissionReportEndpoints } from '../../../../domain/contracts/emission-reports.ts';
import { errorText } from '../../../components/snackbar.ts';
import { downloadFrom } from '../../../lib/download.ts';

const reports = [
  ['MrvYearly', 'MRV'],
  ['ImoYearly', 'IMO DCS'],
] as const;
type ReportName = (typeof reports)[number][0];
const reportEndpoints = {
  MrvYearly: emissionReportEndpoints.mrvYearly,
  ImoYearly: emissionReportEndpoints.imoYearly,
} satisfies Record<ReportName, unknown>;
const formats = [
  ['xlsx', 'Excel'],
  ['pdf', 'PDF'],
] as const;

export function AnnualReports({ vesselId, now }: { vesselId: string; now: Date }) {
  const thisYear = now.getUTCFullYear();
  const years = Array.from({ length: 6 }, (_, index) => thisYear - index);
  const [year, setYear] = useState(thisYear);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async (report: ReportName, format: (typeof formats)[number][0]) => {
    setBusy(`${report}-${format}`);
    setFailure(null);
    try {
      await downloadFrom(
        reportEndpoints[report],
        { params: { vesselId, year: String(year) }, query: { format } },
        `${report}-${year}.${format}`,
      );
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap="xs" align="flex-end" data-testid="annual-reports">
      <NativeSelect
        size="xs"
        label="Annual report year"
        value={String(year)}
        data={years.map(String)}
        onChange={(event) => setYear(Number(event.currentTarget.value))}
      />
      {reports.flatMap(([report, label]) =>
        formats.map(([format, formatLabel]) => (
          <Button
            key={`${report}-${format}`}
            size="xs"
            variant="default"
            loading={busy === `${report}-${format}`}
            disabled={busy !== null}
            onClick={() => void download(report, format)}
          >
            {`${label} ${year} (${formatLabel})`}
          </Button>
        )),
      )}
      {failure ? (
        <Text size="sm" c="red.8" role="alert">
          {failure}
        </Text>
      ) : null}
    </Group>
  );
}
