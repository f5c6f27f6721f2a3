import { createFileRoute } from '@tanstack/react-router';
import { isAdmin } from '../../../../domain/auth/roles.ts';
import { PageTitle } from '../../../components/document-title.tsx';
import { ReferenceCurveScreen } from '../../../features/performance/components/reference-curve-screen.tsx';
import { requireRole } from '../../../lib/route-guards.ts';

// Reference Curves: SFOC - Power (001 §2, PERF-019): Administrators only.
export const Route = createFileRoute('/_authenticated/ReferenceCurves/SFOC')({
  beforeLoad: requireRole(isAdmin),
  component: () => (
    <>
      <PageTitle title="SFOC - Power" heading="SFOC - Power" />
      <ReferenceCurveScreen mode="SFOC" />
    </>
  ),
});
