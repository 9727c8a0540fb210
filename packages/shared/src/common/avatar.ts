export const DEFAULT_AVATAR_COUNT = 5;

/** SPEC §9: one of five bundled default images, chosen by the id modulo 5. */
export function defaultAvatarUrl(id: number | string): string {
  const n = typeof id === 'number' ? id : Number(BigInt(id) % BigInt(DEFAULT_AVATAR_COUNT));
  const index = ((n % DEFAULT_AVATAR_COUNT) + DEFAULT_AVATAR_COUNT) % DEFAULT_AVATAR_COUNT;
  return `/avatars/default-${index}.svg`;
}
