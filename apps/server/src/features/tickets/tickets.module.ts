import type { FeatureModule } from '../../lib/module.ts';
import { ticketQueueRoutes } from './ticket-queue.routes.ts';
import { ticketRoutes } from './tickets.routes.ts';

export const ticketsModule: FeatureModule = {
  name: 'tickets',
  publicRoutes: ticketRoutes,
  staffRoutes: ticketQueueRoutes,
};
