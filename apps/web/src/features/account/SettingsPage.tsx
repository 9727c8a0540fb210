import type { CurrentUser } from '@podium/shared/common/user';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Panel } from '@/components/Panel.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { AccountDataCard } from './components/AccountDataCard.tsx';
import { BioForm } from './components/BioForm.tsx';
import { CasinoForm } from './components/CasinoForm.tsx';
import { DeleteAccountCard } from './components/DeleteAccountCard.tsx';
import { KickCard } from './components/KickCard.tsx';
import { SocialForm } from './components/SocialForm.tsx';
import { useCurrentUser } from './current-user.ts';
import { useKickCallbackToasts, useKickHighlight, useMissingKickToast } from './use-kick-prompts.ts';

/** A form starts again from the saved user whenever a save changes what it shows. */
const socialKey = (u: CurrentUser) =>
  [u.twitter_user, u.instagram_user, u.youtube_user, u.tiktok_user].join('\n');

const pageClass = 'mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12';

/**
 * /settings: the member's own profile, connections and social links (SPEC §2 Settings). The app
 * composes the notifications feature's email setting in (`NotificationSettings`).
 */
export function SettingsPage({ NotificationSettings }: { NotificationSettings?: ComponentType } = {}) {
  const user = useCurrentUser();
  useDocumentTitle('Settings');
  if (!user) {
    return (
      <div className={pageClass}>
        <EmptyState
          title="Authentication Required"
          description="You need to be logged in to manage your settings."
        >
          <Link
            to="/login"
            className="rounded-xl bg-[#5865f2] px-5 py-2.5 font-bold text-white transition hover:brightness-110"
          >
            Login with Discord
          </Link>
        </EmptyState>
      </div>
    );
  }
  return <SignedInSettings user={user} NotificationSettings={NotificationSettings} />;
}

function SignedInSettings({
  user,
  NotificationSettings,
}: {
  user: CurrentUser;
  NotificationSettings: ComponentType | undefined;
}) {
  const highlighted = useKickHighlight();
  useMissingKickToast(user.kick_username !== null);
  useKickCallbackToasts();
  return (
    <div className={pageClass}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-black text-white">Settings</h1>
        <Link
          to={`/profile/${encodeURIComponent(user.username)}`}
          className="text-sm font-bold text-accent underline"
        >
          View my profile
        </Link>
      </div>
      <Panel title="Profile Settings" description="How others see you.">
        <BioForm key={user.bio ?? ''} user={user} />
      </Panel>
      <Panel
        title="Account Connections"
        description="Your Kick account and your usernames on the partner casinos."
      >
        <KickCard user={user} highlighted={highlighted} />
        <CasinoForm key={[user.crypto, user.crypto2, user.crypto3].join('\n')} user={user} />
      </Panel>
      <Panel title="Social Media" description="Shown on your profile.">
        <SocialForm key={socialKey(user)} user={user} />
      </Panel>
      {NotificationSettings ? (
        <Panel title="Notifications" description="What we tell you about, besides the bell.">
          <NotificationSettings />
        </Panel>
      ) : null}
      <Panel title="Your Data" description="Everything we hold about you, as a file.">
        <AccountDataCard />
      </Panel>
      <Panel title="Delete Account" description="Remove your personal data from the site.">
        <DeleteAccountCard user={user} />
      </Panel>
    </div>
  );
}
