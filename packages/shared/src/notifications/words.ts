/** The words of the bell, the list page and the setting (apart from the message map: the setting reads only these). */
export const notificationsMessages = {
  title: 'Notifications',
  empty: 'No notifications yet',
  emptyDescription: 'Wins, payouts, replies and friend requests show up here.',
  markAllRead: 'Mark all as read',
  markedAllRead: 'All notifications marked as read',
  viewAll: 'See all notifications',
  loadFailed: 'Could not load your notifications',
  settingsSaved: 'Notification settings saved',
  emailWins: 'Email me about wins and payouts',
  emailWinsHint: 'We send an email when you win a prize, have one to claim, or a payout is sent.',
  emailUnavailable: 'This site does not send email.',
  noEmail: 'Your account has no email address to send to.',
} as const;
