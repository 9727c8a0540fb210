import type { FeatureModule } from '../../lib/module.ts';
import { adminSiteSettingsRoutes, siteSettingsRoutes } from './site-settings.routes.ts';
import { seedSiteSettings } from './site-settings.seed.ts';

export const siteSettingsModule: FeatureModule = {
  name: 'site-settings',
  publicRoutes: siteSettingsRoutes,
  adminRoutes: adminSiteSettingsRoutes,
  seed: seedSiteSettings,
};
