import type { Role } from '@podium/shared/common/user';
import type { WorkKind } from '@podium/shared/staff-work/schemas';
import { type ComponentType, createContext, type SVGProps, useContext } from 'react';

/** Where the panel is mounted. Links are absolute: under the splat route 'admin-new/*' React Router
 * resolves relative links against the whole URL. */
export const ADMIN_BASE = '/admin-new';

/**
 * The admin pages another feature may add a panel to, and what such a panel is given. The page's own
 * feature reads its panels with `useAdminPanels`; it never imports the features that add them.
 */
export interface AdminPanelSlots {
  /** /admin-new/members/:id, below the member's own panels (the VIP feature's claims). */
  member: { userId: number };
}

/** The panels a section adds to other sections' pages, by slot. */
export type AdminPanels = { [S in keyof AdminPanelSlots]?: readonly ComponentType<AdminPanelSlots[S]>[] };

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
  /** Panels this feature adds to another section's page (lazy, so they load with that page). */
  panels?: AdminPanels;
  /** The queue whose waiting items the navigation counts beside it (decision 053). */
  work?: WorkKind;
}

/** The absolute URL of a section. */
export const adminHref = (section: Pick<AdminSection, 'path'>) => `${ADMIN_BASE}/${section.path}`;

/** Every section's panels, gathered by slot (the panel shell provides them). */
export const AdminPanelsContext = createContext<AdminPanels>({});

/** The panels other features add to this page's slot, in the sections' order. */
export function useAdminPanels<S extends keyof AdminPanelSlots>(
  slot: S,
): readonly ComponentType<AdminPanelSlots[S]>[] {
  return useContext(AdminPanelsContext)[slot] ?? [];
}
