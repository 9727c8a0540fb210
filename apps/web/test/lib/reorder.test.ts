import { describe, expect, it } from 'vitest';
import { moveId, orderBy } from '@/lib/reorder.ts';

describe('reordering', () => {
  it('moves an id one place and refuses to move past either end', () => {
    expect(moveId([1, 2, 3], 3, 'up')).toEqual([1, 3, 2]);
    expect(moveId([1, 2, 3], 1, 'down')).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 1, 'up')).toBeNull();
    expect(moveId([1, 2, 3], 3, 'down')).toBeNull();
  });

  it('puts items in the order of the ids', () => {
    const items = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(orderBy(items, [3, 1, 2]).map((i) => i.id)).toEqual([3, 1, 2]);
  });
});
