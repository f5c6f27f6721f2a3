import { createFileRoute } from '@tanstack/react-router';
import { DataAvailabilityScreen } from '../../../features/data-quality/components/data-quality-screens.tsx';

export const Route = createFileRoute('/_authenticated/DataQuality/DataAvailability')({
  component: DataAvailabilityScreen,
});
