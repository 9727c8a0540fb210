import { type Affiliate, affiliatesMessages } from '@podium/shared/affiliates/schemas';
import { AdminListSection, type AdminListWords } from '@/components/admin/AdminListSection.tsx';
import { useEditDialogs } from '@/components/admin/use-edit-dialogs.ts';
import { useMoveRow } from '@/components/admin/use-move-row.ts';
import { AffiliateForm } from './AffiliateForm.tsx';
import { AffiliateRow } from './AffiliateRow.tsx';
import { useDeleteAffiliate } from './api/delete-affiliate.ts';
import { saveAffiliateKey, useAdminAffiliates } from './api/get-admin-affiliates.ts';
import { useReorderAffiliates } from './api/reorder-affiliates.ts';

const words: AdminListWords = {
  title: 'Affiliates',
  intro: 'Partner casinos shown as cards on the home page, in this order.',
  what: 'affiliates',
  add: 'Add affiliate',
  list: 'Affiliates in display order',
  empty: {
    title: 'No affiliates yet',
    description: 'Add a partner casino with its code, benefits and join link; it appears on the home page.',
  },
};

/** Admin › Affiliates: the partner casinos on the home page, in display order. */
export function AffiliatesAdminPage() {
  const query = useAdminAffiliates();
  const dialogs = useEditDialogs<Affiliate>();
  const remove = useDeleteAffiliate();
  const reorder = useReorderAffiliates();
  const move = useMoveRow(query.data?.map((a) => a.id) ?? [], 'affiliate', reorder.mutate);

  return (
    <AdminListSection
      words={words}
      query={query}
      dialogs={dialogs}
      ordered
      row={(affiliate, { index, count }) => (
        <AffiliateRow
          key={affiliate.id}
          affiliate={affiliate}
          position={index + 1}
          count={count}
          onEdit={() => dialogs.open('edit', affiliate)}
          onDelete={() => dialogs.open('delete', affiliate)}
          onMove={(direction) => move(affiliate.id, direction)}
        />
      )}
      form={{
        title: (editing) => (editing ? `Edit ${editing.name}` : 'Add affiliate'),
        description: "Shown on the home page's affiliate cards.",
        saveKey: saveAffiliateKey,
        render: (editing) => <AffiliateForm affiliate={editing} onDone={dialogs.close} />,
      }}
      remove={{
        mutation: remove,
        title: 'Delete affiliate?',
        confirmLabel: 'Delete affiliate',
        deletedMessage: affiliatesMessages.deleted,
        body: (affiliate) => (
          <p>
            <strong className="text-white">{affiliate.name}</strong> will be removed from the home page. This
            cannot be undone.
          </p>
        ),
      }}
    />
  );
}
