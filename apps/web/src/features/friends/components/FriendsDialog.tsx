import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from '@/components/icons/ui-icons.tsx';
import { useFriendRequests } from '@/features/friends/api/get-friend-requests.ts';
import { FriendSearch } from './FriendSearch.tsx';
import { PendingRequests } from './PendingRequests.tsx';

interface FriendsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it (focus returns there on close); the mobile menu opens it without one. */
  trigger?: ReactNode;
}

/** The friends panel: member search and pending requests. Controlled, so any control can open it. */
export function FriendsDialog({ open, onOpenChange, trigger }: FriendsDialogProps) {
  const { data } = useFriendRequests(true);
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-80 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(e) => {
            // Start in the search box rather than on the close button.
            const search = (e.currentTarget as HTMLElement).querySelector<HTMLInputElement>(
              'input[type="search"]',
            );
            if (search) {
              e.preventDefault();
              search.focus();
            }
          }}
          className="fixed inset-x-2 top-16 z-90 flex max-h-[calc(100dvh-5rem)] flex-col gap-5 overflow-y-auto rounded-2xl border border-white/10 bg-slate-900 p-5 shadow-2xl shadow-black/60 sm:inset-x-auto sm:right-4 sm:w-[26rem]"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-black text-white">Friends</Dialog.Title>
            <Dialog.Close
              aria-label="Close friends"
              className="rounded-lg p-2 text-slate-300 hover:bg-white/5"
            >
              <CloseIcon size={20} />
            </Dialog.Close>
          </div>
          <PendingRequests requests={data} onNavigate={close} />
          <FriendSearch onNavigate={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
