import { EXPORT_URL } from '@/features/account/api/delete-account.ts';

/** "Your Data": the member downloads everything the site holds about them as a JSON file. */
export function AccountDataCard() {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-300">
        Download your profile, points history, raffle entries, purchases, tickets, VIP claims, payouts and
        your tournament and bonus hunt predictions as a JSON file.
      </p>
      <a
        href={EXPORT_URL}
        download
        className="self-start rounded-xl border border-white/15 px-5 py-2.5 font-bold text-white transition hover:bg-white/10"
      >
        Download my data
      </a>
    </div>
  );
}
