/** The admin's member queries (list and detail): the badge and achievement catalogues refresh them after a change. */
export const adminUsersKey = ['admin', 'users'] as const;
