import { liveTopics } from '@podium/shared/common/live';
import type { FeatureModule } from '../../lib/module.ts';
import { adminSlotRequestRoutes } from './admin-slot-requests.routes.ts';
import { slotRequestRoutes } from './slot-requests.routes.ts';
import { seedSlotRequests } from './slot-requests.seed.ts';

/** Slot requests ("slot calls", issue 29, decision 059). */
export const slotRequestsModule: FeatureModule = {
  name: 'slot-requests',
  publicRoutes: slotRequestRoutes,
  adminRoutes: adminSlotRequestRoutes,
  liveTopics: [liveTopics.slotRequests],
  seed: seedSlotRequests,
};
