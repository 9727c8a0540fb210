import { Navigate } from 'react-router';
import { useAuth } from '@/lib/use-auth.ts';

/** /profile: a signed-in member goes to their own profile; a visitor to /login. */
export function ProfileRedirect() {
  const { user } = useAuth();
  return <Navigate replace to={user ? `/profile/${encodeURIComponent(user.username)}` : '/login'} />;
}
