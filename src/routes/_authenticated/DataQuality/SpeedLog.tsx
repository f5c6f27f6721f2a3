import { createFileRoute } from '@tanstack/react-router';
import { SpeedLogScreen } from '../../../features/data-quality/components/speed-log-screen.tsx';

export const Route = createFileRoute('/_authenticated/DataQuality/SpeedLog')({ component: SpeedLogScreen });
