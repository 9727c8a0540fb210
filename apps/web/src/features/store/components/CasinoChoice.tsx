import { formatMoney } from '@podium/shared/common/money';
import type { PayoutCasino, StoreItem } from '@podium/shared/store/schemas';
import { Link } from 'react-router';

interface CasinoChoiceProps {
  item: StoreItem;
  casinos: readonly PayoutCasino[];
  value: number | undefined;
  onChange: (platformId: number) => void;
}

/**
 * Where a cash item is paid (decision 043): one radio per casino the member holds a verified account
 * on (decision 042), with its username; none → a pointer to Settings. The payout goes to the admins' payout queue.
 */
export function CasinoChoice({ item, casinos, value, onChange }: CasinoChoiceProps) {
  const amount = formatMoney(item.cash_amount ?? 0, '$', 2);
  if (casinos.length === 0) {
    return (
      <p
        role="alert"
        className="rounded-xl border border-amber-400/30 bg-amber-500/10 p-3 text-sm text-amber-100"
      >
        {amount} is paid to a verified casino account, and you have none yet.{' '}
        <Link to="/settings" className="font-bold underline">
          Link your casino username in Settings
        </Link>
        ; once an admin verifies it, you can redeem this.
      </p>
    );
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-bold text-white">Pay {amount} to</legend>
      {casinos.map((c) => (
        <label
          key={c.platform_id}
          className="flex cursor-pointer items-center gap-3 rounded-xl border border-white/10 bg-slate-950/50 px-4 py-3 has-checked:border-primary/70"
        >
          <input
            type="radio"
            name={`casino-${item.id}`}
            value={c.platform_id}
            checked={value === c.platform_id}
            onChange={() => onChange(c.platform_id)}
            className="accent-primary"
          />
          <span className="font-bold text-white">{c.name}</span>
          <span className="ml-auto truncate text-sm text-slate-400">{c.casino_username}</span>
        </label>
      ))}
      <p className="text-xs text-slate-400">
        An admin sends it from the payout queue; your history shows when it is paid.
      </p>
    </fieldset>
  );
}
