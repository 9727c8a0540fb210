import { raffleInputSchema } from '@podium/shared/raffles/admin';
import { describe, expect, it } from 'vitest';
import { emptyValues, toInput } from '@/features/raffles/admin/form-values.ts';

const values = (over: Partial<ReturnType<typeof emptyValues>>) => ({
  ...emptyValues(Date.parse('2026-11-26T12:00:00Z')),
  title: 'Weekly',
  ...over,
});
const messageFor = (input: Record<string, unknown>, key: string) =>
  raffleInputSchema.safeParse(input).error?.issues.find((issue) => issue.path[0] === key)?.message;

describe('the raffle form reads numbers as typed (decision 049)', () => {
  it('lets "-3" winners reach the schema, which names the bound as every form does', () => {
    const { input, extra } = toInput(values({ winners: '-3' }));
    expect(extra.number_of_winners).toBeUndefined();
    expect(input.number_of_winners).toBe(-3);
    expect(messageFor(input, 'number_of_winners')).toBe('At least 1');
  });

  it('refuses empty or unreadable numbers in the typed-number words', () => {
    expect(toInput(values({ winners: '' })).extra.number_of_winners).toBe('Enter a number');
    expect(toInput(values({ winners: '2.5' })).extra.number_of_winners).toBe(
      'Enter a whole number, like 1,250',
    );
    const points = toInput(values({ points: true, pointsPerEntry: '1e3', maxTickets: '' }));
    expect(points.extra.points_per_entry).toBe('Enter a whole number, like 1,250');
    expect(points.input.max_tickets_per_member).toBeNull();
  });

  it('sends the claim settings (decision 064): none when off, and the shared schema bounds them', () => {
    const off = toInput(values({}));
    expect([off.input.claim_window_hours, off.input.auto_redraws_allowed]).toEqual([null, 0]);
    const on = toInput(values({ claimOn: true, claimHours: '48', autoRedraws: '3' }));
    expect([on.input.claim_window_hours, on.input.auto_redraws_allowed]).toEqual([48, 3]);
    const tooLong = toInput(values({ claimOn: true, claimHours: '200', autoRedraws: '11' })).input;
    expect(messageFor(tooLong, 'claim_window_hours')).toBe('Enter whole hours from 1 to 168');
    expect(messageFor(tooLong, 'auto_redraws_allowed')).toBe('Enter a whole number from 0 to 10');
    expect(toInput(values({ claimOn: true, claimHours: '' })).extra.claim_window_hours).toBe(
      'Enter a number',
    );
  });
});
