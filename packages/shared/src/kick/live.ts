/**
 * The channel's live state (decision 027), public: the home stream embed and the LIVE marker in the
 * navigation follow it. Zod-free so the landing bundle can read it.
 */
export interface KickLiveState {
  is_live: boolean;
  channel_slug: string | null;
}

export const kickLiveMessages = {
  live: 'LIVE',
  liveLabel: 'The stream is live now',
} as const;
