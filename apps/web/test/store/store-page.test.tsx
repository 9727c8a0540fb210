import type { Redemption, StoreItem, StoreResponse } from '@podium/shared/store/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileKey } from '@/api/get-profile.ts';
import { StorePage } from '@/features/store/StorePage.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { user as currentUser } from '../helpers/boot.ts';
import { fail, ok, renderRoute, stubApi } from '../helpers/members.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

function signedIn(yes: boolean) {
  const user = yes ? currentUser() : null;
  vi.mocked(useAuth).mockReturnValue({ user, isAuthenticated: yes, isAdmin: false });
}

const item = (id: number, over: Partial<StoreItem> = {}): StoreItem => ({
  id,
  name: `Item ${id}`,
  description: '',
  image: null,
  cost: 100,
  kind: 'item',
  cash_amount: null,
  quantity: null,
  max_purchases_per_user: null,
  user_purchases: 0,
  created_at: `2026-0${id}-01T10:00:00.000Z`,
  ...over,
});

const store = (store_items: StoreItem[], user_points = 1_000): StoreResponse => ({
  store_items,
  user_points,
  payout_casinos: [],
});

const redemption = (id: number, over: Partial<Redemption> = {}): Redemption => ({
  id,
  created_at: '2026-03-04T12:30:00.000Z',
  is_processed: false,
  payout: null,
  item: { name: `Reward ${id}`, description: '', image: null, cost: 250 },
  ...over,
});

const open = () => renderRoute(<StorePage />, { route: '/store', path: '/store' });

/** The card (article) of the item with this name. */
const card = (name: string) => screen.getByRole('article', { name });
const buttonIn = (name: string) => within(card(name)).getByRole('button');
const itemNames = () =>
  within(screen.getByRole('list', { name: 'Store items' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const balance = () => screen.getByRole('region', { name: 'Your balance' }).textContent;

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('store page, signed out', () => {
  it('asks the visitor to sign in, still shows the FAQ, and never asks for store data', async () => {
    signedIn(false);
    const api = stubApi({});
    open();
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByText('How do I earn points?')).toBeTruthy();
    expect(
      screen.getByText('Purchases are processed by our moderators and can take up to 48 hours to process.'),
    ).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(api.calls.filter((c) => c.path.startsWith('/api/r/store'))).toEqual([]);
  });
});

describe('store page, signed in', () => {
  it('labels each purchase button in the §4 order and enables only Purchase', async () => {
    signedIn(true);
    stubApi({
      'GET /api/r/store': ok(
        store(
          [
            // Out of stock wins over a reached limit and a high cost.
            item(1, {
              name: 'Sold out',
              quantity: 0,
              max_purchases_per_user: 1,
              user_purchases: 1,
              cost: 5000,
            }),
            // A reached limit wins over a high cost.
            item(2, { name: 'Maxed', quantity: 3, max_purchases_per_user: 2, user_purchases: 2, cost: 5000 }),
            item(3, { name: 'Pricey', quantity: 9, cost: 1001 }),
            item(4, {
              name: 'Affordable',
              quantity: 1,
              cost: 1000,
              max_purchases_per_user: 2,
              user_purchases: 1,
            }),
            item(5, { name: 'Unlimited', quantity: null, cost: 10 }),
          ],
          1_000,
        ),
      ),
    });
    open();
    await screen.findByRole('list', { name: 'Store items' });
    const expected = {
      'Sold out': 'Out of Stock',
      Maxed: 'Limit Reached',
      Pricey: 'Insufficient Points',
      Affordable: 'Purchase',
      Unlimited: 'Purchase',
    };
    for (const [name, label] of Object.entries(expected)) {
      const button = buttonIn(name);
      expect(button.textContent, name).toBe(label);
      expect((button as HTMLButtonElement).disabled, name).toBe(label !== 'Purchase');
    }
    expect(balance()).toContain('1,000 points');
    expect(within(card('Sold out')).getByText('0 left')).toBeTruthy();
    expect(within(card('Affordable')).getByText('1 left')).toBeTruthy();
    expect(within(card('Affordable')).getByText('Limit 2 per member · 1 bought')).toBeTruthy();
    expect(within(card('Unlimited')).getByText('Unlimited stock')).toBeTruthy();
    expect(within(card('Pricey')).getByText('1,001 points')).toBeTruthy();
  });

  it('shows the picture, and a placeholder when there is none or it fails to load', async () => {
    signedIn(true);
    stubApi({
      'GET /api/r/store': ok(
        store([item(1, { name: 'Pictured', image: '/items/cap.png' }), item(2, { name: 'Plain' })]),
      ),
    });
    open();
    await screen.findByRole('list', { name: 'Store items' });
    expect(within(card('Plain')).getByTestId('item-image-fallback')).toBeTruthy();
    const img = card('Pictured').querySelector('img');
    expect(img?.getAttribute('src')).toBe('/items/cap.png');
    fireEvent.error(img as HTMLImageElement);
    expect(within(card('Pictured')).getByTestId('item-image-fallback')).toBeTruthy();
  });

  it('confirms with the cost, the balance and the balance after purchase; Cancel buys nothing', async () => {
    signedIn(true);
    const api = stubApi({
      'GET /api/r/store': ok(store([item(1, { name: 'Gift Card', cost: 1_250 })], 4_000)),
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Purchase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Purchase' });
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(value('Item cost')).toBe('1,250 points');
    expect(value('Your balance')).toBe('4,000 points');
    expect(value('Balance after purchase')).toBe('2,750 points');
    expect(within(dialog).getByText('Gift Card')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(buttonIn('Gift Card'));
    expect(api.writes()).toEqual([]);
  });

  it('a purchase sets the balance and stock from the response, counts it, closes and toasts the server message', async () => {
    signedIn(true);
    let release: () => void = () => {};
    stubApi({
      'GET /api/r/store': ok(
        store([item(1, { name: 'Gift Card', cost: 300, quantity: 5, max_purchases_per_user: 3 })], 1_000),
      ),
    });
    // Hold the purchase reply to see the button disabled while it is in flight.
    const fetch = vi.mocked(globalThis.fetch);
    const answer = fetch.getMockImplementation();
    fetch.mockImplementation(async (input, init) => {
      if (String(input) === '/api/r/store/1/redeem') {
        await new Promise<void>((r) => {
          release = r;
        });
        return new Response(
          JSON.stringify({
            success: true,
            message: 'Enjoy your Gift Card!',
            data: { user_points: 690, item_quantity: 2 },
          }),
        );
      }
      return (answer as typeof globalThis.fetch)(input, init);
    });
    const { client } = renderRoute(<StorePage />, {
      route: '/store',
      path: '/store',
      seed: (c) => {
        c.setQueryData(['points-history'], { pages: [[]], pageParams: [null] });
        c.setQueryData(profileKey('member'), {});
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Purchase' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Purchase' }));
    await waitFor(() =>
      expect((within(dialog).getByRole('button', { name: 'Purchase' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Enjoy your Gift Card!');
    // The balance and the stock come from the response, not from local maths.
    expect(balance()).toContain('690 points');
    expect(within(card('Gift Card')).getByText('2 left')).toBeTruthy();
    expect(within(card('Gift Card')).getByText('Limit 3 per member · 1 bought')).toBeTruthy();
    // The member's points also show on the profile and in the ledger: both reload.
    expect(client.getQueryState(['points-history'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(profileKey('member'))?.isInvalidated).toBe(true);
  });

  it("falls back to 'Item purchased successfully!' and shows Limit Reached once the last allowed unit is bought", async () => {
    signedIn(true);
    stubApi({
      'GET /api/r/store': ok(
        store([item(1, { name: 'Cap', cost: 100, max_purchases_per_user: 1, quantity: null })], 500),
      ),
      'POST /api/r/store/1/redeem': ok({ user_points: 400, item_quantity: null }),
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Purchase' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Purchase' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Item purchased successfully!'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const button = buttonIn('Cap') as HTMLButtonElement;
    expect(button.textContent).toBe('Limit Reached');
    expect(button.disabled).toBe(true);
    // Focus stays on the card rather than falling to the page.
    await waitFor(() => expect(document.activeElement).toBe(within(card('Cap')).getByRole('heading')));
  });

  it('a refused purchase toasts the server message and reloads the store so the label is right', async () => {
    signedIn(true);
    let stock = 1;
    const api = stubApi({
      'GET /api/r/store': () => ok(store([item(1, { name: 'Last One', quantity: stock })], 500)),
      'POST /api/r/store/1/redeem': () => {
        stock = 0;
        return fail(409, 'Out of Stock');
      },
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Purchase' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Purchase' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Out of Stock'));
    await waitFor(() => expect(buttonIn('Last One').textContent).toBe('Out of Stock'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(balance()).toContain('500 points');
    expect(api.calls.filter((c) => c.path === '/api/r/store')).toHaveLength(2);
  });

  it("a failure without a message toasts 'Failed to purchase item'", async () => {
    signedIn(true);
    stubApi({
      'GET /api/r/store': ok(store([item(1)])),
      'POST /api/r/store/1/redeem': fail(500, null),
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Purchase' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Purchase' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to purchase item'));
  });

  it('searches name and description case-insensitively and sorts by the four options', async () => {
    signedIn(true);
    stubApi({
      'GET /api/r/store': ok(
        store([
          item(1, {
            name: 'Bravo Hoodie',
            cost: 500,
            description: 'Warm merch',
            created_at: '2026-01-01T00:00:00Z',
          }),
          item(2, {
            name: 'alpha Sticker',
            cost: 50,
            description: 'Laptop decal',
            created_at: '2026-03-01T00:00:00Z',
          }),
          item(3, {
            name: 'Charlie Bonus',
            cost: 2500,
            description: 'A $25 MERCH credit',
            created_at: '2026-02-01T00:00:00Z',
          }),
        ]),
      ),
    });
    open();
    await screen.findByRole('list', { name: 'Store items' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect([...sort.options].map((o) => o.textContent)).toEqual([
      'Price: Low to High',
      'Price: High to Low',
      'Name',
      'Newest',
    ]);
    expect(sort.selectedOptions[0]?.textContent).toBe('Price: Low to High');
    expect(itemNames()).toEqual(['alpha Sticker', 'Bravo Hoodie', 'Charlie Bonus']);

    const user = userEvent.setup();
    await user.selectOptions(sort, 'Price: High to Low');
    expect(itemNames()).toEqual(['Charlie Bonus', 'Bravo Hoodie', 'alpha Sticker']);
    await user.selectOptions(sort, 'Name');
    expect(itemNames()).toEqual(['alpha Sticker', 'Bravo Hoodie', 'Charlie Bonus']);
    await user.selectOptions(sort, 'Newest');
    expect(itemNames()).toEqual(['alpha Sticker', 'Charlie Bonus', 'Bravo Hoodie']);

    const search = screen.getByRole('searchbox', { name: 'Search items' });
    await user.type(search, 'merch');
    expect(itemNames()).toEqual(['Charlie Bonus', 'Bravo Hoodie']);
    await user.clear(search);
    await user.type(search, 'ALPHA');
    expect(itemNames()).toEqual(['alpha Sticker']);
    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(screen.getByRole('heading', { name: 'No Items Found' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(itemNames()).toHaveLength(3);
  });

  it('says so when the store has no items', async () => {
    signedIn(true);
    stubApi({ 'GET /api/r/store': ok(store([])) });
    open();
    expect(await screen.findByRole('heading', { name: 'No Items Available' })).toBeTruthy();
    expect(screen.getByText('How do I earn points?')).toBeTruthy();
  });

  it("toasts 'Failed to load store items' and offers Try Again", async () => {
    signedIn(true);
    let attempts = 0;
    stubApi({
      'GET /api/r/store': () => (++attempts === 1 ? fail(500, null) : ok(store([item(1, { name: 'Back' })]))),
    });
    open();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to load store items', expect.anything()),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Back' })).toBeTruthy();
  });
});

describe('purchase history', () => {
  it("loads only when the History tab opens, and shows 'No Purchase History' when empty", async () => {
    signedIn(true);
    const api = stubApi({
      'GET /api/r/store': ok(store([item(1)])),
      'GET /api/r/store/redemptions': ok([]),
    });
    open();
    await screen.findByRole('list', { name: 'Store items' });
    expect(api.calls.some((c) => c.path === '/api/r/store/redemptions')).toBe(false);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByRole('heading', { name: 'No Purchase History' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Purchase History' })).toBeTruthy();
  });

  it('lists purchases with cost, date and Pending / Processed; arrow keys move between the tabs', async () => {
    signedIn(true);
    stubApi({
      'GET /api/r/store': ok(store([item(1)])),
      'GET /api/r/store/redemptions': ok([
        redemption(2, { item: { name: 'Hoodie', description: '', image: null, cost: 1_500 } }),
        redemption(1, {
          is_processed: true,
          item: { name: 'Sticker', description: '', image: null, cost: 50 },
        }),
      ]),
    });
    open();
    const user = userEvent.setup();
    (await screen.findByRole('tab', { name: 'Store' })).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true');
    const rows = within(await screen.findByRole('list', { name: 'Purchases' })).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual(['Hoodie', 'Sticker']);
    expect(within(rows[0] as HTMLElement).getByText('1,500 points')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Pending')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Processed')).toBeTruthy();
    expect(rows[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-04T12:30:00.000Z');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Store' }).getAttribute('aria-selected')).toBe('true');
  });

  it("toasts 'Failed to load purchase history' with Try Again", async () => {
    signedIn(true);
    stubApi({
      'GET /api/r/store': ok(store([item(1)])),
      'GET /api/r/store/redemptions': fail(500, null),
    });
    open();
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'History' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to load purchase history', expect.anything()),
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('after a purchase the History tab loads the list again', async () => {
    signedIn(true);
    let history: Redemption[] = [redemption(1)];
    stubApi({
      'GET /api/r/store': ok(store([item(1, { name: 'Cap' })])),
      'GET /api/r/store/redemptions': () => ok(history),
      'POST /api/r/store/1/redeem': () => {
        history = [
          redemption(2, { item: { name: 'Cap', description: '', image: null, cost: 100 } }),
          ...history,
        ];
        return ok({ user_points: 900, item_quantity: null }, 'Item purchased successfully!');
      },
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    await screen.findByText('Reward 1');
    await user.click(screen.getByRole('tab', { name: 'Store' }));
    await user.click(await screen.findByRole('button', { name: 'Purchase' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Purchase' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Cap')).toBeTruthy();
    expect(screen.getByText('Reward 1')).toBeTruthy();
  });
});
