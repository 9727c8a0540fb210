import { lazy } from 'react';
import type { AdminSection } from '@/lib/admin-section.ts';

const MemberDetailRoute = lazy(() =>
  import('./MemberDetailRoute.tsx').then((m) => ({ default: m.MemberDetailRoute })),
);

/**
 * The members section with its member page replaced by the composed one (other features' panels
 * about the member, which the members feature may not import itself).
 */
export const withComposedMemberPage = (sections: readonly AdminSection[]): AdminSection[] =>
  sections.map((section) =>
    section.path === 'members'
      ? {
          ...section,
          subPages: (section.subPages ?? []).map((sub) =>
            sub.path === ':id' ? { ...sub, Page: MemberDetailRoute } : sub,
          ),
        }
      : section,
  );
