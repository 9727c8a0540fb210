import { z } from '../common/zod.ts';
import type { KickLiveState } from './live.ts';

/** GET /api/r/kick/live (decision 027); the web reads the zod-free type in kick-live.ts. */
export const kickLiveStateSchema = z.object({
  is_live: z.boolean(),
  channel_slug: z.string().nullable(),
}) satisfies z.ZodType<KickLiveState>;
