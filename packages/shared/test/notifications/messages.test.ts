import { describe, expect, it } from 'vitest';
import { bellLabel } from '../../src/notifications/bell.ts';
import {
  type NotificationDataByKind,
  type NotificationKind,
  notificationKinds,
  pointsPrizeWords,
} from '../../src/notifications/kinds.ts';
import { notificationMessage } from '../../src/notifications/messages.ts';

const samples: { [K in NotificationKind]: NotificationDataByKind[K] } = {
  raffle_won: {
    raffle_id: 4,
    title: 'Friday',
    prize: '$50.00 — casino tip',
    claim_by: '2026-12-01T18:00:00.000Z',
  },
  wager_raffle_won: { wager_raffle_id: 5, title: 'Weekly', prize: '500 points', claim_by: null },
  tournament_won: { tournament_id: 6, title: 'Stream Cup', prize: '30 points', perfect: true },
  hunt_won: { hunt_id: 7, title: 'Big hunt', prize: '100 points' },
  leaderboard_prize: { platform: 'Roobet', period_id: 8, rank: 1, prize: '$500.00' },
  challenge_won: { challenge_id: 9, slot: 'Mental', prize: '$25.00' },
  claim_reminder: { contest: 'wager_raffle', id: 5, title: 'Weekly', claim_by: '2026-12-01T18:00:00.000Z' },
  payout_sent: { payout_id: 10, amount_cents: 1250, description: 'VIP reward: Gold' },
  ticket_reply: { ticket_id: 11, subject: 'Where is my prize?' },
  friend_request: { from_user_id: 12, from_username: 'bob smith' },
  casino_account_verified: { casino: 'Roobet', username: 'ace' },
  casino_account_refused: { casino: 'Roobet', username: 'ace', reason: 'Not yours' },
  ban_lifted: {},
  prize_corrected: {
    contest: 'tournament',
    id: 6,
    title: 'Stream Cup',
    points: -110,
    xp: 0,
    reason: 'Misread',
  },
};

describe('the notification message map', () => {
  it('has a sentence and an in-site link for every kind', () => {
    for (const kind of notificationKinds) {
      const { text, href } = notificationMessage({ kind, data: samples[kind] } as never);
      expect(text, kind).toMatch(/[.!]$/);
      expect(href, kind).toMatch(/^\//);
    }
  });

  it('reads each kind as a person would', () => {
    const say = <K extends NotificationKind>(kind: K) =>
      notificationMessage({ kind, data: samples[kind] } as never);
    expect(say('raffle_won')).toEqual({
      text: 'You won $50.00 — casino tip in the raffle “Friday”. Claim it by Tue, 01 Dec 2026 18:00 UTC.',
      href: '/raffles/4',
    });
    expect(say('claim_reminder').href).toBe('/wager-raffles/5');
    expect(say('tournament_won').text).toBe(
      'Your bracket prediction won 30 points in “Stream Cup”: a perfect bracket!',
    );
    expect(say('leaderboard_prize')).toEqual({
      text: 'You finished #1 on the Roobet leaderboard and won $500.00.',
      href: '/leaderboard/history/8',
    });
    expect(say('payout_sent').text).toBe('Your payout of $12.50 was sent (VIP reward: Gold).');
    expect(say('friend_request').href).toBe('/profile/bob%20smith');
    expect(say('casino_account_refused').text).toBe('Your Roobet account ace was not verified: Not yours.');
    expect(say('prize_corrected')).toEqual({
      text: 'The result of the tournament “Stream Cup” was corrected: 110 points taken back. Reason: Misread.',
      href: '/tournaments/6',
    });
  });

  it('says what a correction gave or took back, and why', () => {
    const corrected = (data: Partial<NotificationDataByKind['prize_corrected']>) =>
      notificationMessage({
        kind: 'prize_corrected',
        data: {
          contest: 'bonus_hunt',
          id: 7,
          title: 'Big hunt',
          points: 0,
          xp: 0,
          reason: 'Missed a game.',
          ...data,
        },
      });
    expect(corrected({ points: 50, xp: 10 })).toEqual({
      text: 'The result of the bonus hunt “Big hunt” was corrected: you get 50 points and 10 XP more. Reason: Missed a game.',
      href: '/bonus-hunts/7',
    });
    expect(corrected({ xp: 20 }).text).toContain('corrected: you get 20 XP more.');
    expect(corrected({ points: -1, xp: 5 }).text).toContain('corrected: 1 point taken back, 5 XP added.');
  });

  it('still reads a row whose data lost a field', () => {
    const { text, href } = notificationMessage({ kind: 'payout_sent', data: {} });
    expect(typeof text).toBe('string');
    expect(href).toBe('/vip-rewards');
  });

  it('names the bell with its unread count, and points prizes in words', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(250)).toBe('Notifications, more than 99 unread');
    expect(pointsPrizeWords(1)).toBe('1 point');
    expect(pointsPrizeWords(1500, 20)).toBe('1,500 points and 20 XP');
    expect(pointsPrizeWords(0, 20)).toBe('20 XP');
  });
});
