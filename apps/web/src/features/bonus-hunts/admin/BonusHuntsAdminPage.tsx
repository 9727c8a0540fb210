import type { HuntAdminListEntry } from '@podium/shared/bonus-hunts/schemas';
import { AdminListSection, type AdminListWords } from '@/components/admin/AdminListSection.tsx';
import { useEditDialogs } from '@/components/admin/use-edit-dialogs.ts';
import { useAdminHunts } from './api/get-admin-hunts.ts';
import { BonusHuntRow } from './BonusHuntRow.tsx';
import { HuntForm } from './HuntForm.tsx';

const words: AdminListWords = {
  title: 'Bonus hunts',
  intro:
    'Add the slots, record each win live as it opens, then finish: the closest predictions win points and XP.',
  what: 'bonus hunts',
  add: 'Add hunt',
  list: 'Bonus hunts',
  empty: { title: 'No bonus hunts yet', description: 'Add a hunt to start.' },
};

/** Admin › Bonus hunts: every hunt, newest first; create one; work one on its page. */
export function BonusHuntsAdminPage() {
  const query = useAdminHunts();
  const dialogs = useEditDialogs<HuntAdminListEntry, never>();
  return (
    <AdminListSection
      words={words}
      query={query}
      dialogs={dialogs}
      row={(hunt) => <BonusHuntRow key={hunt.id} hunt={hunt} />}
      form={{ title: () => 'Add hunt', render: () => <HuntForm onDone={dialogs.close} /> }}
    />
  );
}
