import { SettingsPage } from '@/features/account/SettingsPage.tsx';
import { NotificationSettingsCard } from '@/features/notifications/components/NotificationSettingsCard.tsx';

/** /settings — the member's settings with the notifications feature's email setting composed in. */
export function SettingsRoute() {
  return <SettingsPage NotificationSettings={NotificationSettingsCard} />;
}
