import { createFileRoute } from '@tanstack/react-router';
import { FleetOverviewScreen } from '../../../features/data-quality/components/data-quality-screens.tsx';

export const Route = createFileRoute('/_authenticated/DataQuality/FleetOverview')({
  component: FleetOverviewScreen,
});
