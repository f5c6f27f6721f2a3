import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { messages } from '../../../../../../domain/messages.ts';
import { PageTitle } from '../../../../../components/document-title.tsx';
import { ShapoliScreen } from '../../../../../features/shapoli/components/shapoli-screen.tsx';
import { shapoliYears } from '../../../../../features/shapoli/shapoli-format.ts';
import { useVessel } from '../../../../../features/vessel/api/get-vessel.ts';
import { useCurrentUser } from '../../../../../lib/session.ts';

// EEXI ShaPoLi (001 §2, routes.tsv, PERF-071; ADR 0081): every user who sees the vessel; the vessel
// layout shows the notice instead where its Shapoli feature is off (ADR 0059). The year and the
// chosen breach are in the URL; the page opens on the year of the vessel's latest data.
const SearchSchema = v.object({
  year: v.fallback(v.optional(v.pipe(v.number(), v.integer())), undefined),
  breach: v.fallback(v.optional(v.pipe(v.string(), v.isoTimestamp())), undefined),
});

export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/Shapoli')({
  staticData: { title: messages.eexiShapoli },
  validateSearch: SearchSchema,
  component: ShapoliPage,
});

function ShapoliPage() {
  const { vesselId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const vessel = useVessel(vesselId);
  const user = useCurrentUser();
  const latest = vessel.logDataMaxDate ? Date.parse(vessel.logDataMaxDate) : Date.now();
  const years = shapoliYears(Math.max(latest, Date.now()));
  const latestYear = new Date(latest).getUTCFullYear();
  const year =
    search.year !== undefined && years.includes(search.year)
      ? search.year
      : years.includes(latestYear)
        ? latestYear
        : years[0]!;
  return (
    <>
      <PageTitle title={messages.eexiShapoli} vesselName={vessel.name} heading={vessel.name} />
      <ShapoliScreen
        vesselId={vesselId}
        role={user.role}
        year={year}
        years={years}
        breach={search.breach ?? null}
        onYearChange={(next) => void navigate({ search: { year: next }, replace: true })}
        onBreachChange={(breach) =>
          void navigate({ search: (current) => ({ ...current, breach: breach ?? undefined }), replace: true })
        }
      />
    </>
  );
}
