import { describe, expect, it } from 'vitest';
import { canPurchase, purchaseLabel, searchAndSortItems } from '../../src/store/rules.ts';

const item = (
  over: Partial<{
    cost: number;
    quantity: number | null;
    max_purchases_per_user: number | null;
    user_purchases: number;
  }> = {},
) => ({
  cost: 100,
  quantity: 5,
  max_purchases_per_user: null,
  user_purchases: 0,
  ...over,
});

describe('purchase button label (SPEC §4 order)', () => {
  it('says Out of Stock first, even when the limit is reached and points are short', () => {
    expect(purchaseLabel(item({ quantity: 0, max_purchases_per_user: 1, user_purchases: 1 }), 0)).toBe(
      'Out of Stock',
    );
  });

  it('says Limit Reached before Insufficient Points', () => {
    expect(purchaseLabel(item({ max_purchases_per_user: 2, user_purchases: 2 }), 0)).toBe('Limit Reached');
  });

  it('says Insufficient Points when the balance is below the cost', () => {
    expect(purchaseLabel(item(), 99)).toBe('Insufficient Points');
  });

  it('says Purchase when everything allows it, including an exact balance and unlimited stock', () => {
    expect(purchaseLabel(item(), 100)).toBe('Purchase');
    expect(purchaseLabel(item({ quantity: null }), 100)).toBe('Purchase');
    expect(purchaseLabel(item({ max_purchases_per_user: 3, user_purchases: 2 }), 100)).toBe('Purchase');
  });

  it('enables the button only when signed in and the label is Purchase', () => {
    expect(canPurchase(item(), 500, true)).toBe(true);
    expect(canPurchase(item(), 500, false)).toBe(false);
    expect(canPurchase(item({ quantity: 0 }), 500, true)).toBe(false);
  });
});

describe('store search and sort', () => {
  const items = [
    { id: 1, name: 'Gift Card', description: 'A $25 card', cost: 500, created_at: '2026-11-01T00:00:00Z' },
    { id: 2, name: 'hoodie', description: 'Official merch', cost: 1500, created_at: '2026-11-10T00:00:00Z' },
    {
      id: 3,
      name: 'Bonus Buy',
      description: 'We buy a bonus on stream',
      cost: 500,
      created_at: '2026-11-05T00:00:00Z',
    },
  ];

  it('searches name or description, case-insensitively', () => {
    expect(searchAndSortItems(items, 'MERCH', 'price_asc').map((i) => i.id)).toEqual([2]);
    expect(searchAndSortItems(items, 'bonus', 'price_asc').map((i) => i.id)).toEqual([3]);
    expect(searchAndSortItems(items, 'nothing', 'price_asc')).toEqual([]);
  });

  it('sorts by price both ways, by name and by newest', () => {
    expect(searchAndSortItems(items, '', 'price_asc').map((i) => i.id)).toEqual([1, 3, 2]);
    expect(searchAndSortItems(items, '', 'price_desc').map((i) => i.id)).toEqual([2, 1, 3]);
    expect(searchAndSortItems(items, '', 'name').map((i) => i.id)).toEqual([3, 1, 2]);
    expect(searchAndSortItems(items, '', 'newest').map((i) => i.id)).toEqual([2, 3, 1]);
  });

  it('does not reorder the caller’s list', () => {
    searchAndSortItems(items, '', 'price_desc');
    expect(items.map((i) => i.id)).toEqual([1, 2, 3]);
  });
});
