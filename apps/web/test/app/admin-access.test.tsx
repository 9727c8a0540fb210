import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAdmin } from '@/app/admin/RequireAdmin.tsx';
import { useAuth } from '@/lib/use-auth.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

type Role = 'Admin' | 'Member' | 'VIP';
type Auth = ReturnType<typeof useAuth>;
const as = (role: Role | null, name: string | null = null): Auth =>
  ({
    user: role ? { role, name, username: role.toLowerCase() } : null,
    isAuthenticated: role !== null,
    isAdmin: role === 'Admin',
  }) as Auth;

function open(role: Role | null, name: string | null = null) {
  vi.mocked(useAuth).mockReturnValue(as(role, name));
  render(
    <MemoryRouter initialEntries={['/admin-new/settings']}>
      <Routes>
        <Route
          path="/admin-new/*"
          element={
            <RequireAdmin>
              <p>Admin Panel</p>
            </RequireAdmin>
          }
        />
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/login" element={<p>Login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => vi.clearAllMocks());

describe('who may open the admin panel', () => {
  it('shows the panel to an admin', () => {
    open('Admin');
    expect(screen.getByText('Admin Panel')).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor to /login', async () => {
    open(null);
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(screen.queryByText('Admin Panel')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('tells a member who they are signed in as and that the panel needs an Admin, with a link home', async () => {
    open('Member', 'Sam Spinner');
    expect(screen.getByRole('heading', { level: 1, name: 'The admin panel needs an Admin' })).toBeTruthy();
    expect(screen.getByText(/You are signed in as/).textContent).toBe(
      'You are signed in as Sam Spinner (Member).',
    );
    expect(screen.getByText(/Moderators can open Redemptions and Support tickets\./)).toBeTruthy();
    expect(screen.queryByText('Admin Panel')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('names a member without a display name by their username, with their role', () => {
    open('VIP');
    expect(screen.getByText(/You are signed in as/).textContent).toBe('You are signed in as vip (VIP).');
  });
});
