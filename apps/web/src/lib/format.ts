const number = new Intl.NumberFormat('en-US');

/** 12,345 */
export const formatNumber = (n: number) => number.format(n);
