import type { FeatureModule } from '../../lib/module.ts';
import { adminAuditRoutes } from './audit.routes.ts';

/** Every staff action on record (decision 039): the log itself and the admin's read of it. */
export const auditModule: FeatureModule = {
  name: 'audit',
  adminRoutes: adminAuditRoutes,
};
