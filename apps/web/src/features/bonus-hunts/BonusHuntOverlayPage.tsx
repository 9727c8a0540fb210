import { useTransparentPage } from '@/lib/use-transparent-page.ts';
import { useCurrentHunt } from './api/get-current-hunt.ts';
import { useHuntLive } from './api/use-hunt-live.ts';
import { HuntOverlay } from './components/HuntOverlay.tsx';

/**
 * /overlay/bonus-hunt: the current hunt (the newest started, decision 045) for streaming software, on a
 * transparent page outside the site's shell. A finished hunt's result and winners stay until the next
 * hunt starts. Live `bonus-hunt` events refetch it as wins are recorded.
 */
export function BonusHuntOverlayPage() {
  const { data } = useCurrentHunt();
  useHuntLive();
  useTransparentPage();
  if (!data) return null;
  return <HuntOverlay data={data} testId="bonus-hunt-overlay" />;
}
