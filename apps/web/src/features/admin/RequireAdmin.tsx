import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '../auth/use-auth.ts';

export const NO_ACCESS_MESSAGE = 'You do not have access to the admin panel.';

/** Admins only: a visitor goes to /login, a signed-in non-admin to / with a toast. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAuthenticated, isAdmin } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (isAdmin) return;
    if (!isAuthenticated) {
      navigate('/login', { replace: true, state: { from: location.pathname } });
      return;
    }
    toast.error(NO_ACCESS_MESSAGE, { id: 'admin-no-access' });
    navigate('/', { replace: true });
  }, [isAdmin, isAuthenticated, navigate, location.pathname]);

  return isAdmin ? children : null;
}
