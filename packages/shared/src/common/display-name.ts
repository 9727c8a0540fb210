/** The name a member is shown by: their name, trimmed, unless it is blank; else their username. */
export function displayName(user: { name: string | null | undefined; username: string }): string {
  return user.name?.trim() || user.username;
}
