import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageTitle } from '../../../../../components/document-title.tsx';
import { CiiScreen, ciiYears } from '../../../../../features/cii/components/cii-screen.tsx';
import { useVessel } from '../../../../../features/vessel/api/get-vessel.ts';

// CII (001 §2, PERF-051, ADR 0063): every user who sees the vessel but the partner type, whose
// calls are refused. The year is in the URL; the page opens on this year.
const SearchSchema = v.object({
  year: v.fallback(v.optional(v.pipe(v.number(), v.integer())), undefined),
});

export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/Cii')({
  staticData: { title: 'CII' },
  validateSearch: SearchSchema,
  component: CiiPage,
});

function CiiPage() {
  const { vesselId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const vessel = useVessel(vesselId);
  const years = ciiYears();
  const year = search.year !== undefined && years.includes(search.year) ? search.year : years.at(-1)!;
  return (
    <>
      <PageTitle title="CII" vesselName={vessel.name} heading={vessel.name} />
      <CiiScreen
        vesselId={vesselId}
        vesselName={vessel.name}
        year={year}
        onYearChange={(next) => void navigate({ search: { year: next }, replace: true })}
      />
    </>
  );
}
