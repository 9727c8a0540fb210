import { describe, expect, it } from 'vitest';
import { parseBet } from '../../src/predictions/chat.ts';

describe('parseBet', () => {
  it('reads !bet <outcome number> <points>', () => {
    expect(parseBet('!bet 2 500')).toEqual({ outcome: 2, points: 500 });
    expect(parseBet('  !BET #1 1,250 ')).toEqual({ outcome: 1, points: 1250 });
  });
  it('answers usage for a !bet it cannot read, and null for anything else', () => {
    for (const text of ['!bet', '!bet yes 10', '!bet 1', '!bet 1 -5', '!bet 1 0', '!bet 1 10 more'])
      expect(parseBet(text), text).toBe('usage');
    for (const text of ['!points', 'bet 1 10', '!betting 1 10']) expect(parseBet(text), text).toBeNull();
  });
});
