import { z } from '../common/zod.ts';

/** The download's field types (decision 052): times as ISO strings, optional text, counts. */
export const when = z.string();
export const maybe = z.string().nullable();
export const count = z.number();
