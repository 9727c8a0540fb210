import { BOOT_ELEMENT_ID, type BootData } from '@podium/shared/site-settings/boot';
import { createContext, useContext } from 'react';

/** The user, settings and flags the server embedded in the page (read once at start). */
function readBoot(): BootData | null {
  if (typeof document === 'undefined') return null;
  const el = document.getElementById(BOOT_ELEMENT_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as BootData;
  } catch {
    return null;
  }
}

/** This browser tab's boot data (null on the server, where each request brings its own). */
export const clientBoot: BootData | null = readBoot();

/**
 * The boot data of the page being rendered: in the browser the page's own, on the server the
 * request's (the server renders many visitors' pages in one process, so never a module variable).
 */
export const BootContext = createContext<BootData | null>(clientBoot);

export const useBoot = (): BootData | null => useContext(BootContext);
