/** The friends feature's messages (SPEC §8), apart from its schemas: pages read them without zod. */
export const friendsMessages = {
  sent: 'Friend request sent successfully',
  accepted: 'Friend request accepted',
  declined: 'Friend request declined',
  removed: 'Friend removed successfully',
  sendFailed: 'Failed to send friend request',
  acceptFailed: 'Failed to accept friend request',
  declineFailed: 'Failed to decline friend request',
  removeFailed: 'Failed to remove friend',
} as const;
