import { type Challenge, claimInputSchema } from '@podium/shared/slot-challenges/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { TextField } from '@/components/form/TextField.tsx';
import { buttonClass } from '@/components/styles.ts';
import { useClaim } from '@/features/slot-challenges/api/claim.ts';
import { useMemberCasinoAccounts } from '@/features/slot-challenges/api/get-casino-accounts.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';

/**
 * A claim on an open challenge: the casino username it was played on (the member's verified account on
 * that casino, filled in when they have one) and the proof, a bet link and/or an image link.
 */
export function ClaimForm({ challenge: c }: { challenge: Challenge }) {
  const accounts = useMemberCasinoAccounts().data ?? [];
  const verified = accounts.find((a) => a.slot === c.casino.slot && a.status === 'verified');
  const claim = useClaim();
  const form = useFieldErrors(`claim-${c.id}`);
  const { errors } = form;
  const [typed, setTyped] = useState<string | null>(null);
  const [betUrl, setBetUrl] = useState('');
  const [imageUrl, setImageUrl] = useState('');
  const username = typed ?? verified?.username ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(claimInputSchema, {
      casino_username: username,
      bet_url: betUrl,
      image_url: imageUrl,
    });
    if (!input) return;
    claim.mutate(
      { id: c.id, input },
      {
        onSuccess: (envelope) => toast.success(envelope.message ?? 'Claim sent'),
        onError: (error) => {
          form.showServerErrors(error);
          toast.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label={`Claim ${c.game}`}>
      <TextField
        id={form.id('casino_username')}
        label={`${c.casino.name} username`}
        autoComplete="off"
        value={username}
        onChange={(v) => {
          form.clear('casino_username');
          setTyped(v);
        }}
        error={errors.casino_username}
        hint={`Your verified ${c.casino.name} account (Settings › Casino accounts).`}
        maxLength={60}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={form.id('bet_url')}
          label="Bet link"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={betUrl}
          onChange={(v) => {
            form.clear('bet_url');
            setBetUrl(v);
          }}
          error={errors.bet_url}
          maxLength={500}
        />
        <TextField
          id={form.id('image_url')}
          label="Screenshot link"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={imageUrl}
          onChange={(v) => {
            form.clear('image_url');
            setImageUrl(v);
          }}
          error={errors.image_url}
          hint="A bet link, a screenshot link, or both."
          maxLength={500}
        />
      </div>
      <button type="submit" className={`${buttonClass('primary')} self-start`} disabled={claim.isPending}>
        {claim.isPending ? 'Sending…' : 'Send claim'}
      </button>
    </form>
  );
}
