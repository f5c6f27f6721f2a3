import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { isKognifai } from '../../../../domain/auth/roles.ts';
import { PageTitle } from '../../../components/document-title.tsx';
import { CompareDetails } from '../../../features/performance/components/compare-screen.tsx';
import { requireRole } from '../../../lib/route-guards.ts';

const SearchSchema = v.object({ groupId: v.optional(v.string(), '') });

// Compare vessels, details (001 §2; breadcrumb Home > Compare > Details, ADMIN-071).
export const Route = createFileRoute('/_authenticated/Compare/Details')({
  beforeLoad: requireRole((role) => !isKognifai(role)),
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: DetailsPage,
});

function DetailsPage() {
  const { groupId } = Route.useSearch();
  return (
    <>
      <PageTitle title="Compare vessels" />
      <CompareDetails groupId={groupId} />
    </>
  );
}
