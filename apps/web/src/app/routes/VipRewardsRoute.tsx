import { MyPayouts } from '@/features/payouts/components/MyPayouts.tsx';
import { VipRewardsPage } from '@/features/vip/VipRewardsPage.tsx';

/** /vip-rewards — the VIP page with the payouts feature's list of the member's own payouts composed in. */
export function VipRewardsRoute() {
  return <VipRewardsPage Payouts={MyPayouts} />;
}
