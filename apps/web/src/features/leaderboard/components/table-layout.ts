/** Every body row has this fixed height, so the virtualizer needs no measuring. */
export const ROW_HEIGHT = 60;

/** Horizontal padding shared by header and body cells. */
export const CELL = 'px-1.5 first:pl-3 last:pr-3 sm:px-4 sm:first:pl-5 sm:last:pr-5';
