import type { PayoutCasino, StoreItem } from '@podium/shared/store/schemas';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { formatPoints } from '@/features/store/format.ts';
import { CasinoChoice } from './CasinoChoice.tsx';
import { ItemImage } from './ItemImage.tsx';

interface PurchaseDialogProps {
  item: StoreItem;
  balance: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A cash item's confirmation names the casino chosen (decision 043). */
  onConfirm: (platformId?: number) => void;
  /** Where the member's cash items can be paid: casinos they have a username linked for. */
  casinos: readonly PayoutCasino[];
  pending: boolean;
  /** Where the focus goes on close (the card's purchase button has no Radix trigger: see ItemCard). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * SPEC §2: confirm a purchase — item cost, your balance, balance after purchase, Cancel / Purchase.
 * A cash item also asks which casino it is paid to (decision 043): the first is chosen when there is
 * one; with none linked, the member is sent to Settings and cannot buy.
 * Loaded when a member reaches for a purchase button (ItemCard), not with the store page.
 */
export function PurchaseDialog(props: PurchaseDialogProps) {
  const { item, balance, open, onOpenChange, onConfirm, pending, onCloseAutoFocus, casinos } = props;
  const cash = item.kind === 'cash';
  const [platformId, setPlatformId] = useState<number | undefined>(casinos[0]?.platform_id);
  const chosen = casinos.some((c) => c.platform_id === platformId) ? platformId : undefined;
  const blocked = cash && chosen === undefined;
  const rows = [
    ['Item cost', formatPoints(item.cost)],
    ['Your balance', formatPoints(balance)],
    ['Balance after purchase', formatPoints(balance - item.cost)],
  ] as const;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-80 bg-black/60" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-90 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-5 overflow-y-auto rounded-2xl border border-white/10 bg-slate-900 p-5 shadow-2xl shadow-black/60 sm:p-6"
        >
          <Dialog.Title className="text-xl font-black text-white">Confirm Purchase</Dialog.Title>
          <div className="flex items-center gap-4">
            <ItemImage src={item.image} className="size-16 shrink-0 rounded-xl" />
            <Dialog.Description className="text-slate-300">
              Buy <span className="font-bold text-white">{item.name}</span> with your points?
            </Dialog.Description>
          </div>
          <dl className="flex flex-col divide-y divide-white/5 rounded-xl border border-white/10 bg-slate-950/50">
            {rows.map(([label, value], i) => (
              <div key={label} className="flex items-center justify-between gap-4 px-4 py-3">
                <dt className="text-sm text-slate-400">{label}</dt>
                <dd
                  className={
                    i === rows.length - 1
                      ? 'font-black whitespace-nowrap text-white tabular-nums'
                      : 'font-bold whitespace-nowrap text-slate-100 tabular-nums'
                  }
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          {cash ? (
            <CasinoChoice item={item} casinos={casinos} value={chosen} onChange={setPlatformId} />
          ) : null}
          <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
            <Dialog.Close className="rounded-xl border border-white/15 px-5 py-2.5 font-bold text-slate-100 hover:border-primary/60">
              Cancel
            </Dialog.Close>
            <button
              type="button"
              onClick={() => onConfirm(cash ? chosen : undefined)}
              disabled={pending || blocked}
              aria-busy={pending || undefined}
              className="rounded-xl bg-linear-to-r from-secondary to-primary px-5 py-2.5 font-bold text-white shadow-lg shadow-primary/20 hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-60"
            >
              Purchase
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
