import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '@/lib/use-auth.ts';
import { canEnterPanel } from './admin-sections.ts';

export const NO_ACCESS_MESSAGE = 'You do not have access to the admin panel.';

/**
 * Staff only: admins (every section) and moderators (the sections open to them, see
 * admin-sections.ts). A visitor goes to /login, any other signed-in member to / with a toast.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isAuthenticated } = useAuth();
  const allowed = canEnterPanel(user?.role);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (allowed) return;
    if (!isAuthenticated) {
      navigate('/login', { replace: true, state: { from: location.pathname } });
      return;
    }
    toast.error(NO_ACCESS_MESSAGE, { id: 'admin-no-access' });
    navigate('/', { replace: true });
  }, [allowed, isAuthenticated, navigate, location.pathname]);

  return allowed ? children : null;
}
