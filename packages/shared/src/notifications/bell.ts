/** "Notifications, 3 unread": the bell's accessible name (zod-free and tiny: the header's stand-in reads it). */
export const bellLabel = (unread: number) =>
  unread <= 0 ? 'Notifications' : `Notifications, ${unread > 99 ? 'more than 99' : unread} unread`;
