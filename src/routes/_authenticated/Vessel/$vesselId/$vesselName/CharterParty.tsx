import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { CHARTER_CURVE_MODES } from '../../../../../../domain/performance/charter-party.ts';
import { PageTitle } from '../../../../../components/document-title.tsx';
import { CharterPartyScreen } from '../../../../../features/performance/components/charter-party-screen.tsx';
import { useVessel } from '../../../../../features/vessel/api/get-vessel.ts';
import { useCurrentUser } from '../../../../../lib/session.ts';

// Charter party (001 §2, ADR 0056): every user who sees the vessel; the vessel layout shows the
// notice instead where its CharterParty feature is off (PERF-072, ADR 0059). The curve mode and the
// table's days are in the URL.
const day = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined);
const SearchSchema = v.object({
  mode: v.fallback(v.optional(v.picklist(CHARTER_CURVE_MODES)), undefined),
  from: day,
  to: day,
});

export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/CharterParty')({
  staticData: { title: 'Charter party' },
  validateSearch: SearchSchema,
  component: CharterPartyPage,
});

function CharterPartyPage() {
  const { vesselId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const vessel = useVessel(vesselId);
  const user = useCurrentUser();
  return (
    <>
      <PageTitle title="Charter party" vesselName={vessel.name} heading={vessel.name} />
      <CharterPartyScreen
        vesselId={vesselId}
        role={user.role}
        latestDataDate={vessel.logDataMaxDate ?? vessel.trendDataMaxDate ?? null}
        search={search}
        onSearchChange={(change) =>
          void navigate({ search: (current) => ({ ...current, ...change }), replace: true })
        }
      />
    </>
  );
}
