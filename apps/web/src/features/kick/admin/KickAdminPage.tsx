import { SectionHeader } from '@/components/admin/SectionHeader.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { useKickAdmin } from './api/get-kick-admin.ts';
import { ChannelPanel } from './ChannelPanel.tsx';
import { CommandsForm } from './CommandsForm.tsx';
import { EventsLog } from './EventsLog.tsx';
import { RulesForm } from './RulesForm.tsx';

/** Admin › Kick: the channel and its event subscription, chat points, chat commands, recent events. */
export function KickAdminPage() {
  const query = useKickAdmin();
  return (
    <section aria-labelledby="admin-section-title" className="space-y-6">
      <SectionHeader title="Kick" titleId="admin-section-title">
        Live status, chat points and chat commands from the Kick channel, through Kick's signed webhooks.
      </SectionHeader>
      <QueryState query={query} what="Kick settings">
        {(state) => (
          <>
            <ChannelPanel state={state} />
            <RulesForm key={`rules-${JSON.stringify(state.rules)}`} rules={state.rules} />
            <CommandsForm key={`commands-${JSON.stringify(state.commands)}`} commands={state.commands} />
          </>
        )}
      </QueryState>
      <EventsLog />
    </section>
  );
}
