import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ISO19030_DEFAULT_PERIODS } from '../../../../../../domain/performance/iso19030.ts';
import { PageTitle } from '../../../../../components/document-title.tsx';
import { Iso19030Screen } from '../../../../../features/iso19030/components/iso19030-screen.tsx';
import {
  MAINTENANCE_PERIOD_OPTIONS,
  REFERENCE_PERIOD_OPTIONS,
} from '../../../../../features/iso19030/iso19030-view.ts';
import { useVessel } from '../../../../../features/vessel/api/get-vessel.ts';

// ISO 19030 (001 §2, PERF-038; ADR 0080): the spec names the screen, not its route: ours, a vessel
// sub-page gated like Diagnostics, whose speed long trend it reads. The period lengths are in the URL.
const daysOf = (options: readonly { days: number }[]) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.union([v.number(), v.string()]),
        v.transform(Number),
        v.check((days) => options.some((option) => option.days === days)),
      ),
    ),
    undefined,
  );
const SearchSchema = v.object({
  referenceDays: daysOf(REFERENCE_PERIOD_OPTIONS),
  maintenanceDays: daysOf(MAINTENANCE_PERIOD_OPTIONS),
});

export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/Iso19030')({
  staticData: { title: 'ISO 19030' },
  validateSearch: SearchSchema,
  component: Iso19030Page,
});

function Iso19030Page() {
  const { vesselId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const vessel = useVessel(vesselId);
  return (
    <>
      <PageTitle title="ISO 19030" vesselName={vessel.name} heading={vessel.name} />
      <Iso19030Screen
        vesselId={vesselId}
        periods={{
          referenceDays: search.referenceDays ?? ISO19030_DEFAULT_PERIODS.referenceDays,
          maintenanceDays: search.maintenanceDays ?? ISO19030_DEFAULT_PERIODS.maintenanceDays,
        }}
        onPeriodsChange={(periods) => void navigate({ search: periods, replace: true })}
      />
    </>
  );
}
