import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** A new page starts at the top; back and forward leave the browser's own scroll restoration alone. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what makes a new page
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}
