/**
 * A ledger kind in words, lower case ('admin_adjustment' → 'admin adjustment'); each view sets the
 * case with CSS. Kinds this build does not know read the same way.
 */
export const ledgerKindLabel = (kind: string): string => kind.replaceAll('_', ' ').trim();

/** Ledger rows per page of a points history, newest first (the member's own and the admin's view). */
export const POINTS_HISTORY_PAGE_SIZE = 50;
