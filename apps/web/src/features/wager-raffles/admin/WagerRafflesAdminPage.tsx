import type { AdminWagerRaffle } from '@podium/shared/wager-raffles/admin';
import { AdminListSection, type AdminListWords } from '@/components/admin/AdminListSection.tsx';
import { useEditDialogs } from '@/components/admin/use-edit-dialogs.ts';
import { useAdminWagerRaffles } from './api/get-admin-wager-raffles.ts';
import { saveWagerRaffleKey } from './api/keys.ts';
import { WagerRaffleForm } from './WagerRaffleForm.tsx';
import { WagerRaffleRow } from './WagerRaffleRow.tsx';

const words: AdminListWords = {
  title: 'Wager raffles',
  intro: 'Tickets from members’ wagers on chosen casinos in a period; drawn at the end or now, verifiably.',
  what: 'wager raffles',
  add: 'Add wager raffle',
  list: 'Wager raffles',
  empty: { title: 'No wager raffles yet', description: 'Add one with its casinos and prizes.' },
};

/** Admin › Wager raffles: every raffle, a new one; each opens its page (edit, tickets, draw, prizes). */
export function WagerRafflesAdminPage() {
  const query = useAdminWagerRaffles();
  const dialogs = useEditDialogs<AdminWagerRaffle, never>();
  return (
    <AdminListSection
      words={words}
      query={query}
      dialogs={dialogs}
      row={(raffle) => <WagerRaffleRow key={raffle.id} raffle={raffle} />}
      form={{
        title: () => 'Add wager raffle',
        description: "Its seed's SHA-256 is published when it is created, so the draw can be checked.",
        size: 'lg',
        saveKey: saveWagerRaffleKey,
        render: () => <WagerRaffleForm raffle={null} onDone={dialogs.close} />,
      }}
    />
  );
}
