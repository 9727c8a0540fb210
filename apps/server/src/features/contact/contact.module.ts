import type { FeatureModule } from '../../lib/module.ts';
import { adminContactRoutes } from './admin-contact.routes.ts';
import { contactRoutes } from './contact.routes.ts';

export const contactModule: FeatureModule = {
  name: 'contact',
  publicRoutes: contactRoutes,
  adminRoutes: adminContactRoutes,
};
