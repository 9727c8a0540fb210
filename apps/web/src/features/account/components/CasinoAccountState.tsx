import type { MemberCasinoAccount } from '@podium/shared/casino-accounts/schemas';
import { casinoAccountKey, casinoAccountStateWords } from '@podium/shared/common/casino-accounts';
import { Pill, type PillTone } from '@/components/Pill.tsx';

const tones: Record<MemberCasinoAccount['status'], PillTone> = {
  verified: 'emerald',
  pending: 'amber',
  refused: 'rose',
};

/**
 * The state of the casino account a Settings field names (decision 042): "Verified", "Waiting for
 * verification" or "Refused: <reason>". Nothing for an empty field, or for a name typed but not saved.
 */
export function CasinoAccountState({
  account,
  typed,
}: {
  account: MemberCasinoAccount | undefined;
  typed: string;
}) {
  if (!account || casinoAccountKey(account.username) !== casinoAccountKey(typed)) return null;
  return (
    <p className="mt-1 text-xs" data-testid={`casino-state-${account.field}`}>
      <Pill tone={tones[account.status]}>
        {casinoAccountStateWords(account.status, account.refusal_reason)}
      </Pill>
      {account.status === 'pending' ? (
        <span className="mt-1 block text-slate-400">
          Rewards from this account start once staff verify it.
        </span>
      ) : null}
    </p>
  );
}
