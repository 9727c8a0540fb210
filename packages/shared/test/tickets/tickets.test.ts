import { describe, expect, it } from 'vitest';
import {
  canCloseTicket,
  canReplyToTicket,
  isOwnTicket,
  statusAfterReply,
  ticketCategoryLabel,
  ticketStatusLabel,
  ticketStatusRank,
} from '../../src/tickets/rules.ts';
import {
  ticketCategories,
  ticketCreateSchema,
  ticketStatuses,
  ticketsMessages,
} from '../../src/tickets/schemas.ts';

describe('ticket rules', () => {
  it('labels every category and status', () => {
    expect(ticketCategories.map(ticketCategoryLabel)).toEqual([
      'Prize or payout',
      'Account',
      'Store order',
      'Other',
    ]);
    expect(ticketStatuses.map(ticketStatusLabel)).toEqual(['Open', 'Answered', 'Closed']);
  });

  it('takes replies and a close until the ticket is closed', () => {
    expect(ticketStatuses.map(canReplyToTicket)).toEqual([true, true, false]);
    expect(ticketStatuses.map(canCloseTicket)).toEqual([true, true, false]);
  });

  it('hands the ticket to the member after a staff reply, and back to staff after the member’s', () => {
    expect(statusAfterReply(true)).toBe('answered');
    expect(statusAfterReply(false)).toBe('open');
  });

  it('knows a staff member’s own ticket, and nobody’s when signed out', () => {
    expect(isOwnTicket(7, 7)).toBe(true);
    expect(isOwnTicket(7, 8)).toBe(false);
    expect(isOwnTicket(7, null)).toBe(false);
    expect(isOwnTicket(7, undefined)).toBe(false);
  });

  it('ranks open before answered before closed', () => {
    expect([...ticketStatuses].sort((a, b) => ticketStatusRank(b) - ticketStatusRank(a))).toEqual([
      'closed',
      'answered',
      'open',
    ]);
  });
});

describe('a new ticket', () => {
  const valid = { category: 'account', subject: ' Login ', message: 'Line one\r\nLine two' };

  it('trims the subject, keeps the message’s lines, and is about no purchase unless told', () => {
    expect(ticketCreateSchema.parse(valid)).toEqual({
      category: 'account',
      subject: 'Login',
      message: 'Line one\nLine two',
      redemption_id: null,
    });
  });

  it('refuses an unknown category, empty text, a purchase id that is not an id, and unknown keys', () => {
    const issues = (input: object) =>
      ticketCreateSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...valid, category: 'refund', subject: '', redemption_id: '5' })).toEqual([
      ['category', ticketsMessages.categoryRequired],
      ['subject', ticketsMessages.subjectRequired],
      ['redemption_id', ticketsMessages.redemptionNotFound],
    ]);
    expect(issues({ ...valid, extra: 1 })).toHaveLength(1);
  });
});
