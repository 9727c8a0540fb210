import type { Role } from '@podium/shared/common/user';
import type { ComponentType, SVGProps } from 'react';

/** Where the panel is mounted. Links are absolute: under the splat route 'admin-new/*' React Router
 * resolves relative links against the whole URL. */
export const ADMIN_BASE = '/admin-new';

/** One screen of the admin panel, exported by the feature that owns it (`features/<x>/admin/section.ts`). */
export interface AdminSection {
  /** The path under /admin-new. */
  path: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  Page: ComponentType;
  /** Who may open it (the server's guard of its API decides for real); Admin only when absent. */
  roles?: readonly Role[];
  /** Deeper pages of the section (e.g. `:id`), open to the same roles, not listed in the navigation. */
  subPages?: readonly { path: string; Page: ComponentType }[];
}

/** The absolute URL of a section. */
export const adminHref = (section: Pick<AdminSection, 'path'>) => `${ADMIN_BASE}/${section.path}`;
