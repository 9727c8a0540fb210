import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAdmin } from '@/app/admin/RequireAdmin.tsx';
import { useAuth } from '@/lib/use-auth.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

type Auth = ReturnType<typeof useAuth>;
const as = (role: 'Admin' | 'Member' | null): Auth =>
  ({
    user: role ? { role } : null,
    isAuthenticated: role !== null,
    isAdmin: role === 'Admin',
  }) as Auth;

function open(role: 'Admin' | 'Member' | null) {
  vi.mocked(useAuth).mockReturnValue(as(role));
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

  it('sends a member home with a toast, never showing the panel', async () => {
    open('Member');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(screen.queryByText('Admin Panel')).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('You do not have access to the admin panel.', {
      id: 'admin-no-access',
    });
  });
});
