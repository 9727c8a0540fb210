import { useParams } from 'react-router';
import { useTransparentPage } from '@/lib/use-transparent-page.ts';
import { useHunt } from './api/get-hunt.ts';
import { useHuntLive } from './api/use-hunt-live.ts';
import { HuntOverlay } from './components/HuntOverlay.tsx';

/**
 * /overlay/bonus-hunt/{id}: one hunt pinned for streaming software, whatever else runs or starts
 * (decision 045); the same overlay as the current hunt's, kept current by live `bonus-hunt` events.
 */
export function BonusHuntPinnedOverlayPage() {
  const id = useParams().id ?? '';
  const { data } = useHunt(id);
  useHuntLive();
  useTransparentPage();
  if (!data) return null;
  return <HuntOverlay data={data} testId="bonus-hunt-pinned-overlay" />;
}
