import { storeErrorCodes } from '@podium/shared/store/errors';
import type { AdminStoreItem } from '@podium/shared/store/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreItemsAdminPage } from '@/features/store/admin/items/StoreItemsAdminPage.tsx';
import { descriptionOf, fail, ok, renderAdmin, stubApi } from '../helpers/admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const item = (over: Partial<AdminStoreItem> = {}): AdminStoreItem => ({
  id: 1,
  name: 'Podium Hoodie',
  description: 'The embroidered community hoodie.',
  image: null,
  cost: 6000,
  kind: 'item',
  cash_amount: null,
  quantity: 5,
  max_purchases_per_user: null,
  created_at: '2026-11-01T10:00:00.000Z',
  is_active: true,
  sold: 3,
  ...over,
});

const row = (name: string) =>
  within(screen.getByRole('list', { name: 'Store items' }))
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(name)) as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Store items admin', () => {
  it('shows an empty state when there are no items', async () => {
    stubApi({ 'GET /api/admin/store/items': ok([]) });
    renderAdmin(<StoreItemsAdminPage />);
    expect(await screen.findByText('No store items yet')).toBeTruthy();
  });

  it('lists cost, stock, per-member limit, sold and whether each item is active', async () => {
    stubApi({
      'GET /api/admin/store/items': ok([
        item(),
        item({
          id: 2,
          name: 'Shout-out',
          quantity: null,
          max_purchases_per_user: 2,
          is_active: false,
          sold: 0,
        }),
      ]),
    });
    renderAdmin(<StoreItemsAdminPage />);
    await screen.findByText('Podium Hoodie');
    const hoodie = row('Podium Hoodie').textContent;
    expect(hoodie).toContain('Active');
    expect(hoodie).toContain('Cost6,000 pts');
    expect(hoodie).toContain('Stock5');
    expect(hoodie).toContain('Per memberUnlimited');
    expect(hoodie).toContain('Sold3');
    const shout = row('Shout-out');
    expect(shout.textContent).toContain('Inactive');
    expect(shout.textContent).toContain('StockUnlimited');
    expect(shout.textContent).toContain('Per member2');
    expect(within(shout).getByRole('button', { name: 'Activate Shout-out' })).toBeTruthy();
  });

  it('checks the form with the shared schema before sending, then creates the item', async () => {
    const api = stubApi({
      'GET /api/admin/store/items': ok([]),
      'POST /api/admin/store/items': (body) => ({
        ...ok({ ...item(), ...(body as object), id: 9 }, 'Item created'),
        status: 201,
      }),
    });
    const { user } = renderAdmin(<StoreItemsAdminPage />);
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = screen.getByRole('dialog', { name: 'Add store item' });
    const name = within(dialog).getByLabelText('Name');
    expect(document.activeElement).toBe(name);

    await user.click(within(dialog).getByRole('button', { name: 'Create item' }));
    expect(descriptionOf(name)).toContain('Name is required');
    expect(descriptionOf(within(dialog).getByLabelText('Cost (points)'))).toContain('Enter a cost in points');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(api.writes()).toEqual([]);

    await user.type(name, 'Gaming Mouse');
    await user.type(within(dialog).getByLabelText('Image'), 'https://cdn.example/mouse.png');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/mouse.png');
    await user.type(within(dialog).getByLabelText('Cost (points)'), '1500');
    const stock = within(dialog).getByLabelText('Stock');
    await user.clear(stock);
    await user.type(stock, '4');
    // The per-member limit starts Unlimited; turning that off focuses the number.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Unlimited purchases per member' }));
    const limit = within(dialog).getByLabelText('Limit per member');
    await waitFor(() => expect(document.activeElement).toBe(limit));
    await user.clear(limit);
    await user.type(limit, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Create item' }));

    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'POST',
          path: '/api/admin/store/items',
          body: {
            name: 'Gaming Mouse',
            description: '',
            image: 'https://cdn.example/mouse.png',
            cost: 1500,
            quantity: 4,
            max_purchases_per_user: 2,
            is_active: true,
            // What buying it gives (decision 043): an item unless told otherwise.
            kind: 'item',
            cash_amount: null,
          },
        },
      ]),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Item created'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves unlimited stock as null and shows the server’s field errors under the fields', async () => {
    const api = stubApi({
      'GET /api/admin/store/items': ok([item()]),
      'PUT /api/admin/store/items/1': fail(400, 'Check the highlighted fields', {
        name: ['An item with this name already exists'],
      }),
    });
    const { user } = renderAdmin(<StoreItemsAdminPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Podium Hoodie' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Podium Hoodie' });
    expect((within(dialog).getByLabelText('Stock') as HTMLInputElement).value).toBe('5');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Unlimited stock' }));
    expect((within(dialog).getByLabelText('Stock') as HTMLInputElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Save item' }));

    await waitFor(() => expect(api.writes()[0]?.body).toMatchObject({ quantity: null, cost: 6000 }));
    await waitFor(() =>
      expect(descriptionOf(within(dialog).getByLabelText('Name'))).toContain(
        'An item with this name already exists',
      ),
    );
    expect(toast.error).toHaveBeenCalledWith('Check the highlighted fields');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('deactivates an item in one click', async () => {
    const api = stubApi({
      'GET /api/admin/store/items': ok([item()]),
      'POST /api/admin/store/items/1/deactivate': ok(item({ is_active: false }), 'Item deactivated'),
    });
    const { user } = renderAdmin(<StoreItemsAdminPage />);
    await user.click(await screen.findByRole('button', { name: 'Deactivate Podium Hoodie' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Item deactivated'));
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/admin/store/items/1/deactivate', body: {} }]);
  });

  it('asks before deleting, and shows the server’s 409 for a bought item as a toast', async () => {
    const message = 'This item has been bought and cannot be deleted. Deactivate it instead.';
    stubApi({
      'GET /api/admin/store/items': ok([item()]),
      'DELETE /api/admin/store/items/1': fail(409, message, null, storeErrorCodes.itemBought),
    });
    const { user } = renderAdmin(<StoreItemsAdminPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Podium Hoodie' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete store item?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete item' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Podium Hoodie')).toBeTruthy();
  });
});
