import { idParam } from '../common/ids.ts';
import { text } from '../common/text.ts';
import { userSummarySchema } from '../common/user.ts';
import { z } from '../common/zod.ts';

/** SPEC §3 Friendship, from the viewer's side. `id`/`status`/`sender_id` are null when there is none. */
export const friendshipSchema = z.object({
  id: z.number().int().nullable(),
  status: z.enum(['pending', 'accepted']).nullable(),
  sender_id: z.number().int().nullable(),
  can_send_request: z.boolean(),
  can_accept: z.boolean(),
  can_decline: z.boolean(),
  can_remove: z.boolean(),
});
export type Friendship = z.infer<typeof friendshipSchema>;

/** GET /api/r/friends/search?query=: text shorter than FRIEND_SEARCH_MIN_CHARS answers no one. */
export const friendSearchQuerySchema = z.object({
  query: text({ max: 100, maxMessage: 'Search text is at most 100 characters' }).optional(),
});

/** GET /api/r/friends/search: users with the viewer's friendship to each. */
export const friendSearchResultSchema = /* @__PURE__ */ userSummarySchema.extend({
  friendship: friendshipSchema,
});
export type FriendSearchResult = z.infer<typeof friendSearchResultSchema>;

/**
 * GET /api/r/friends/requests[?before={oldest id shown}]: pending requests others sent the viewer,
 * newest first, at most FRIEND_REQUESTS_PAGE_SIZE at a time (other members decide how many there are).
 * The answer stays a plain list; a full page means there may be older ones, asked for with `before`.
 */
export const FRIEND_REQUESTS_PAGE_SIZE = 50;
const requestId = 'before must be a friend request id';
export const friendRequestsQuerySchema = z.object({ before: idParam(requestId).optional() });

/** GET /api/r/friends/mutual/{userId}: at most this many, by username. */
export const MUTUAL_FRIENDS_MAX = 200;

export const friendRequestSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  user: userSummarySchema,
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

const chooseMember = 'Choose a member';
/**
 * POST /api/r/friends/request {user_id}: a JSON whole number, never coerced (`true` is a 400). An id
 * past the integer column names no member, so the use case answers 404 'User not found' for it.
 */
export const friendRequestInputSchema = z.strictObject({
  user_id: z
    .number({ error: chooseMember })
    .int(chooseMember)
    .positive(chooseMember)
    .max(Number.MAX_SAFE_INTEGER, chooseMember),
});

/** SPEC §8: what the server answers and the web shows for each friendship transition. */
