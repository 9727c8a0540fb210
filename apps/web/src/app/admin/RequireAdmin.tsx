import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '@/lib/use-auth.ts';
import { AdminNoAccess } from './AdminNoAccess.tsx';
import { canEnterPanel } from './admin-sections.ts';

/**
 * Staff only: admins (every section) and moderators (the sections open to them, see
 * admin-sections.ts). A visitor goes to /login; any other signed-in member stays on the page and is
 * told why they cannot enter (AdminNoAccess).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isAuthenticated } = useAuth();
  const allowed = canEnterPanel(user?.role);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (isAuthenticated) return;
    navigate('/login', { replace: true, state: { from: location.pathname } });
  }, [isAuthenticated, navigate, location.pathname]);

  if (allowed) return children;
  return user ? <AdminNoAccess user={user} /> : null;
}
