/**
 * A ledger kind in words, lower case ('admin_adjustment' → 'admin adjustment'); each view sets the
 * case with CSS. Kinds this build does not know read the same way.
 */
export const ledgerKindLabel = (kind: string): string => kind.replaceAll('_', ' ').trim();
