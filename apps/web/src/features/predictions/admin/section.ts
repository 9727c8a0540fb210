import { lazy } from 'react';
import { PollIcon } from '@/components/icons/feature-icons.tsx';
import type { AdminSection } from '@/lib/admin-section.ts';

export const predictionsSection: AdminSection = {
  path: 'predictions',
  label: 'Predictions',
  icon: PollIcon,
  Page: lazy(() => import('./PredictionsAdminPage.tsx').then((m) => ({ default: m.PredictionsAdminPage }))),
};
