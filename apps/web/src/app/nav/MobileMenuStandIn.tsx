import type { CurrentUser } from '@podium/shared/common/user';
import { useLocation } from 'react-router';
import type { DeferredFallbackProps } from '@/components/Deferred.tsx';
import { StandInDetails } from './StandInDetails.tsx';
import { MOBILE_SUMMARY_HTML, mobileSheetHtml } from './stand-in-html.ts';
import { MenuTriggerContent, menuTriggerClass } from './triggers.tsx';

/**
 * The mobile menu before its code has loaded (decision 051): a disclosure whose sheet, drawn as the
 * real menu draws it, lists the whole navigation, so it opens and leads on without scripts. The
 * sheet is the server's markup alone (`stand-in-html.ts`): React keeps it as it hydrates and never
 * builds it in the browser, where the disclosure is empty (a page the browser renders, whose scripts
 * are there) and opening it opens the real menu (components/Deferred.tsx hands the state over).
 */
export function MobileMenuStandIn({
  user,
  isAdmin,
  request,
}: { user: CurrentUser | null; isAdmin: boolean } & DeferredFallbackProps) {
  const { pathname } = useLocation();
  return (
    <StandInDetails request={request} className="md:hidden">
      <summary aria-label="Open menu" className={menuTriggerClass}>
        <MenuTriggerContent />
        <span
          className="contents"
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own constant markup, never built in the browser.
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? MOBILE_SUMMARY_HTML : '' }}
        />
      </summary>
      <div
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the navigation's constant words and addresses, built on the server.
        dangerouslySetInnerHTML={{
          __html: import.meta.env.SSR
            ? mobileSheetHtml(pathname, user && { isAdmin, isModerator: user.role === 'Moderator' })
            : '',
        }}
      />
    </StandInDetails>
  );
}
