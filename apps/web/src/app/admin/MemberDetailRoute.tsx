import { MemberDetailPage } from '@/features/members/admin/MemberDetailPage.tsx';
import { MemberVipClaims } from '@/features/vip/admin/MemberVipClaims.tsx';

const panels = [MemberVipClaims];

/** /admin-new/members/:id — the member page with the VIP feature's claims panel composed in. */
export function MemberDetailRoute() {
  return <MemberDetailPage panels={panels} />;
}
