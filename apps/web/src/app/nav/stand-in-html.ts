import {
  accountLinks,
  isActivePath,
  isGroup,
  loginLink,
  type NavGroup,
  type NavItem,
  navEntries,
} from './nav-links.ts';
import { menuContentClass, menuItemClass } from './styles.ts';

// What the header's menus hold before their code has loaded, as the server sends it (decision 051):
// plain HTML built on the server only (`import.meta.env.SSR`), so none of it weighs on the landing
// JavaScript. The words and addresses are the navigation's own constants; the classes draw it as the
// real menus (NavGroupMenu.tsx, MobileMenu.tsx) draw it.

const linkClass =
  'block rounded-lg px-3 py-2.5 font-semibold text-slate-200 hover:bg-white/5 aria-[current=page]:bg-primary/15 aria-[current=page]:text-white';

const link =
  (pathname: string, className = linkClass) =>
  (item: NavItem) =>
    `<li><a href="${item.to}" class="${className}"${isActivePath(pathname, item.to) ? ' aria-current="page"' : ''}>${item.label}</a></li>`;

/** A navigation group's links, under its summary as the real dropdown shows them. */
export const groupHtml = (group: NavGroup, pathname: string) =>
  `<ul class="absolute top-full left-0 mt-2 ${menuContentClass}">${group.items
    .map(link(pathname, `${menuItemClass} hover:bg-primary/20 focus-visible:bg-primary/20`))
    .join('')}</ul>`;

/** Over the page while open, inside the summary so that a tap on it closes the sheet; then the close mark. */
export const MOBILE_SUMMARY_HTML =
  '<span aria-hidden="true" class="absolute top-0 left-0 z-60 hidden h-dvh w-full bg-black/60 backdrop-blur-sm in-open:block"></span>' +
  '<span aria-hidden="true" class="absolute top-5 right-5 z-80 hidden p-2 text-slate-300 in-open:block">' +
  '<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M18 6 6 18M6 6l12 12"></path></svg></span>';

/** The sheet: the whole navigation, then the account pages signed in (Friends and Logout need the real menu) or Login. */
export function mobileSheetHtml(
  pathname: string,
  signedIn: { isAdmin: boolean; isModerator: boolean } | null,
) {
  const item = link(pathname);
  const nav = navEntries
    .map((entry) =>
      isGroup(entry)
        ? `<li class="mt-2"><p class="px-3 pb-1 text-xs font-bold tracking-widest text-primary uppercase">${entry.label}</p><ul class="flex flex-col gap-1">${entry.items.map(item).join('')}</ul></li>`
        : item(entry),
    )
    .join('');
  const account = signedIn ? accountLinks(signedIn.isAdmin, signedIn.isModerator) : [loginLink];
  return (
    '<div class="absolute top-0 right-0 z-70 flex h-dvh w-[min(20rem,88vw)] flex-col gap-4 overflow-y-auto border-l border-white/10 bg-slate-950 p-5 shadow-2xl">' +
    '<p class="py-1 text-lg font-bold text-white">Menu</p>' +
    `<nav aria-label="Mobile"><ul class="flex flex-col gap-1">${nav}</ul></nav>` +
    `<ul class="mt-auto flex flex-col gap-1 border-t border-white/10 pt-4">${account.map(item).join('')}</ul></div>`
  );
}
