import { createFileRoute } from '@tanstack/react-router';
import { isKognifai } from '../../../domain/auth/roles.ts';
import { PageTitle } from '../../components/document-title.tsx';
import { VesselGroupsScreen } from '../../features/vessel-groups/components/vessel-groups-screen.tsx';
import { requireRole } from '../../lib/route-guards.ts';

// Vessel Groups (003 §2): every signed-in user but the partner type.
export const Route = createFileRoute('/_authenticated/VesselGroups')({
  beforeLoad: requireRole((role) => !isKognifai(role)),
  component: () => (
    <>
      <PageTitle title="Vessel Groups" />
      <VesselGroupsScreen />
    </>
  ),
});
