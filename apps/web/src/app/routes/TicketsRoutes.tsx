import { useQuery } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { redemptionsQuery } from '@/features/store/api/get-redemptions.ts';
import { CreateTicketPage } from '@/features/tickets/CreateTicketPage.tsx';
import { TicketPage } from '@/features/tickets/TicketPage.tsx';
import { TicketsPage } from '@/features/tickets/TicketsPage.tsx';
import { useAuth } from '@/lib/use-auth.ts';

/**
 * /tickets/create — the ticket form, offered the member's store purchases (the store feature's history)
 * so a ticket can be about one of them.
 */
function CreateTicketRoute() {
  const signedIn = useAuth().user !== null;
  const redemptions = useQuery({ ...redemptionsQuery, enabled: signedIn }).data ?? [];
  const purchases = redemptions.map((r) => ({
    id: r.id,
    label: `${r.item.name} · ${new Date(r.created_at).toLocaleDateString()} · #${r.id}`,
  }));
  return <CreateTicketPage purchases={purchases} />;
}

/**
 * /tickets/* — a member's support tickets: the list, /tickets/create (linked from /contact) and one
 * ticket's conversation. One chunk for the three (signed-in pages, rendered in the browser).
 */
export function TicketsRoutes() {
  return (
    <Routes>
      <Route index element={<TicketsPage />} />
      <Route path="create" element={<CreateTicketRoute />} />
      <Route path=":id" element={<TicketPage />} />
    </Routes>
  );
}
