import { createFileRoute } from '@tanstack/react-router';
import { DataOutliersScreen } from '../../../features/data-quality/components/data-quality-screens.tsx';

export const Route = createFileRoute('/_authenticated/DataQuality/DataOutliers')({
  component: DataOutliersScreen,
});
