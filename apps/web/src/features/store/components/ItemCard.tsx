import { formatMoney } from '@podium/shared/common/money';
import { canPurchase, purchaseLabel } from '@podium/shared/store/rules';
import type { PayoutCasino, StoreItem } from '@podium/shared/store/schemas';
import { Suspense, useRef, useState } from 'react';
import { cx } from '@/components/cx.ts';
import { useRedeemItem } from '@/features/store/api/redeem-item.ts';
import { formatPoints, limitText, stockText } from '@/features/store/format.ts';
import { ItemImage } from './ItemImage.tsx';
import { purchaseDialog } from './purchase-dialog.ts';

const PurchaseDialog = purchaseDialog.Component;

interface ItemCardProps {
  item: StoreItem;
  balance: number;
  username: string;
  casinos: readonly PayoutCasino[];
}

/** One item in the grid: picture, name, description, cost, stock, limit and the §4 purchase button. */
export function ItemCard({ item, balance, username, casinos }: ItemCardProps) {
  const [open, setOpen] = useState(false);
  /** Once opened, the dialog stays mounted (closed), as a Radix dialog with its trigger would. */
  const [opened, setOpened] = useState(false);
  const redeem = useRedeemItem(username);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const label = purchaseLabel(item, balance);
  const enabled = canPurchase(item, balance, true) && !redeem.isPending;
  const limit = limitText(item.max_purchases_per_user, item.user_purchases);

  const confirm = (platformId?: number) =>
    redeem.mutate({ itemId: item.id, platformId }, { onSettled: () => setOpen(false) });

  return (
    <article
      aria-labelledby={`store-item-${item.id}`}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-white/10 bg-card"
    >
      <ItemImage src={item.image} className="aspect-[5/2] w-full sm:aspect-video" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3
          id={`store-item-${item.id}`}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg leading-tight font-bold text-white"
        >
          {item.name}
        </h3>
        {item.description ? <p className="text-sm text-slate-400">{item.description}</p> : null}
        <p className="text-xl font-black text-accent tabular-nums">{formatPoints(item.cost)}</p>
        {item.kind === 'cash' && item.cash_amount !== null ? (
          <p className="text-sm font-bold text-emerald-300">
            {formatMoney(item.cash_amount, '$', 2)} paid to your casino account
          </p>
        ) : null}
        <ul className="mt-auto flex flex-col gap-1 text-xs text-slate-400">
          <li className={cx(item.quantity !== null && item.quantity <= 0 && 'text-rose-300')}>
            {stockText(item.quantity)}
          </li>
          {limit ? <li>{limit}</li> : null}
        </ul>
        <button
          ref={buttonRef}
          type="button"
          disabled={!enabled}
          aria-describedby={`store-item-${item.id}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={enabled ? purchaseDialog.prefetch : undefined}
          onFocus={enabled ? purchaseDialog.prefetch : undefined}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
          className="rounded-xl bg-linear-to-r from-secondary to-primary px-4 py-2.5 font-bold text-white shadow-lg shadow-primary/20 hover:brightness-110 disabled:cursor-not-allowed disabled:from-slate-700 disabled:to-slate-700 disabled:text-slate-300 disabled:shadow-none"
        >
          {label}
        </button>
        {opened && (
          <Suspense fallback={null}>
            <PurchaseDialog
              item={item}
              balance={balance}
              open={open}
              onOpenChange={(next) => (redeem.isPending && !next ? undefined : setOpen(next))}
              onConfirm={confirm}
              casinos={casinos}
              pending={redeem.isPending}
              onCloseAutoFocus={(event) => {
                // Back to the purchase button; after buying the last allowed unit it is disabled,
                // so the focus stays on this card.
                event.preventDefault();
                (buttonRef.current?.disabled ? headingRef : buttonRef).current?.focus();
              }}
            />
          </Suspense>
        )}
      </div>
    </article>
  );
}
