import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageTitle } from '../../../components/document-title.tsx';
import { showSuccess } from '../../../components/snackbar.ts';
import { NewRuleForm } from '../../../features/notifications/components/new-rule-form.tsx';

// New alert (000 §2, SHELL-029); ?vesselId= preselects the vessel (from the vessel's page).
export const Route = createFileRoute('/_authenticated/Notifications/New')({
  validateSearch: v.object({ vesselId: v.optional(v.pipe(v.string(), v.uuid())) }),
  component: NewAlertPage,
});

function NewAlertPage() {
  const { vesselId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageTitle title="New alert" />
      <NewRuleForm
        initialVesselId={vesselId}
        onCreated={(rule) => {
          showSuccess(`Alert rule '${rule.name}' saved.`);
          void navigate({ to: '/Notifications' });
        }}
        onCancel={() => void navigate({ to: '/Notifications' })}
      />
    </>
  );
}
