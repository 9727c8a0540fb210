import type { TrustSlug } from '@podium/shared/trust/schemas';

/**
 * When the built-in texts below were last revised: a page nobody edited shows it as "Last updated".
 * Change it with the texts (the trust test pins a fingerprint of them to this date).
 */
export const TRUST_DEFAULTS_REVISED_AT = '2026-11-23T16:48:00.000Z';

/** The built-in text of each trust page, shown until an admin saves their own (decision 023). */
export const trustDefaults: Record<TrustSlug, { title: string; body: string }> = {
  terms: {
    title: 'Terms of Service',
    body: [
      'By using this site you agree to these terms. If you do not agree, please do not use the site.',
      'You must be 18 or older, and of legal gambling age where you live, to take part in leaderboards, raffles, tournaments or the store.',
      'Points, raffle tickets and store items have no cash value unless a prize says otherwise. We may correct balances that come from errors or abuse.',
      'One account per person. Accounts used to cheat, spam or abuse other members may be suspended or removed.',
      'Partner casinos are run by third parties under their own terms. We are not responsible for their services.',
      'We may change these terms; the current version is always on this page.',
    ].join('\n\n'),
  },
  privacy: {
    title: 'Privacy Policy',
    body: [
      'We keep what the site needs to work: your Discord username and avatar, the profile details you add (bio, social links, casino usernames, Kick link), your points history, raffle entries, purchases, tickets and messages.',
      'We use a session cookie to keep you signed in. We do not sell your data.',
      'You can download all of your data as a JSON file from Settings at any time.',
      'You can delete your account from Settings. Your personal details, friends and sessions are removed; your points history, raffle tickets and draw results stay under a neutral “Deleted member” name so that balances and draws remain verifiable.',
      'Questions about your data? Contact us through the contact page.',
    ].join('\n\n'),
  },
  'responsible-gambling': {
    title: 'Responsible Gambling',
    body: [
      'Gambling should be entertainment, never a way to make money or escape problems. This site is for adults aged 18 and over.',
      'Set limits on time and money before you play, and never chase losses.',
      'Take breaks. If gambling stops being fun, stop.',
      'Warning signs include spending more than you can afford, borrowing to gamble, hiding gambling from others, or feeling anxious when not gambling.',
      'Help is free and confidential: BeGambleAware (begambleaware.org), GamCare (gamcare.org.uk), Gamblers Anonymous (gamblersanonymous.org) and the National Council on Problem Gambling (ncpgambling.org, 1-800-GAMBLER).',
      'Most casinos offer deposit limits, cool-off periods and self-exclusion in their account settings.',
    ].join('\n\n'),
  },
};
