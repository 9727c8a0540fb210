import { describe, expect, it } from 'vitest';
import {
  FRIEND_SEARCH_MIN_CHARS,
  friendAction,
  friendshipFor,
  isFriendSearchReady,
} from '../../src/friends/rules.ts';
import type { Friendship } from '../../src/friends/schemas.ts';

const ALICE = 1;
const BOB = 2;

/** The flags that are on, so each case reads as what the viewer may do. */
const allowed = (f: Friendship) =>
  (['can_send_request', 'can_accept', 'can_decline', 'can_remove'] as const).filter((k) => f[k]);

describe('friendship from the viewer’s side (SPEC §4)', () => {
  it('lets the viewer send a request when there is no friendship, with no id, status or sender', () => {
    const none = friendshipFor(null, ALICE);
    expect(allowed(none)).toEqual(['can_send_request']);
    expect([none.id, none.status, none.sender_id]).toEqual([null, null, null]);
    expect(friendshipFor(undefined, null)).toEqual(none);
  });

  it('offers nothing to the member who sent a pending request', () => {
    const sent = friendshipFor({ id: 9, status: 'pending', senderId: ALICE }, ALICE);
    expect(allowed(sent)).toEqual([]);
    expect([sent.id, sent.status, sent.sender_id]).toEqual([9, 'pending', ALICE]);
  });

  it('lets the member who received a pending request accept or decline it', () => {
    const received = friendshipFor({ id: 9, status: 'pending', senderId: ALICE }, BOB);
    expect(allowed(received)).toEqual(['can_accept', 'can_decline']);
  });

  it('does not offer accept when the viewer is not known', () => {
    expect(allowed(friendshipFor({ id: 9, status: 'pending', senderId: ALICE }, null))).toEqual([]);
  });

  it('lets either friend remove an accepted friendship', () => {
    for (const viewer of [ALICE, BOB, null]) {
      const accepted = friendshipFor({ id: 9, status: 'accepted', senderId: ALICE }, viewer);
      expect(allowed(accepted)).toEqual(['can_remove']);
    }
  });
});

describe('friend actions shown (SPEC §4)', () => {
  const relation = { id: 9, senderId: ALICE } as const;

  it('maps each side of each state to its button', () => {
    expect(friendAction(friendshipFor(null, ALICE), ALICE, false)).toBe('add');
    expect(friendAction(friendshipFor({ ...relation, status: 'pending' }, ALICE), ALICE, false)).toBe(
      'request_sent',
    );
    expect(friendAction(friendshipFor({ ...relation, status: 'pending' }, BOB), BOB, false)).toBe(
      'accept_decline',
    );
    expect(friendAction(friendshipFor({ ...relation, status: 'accepted' }, BOB), BOB, false)).toBe('remove');
  });

  it('shows no action on one’s own profile, to a signed-out visitor or without a friendship', () => {
    expect(friendAction(friendshipFor(null, ALICE), ALICE, true)).toBe('none');
    expect(friendAction(friendshipFor(null, null), null, false)).toBe('none');
    expect(friendAction(null, ALICE, false)).toBe('none');
  });
});

describe('member search', () => {
  it(`starts at ${FRIEND_SEARCH_MIN_CHARS} characters, not counting surrounding spaces`, () => {
    expect(isFriendSearchReady('')).toBe(false);
    expect(isFriendSearchReady(' a ')).toBe(false);
    expect(isFriendSearchReady('al')).toBe(true);
  });
});
