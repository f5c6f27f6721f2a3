import { createFileRoute } from '@tanstack/react-router';
import { isKognifai } from '../../../../domain/auth/roles.ts';
import { PageTitle } from '../../../components/document-title.tsx';
import { CompareOverview } from '../../../features/performance/components/compare-screen.tsx';
import { requireRole } from '../../../lib/route-guards.ts';

// Compare vessels (001 §2; path proposed in routes.tsv): the user's vessel groups to compare.
export const Route = createFileRoute('/_authenticated/Compare/')({
  beforeLoad: requireRole((role) => !isKognifai(role)),
  component: () => (
    <>
      <PageTitle title="Compare vessels" />
      <CompareOverview />
    </>
  ),
});
