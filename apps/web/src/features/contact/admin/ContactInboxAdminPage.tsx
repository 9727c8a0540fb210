import { type ContactMessage, type InboxFolder, inboxFolders } from '@podium/shared/contact/schemas';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AdminEmptyState } from '@/components/admin/AdminEmptyState.tsx';
import { SectionHeader } from '@/components/admin/SectionHeader.tsx';
import { SelectField } from '@/components/form/SelectField.tsx';
import { Pagination } from '@/components/Pagination.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { useInbox } from './api/get-inbox.ts';
import { useMarkMessage } from './api/mark-message.ts';
import { MessageCard } from './MessageCard.tsx';
import { ReplyDialog } from './ReplyDialog.tsx';

const folderOptions: { value: InboxFolder; label: string }[] = [
  { value: 'inbox', label: 'Inbox' },
  { value: 'archived', label: 'Archived' },
];

const parseFolder = (value: string | null): InboxFolder => inboxFolders.find((f) => f === value) ?? 'inbox';

/** Admin › Contact inbox: the contact form's messages, newest first; read, archive, reply by email. */
export function ContactInboxAdminPage() {
  const [params, setParams] = useSearchParams();
  const folder = parseFolder(params.get('folder'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const inbox = useInbox({ folder, page });
  const mark = useMarkMessage();
  const [replyingTo, setReplyingTo] = useState<ContactMessage | null>(null);
  const go = (next: { folder?: InboxFolder; page?: number }) => {
    const f = next.folder ?? folder;
    const p = next.page ?? 1;
    setParams({ ...(f !== 'inbox' ? { folder: f } : {}), ...(p > 1 ? { page: String(p) } : {}) });
  };

  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader title="Contact inbox" titleId="admin-section-title">
        Messages sent through the contact form. Mark them read, archive what is done, and reply by email.
      </SectionHeader>
      <search className="mb-4 grid gap-3 sm:max-w-xs">
        <SelectField
          id="inbox-folder"
          label="Folder"
          value={folder}
          options={folderOptions}
          onChange={(f) => go({ folder: f })}
        />
      </search>
      <QueryState query={inbox} what="messages">
        {(data) => (
          <>
            {folder === 'inbox' ? (
              <p className="mb-3 text-sm text-slate-400" aria-live="polite">
                {data.unread} unread
                {data.can_reply ? '' : ' · Replies by email need SMTP to be set up on the server (SMTP_URL).'}
              </p>
            ) : null}
            {data.messages.length === 0 ? (
              <AdminEmptyState
                title={folder === 'inbox' ? 'No messages yet' : 'No archived messages'}
                description={
                  folder === 'inbox'
                    ? 'Messages from the contact form appear here.'
                    : 'Archived messages appear here.'
                }
              />
            ) : (
              <div className="flex flex-col gap-4">
                {data.messages.map((m) => (
                  <MessageCard
                    key={m.id}
                    message={m}
                    canReply={data.can_reply}
                    busy={mark.isPending && mark.variables?.id === m.id}
                    onReply={() => setReplyingTo(m)}
                    onAction={(action) =>
                      mark.mutate(
                        { id: m.id, action },
                        {
                          onSuccess: (envelope) => toast.success(envelope.message ?? 'Saved'),
                          onError: (error) => toast.error(errorMessage(error)),
                        },
                      )
                    }
                  />
                ))}
                <Pagination
                  label="Message pages"
                  noun={{ one: 'message', other: 'messages' }}
                  page={data.page}
                  pageSize={data.page_size}
                  total={data.total}
                  onPage={(p) => go({ page: p })}
                />
              </div>
            )}
          </>
        )}
      </QueryState>
      <ReplyDialog message={replyingTo} onClose={() => setReplyingTo(null)} />
    </section>
  );
}
