import { notificationsMessages as m } from '@podium/shared/notifications/words';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from 'sonner';
import { Spinner } from '@/components/Spinner.tsx';
import {
  notificationSettingsQuery,
  useSaveNotificationSettings,
} from '@/features/notifications/api/settings.ts';
import { errorMessage } from '@/lib/form-errors.ts';

/** Settings › Notifications: "Email me about wins and payouts" (off by default), saved as it is switched. */
export function NotificationSettingsCard() {
  const query = useQuery(notificationSettingsQuery);
  const save = useSaveNotificationSettings();
  const id = useId();
  if (query.isPending) return <Spinner inline label="Loading notification settings…" />;
  if (query.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-300">
        <p role="alert">Could not load your notification settings.</p>
        <button
          type="button"
          className="font-bold text-accent underline"
          onClick={() => void query.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  const settings = query.data;
  const usable = settings.email_available && settings.has_email;
  const checked = save.isPending ? (save.variables?.email_wins ?? settings.email_wins) : settings.email_wins;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="flex items-center gap-3 text-sm font-semibold text-white">
        <input
          id={id}
          type="checkbox"
          className="size-5 accent-primary"
          checked={checked}
          disabled={!usable || save.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) =>
            save.mutate(
              { email_wins: event.target.checked },
              {
                onSuccess: () => toast.success(m.settingsSaved),
                onError: (error) => toast.error(errorMessage(error)),
              },
            )
          }
        />
        {m.emailWins}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-400">
        {!settings.email_available ? m.emailUnavailable : !settings.has_email ? m.noEmail : m.emailWinsHint}
      </p>
    </div>
  );
}
