import { contactErrorCodes } from '@podium/shared/contact/errors';
import {
  type ContactMessage,
  type InboxPage,
  contactMessages as texts,
} from '@podium/shared/contact/schemas';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { contactMessages } from '../../src/features/contact/contact.table.ts';
import { type Agent, json, signedIn, useTestApp } from '../helpers/app.ts';

const ctx = useTestApp();

async function seed(count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `Sender ${i + 1}`,
    email: `sender${i + 1}@example.com`,
    subject: `Subject ${i + 1}`,
    message: `<img src=x onerror=alert(${i + 1})>`,
    createdAt: new Date(Date.UTC(2026, 10, 1, 12, i)),
  }));
  return (await ctx.db.insert(contactMessages).values(rows).returning({ id: contactMessages.id })).map(
    (r) => r.id,
  );
}

const page = async (admin: Agent, query = '') =>
  json<{ data: InboxPage }>(await admin.get(`/api/admin/contact/messages${query}`)).data;

describe('the admin contact inbox', () => {
  it('lists the inbox newest first, as stored text, with the unread count and no email replies without SMTP', async () => {
    await seed(3);
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const inbox = await page(admin);
    expect(inbox.messages.map((m) => m.subject)).toEqual(['Subject 3', 'Subject 2', 'Subject 1']);
    expect(inbox.messages[0]!.message).toBe('<img src=x onerror=alert(3)>');
    expect(inbox).toMatchObject({ total: 3, unread: 3, page: 1, page_size: 20, can_reply: false });
  });

  it('marks read and unread, archives and restores, and each folder shows its own', async () => {
    const [first, second] = await seed(2);
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const act = async (id: number, action: string, message: string) => {
      const res = await admin.post(`/api/admin/contact/messages/${id}/${action}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = json<{ data: ContactMessage; message: string }>(res);
      expect(body.message).toBe(message);
      return body.data;
    };
    expect((await act(first!, 'read', texts.markedRead)).read_at).not.toBeNull();
    expect((await page(admin)).unread).toBe(1);
    expect((await act(first!, 'unread', texts.markedUnread)).read_at).toBeNull();
    expect((await act(second!, 'archive', texts.archived)).archived_at).not.toBeNull();
    expect((await page(admin)).messages.map((m) => m.id)).toEqual([first]);
    expect((await page(admin, '?folder=archived')).messages.map((m) => m.id)).toEqual([second]);
    // Archived messages do not count as unread in the inbox.
    expect((await page(admin)).unread).toBe(1);
    expect((await act(second!, 'restore', texts.restored)).archived_at).toBeNull();
    expect((await page(admin)).total).toBe(2);
    // Each mark is on record, with the mark before → after (the senders were visitors: no member).
    const entries = await ctx.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(entries.map((e) => [e.action, e.targetId, e.targetUserId, e.before, e.after])).toEqual([
      ['contact.read', String(first), null, { read: false }, { read: true }],
      ['contact.unread', String(first), null, { read: true }, { read: false }],
      ['contact.archive', String(second), null, { archived: false }, { archived: true }],
      ['contact.restore', String(second), null, { archived: true }, { archived: false }],
    ]);
  });

  it('keeps the first read time when a message is marked read again', async () => {
    const [id] = await seed(1);
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const first = json<{ data: ContactMessage }>(await admin.post(`/api/admin/contact/messages/${id}/read`));
    const again = json<{ data: ContactMessage }>(await admin.post(`/api/admin/contact/messages/${id}/read`));
    expect(again.data.read_at).toBe(first.data.read_at);
  });

  it('answers 404 for a message that does not exist', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const res = await admin.post('/api/admin/contact/messages/999/archive');
    expect(res.statusCode).toBe(404);
    expect(json(res).code).toBe(contactErrorCodes.messageNotFound);
  });

  it('refuses to reply by email when SMTP is not set up', async () => {
    const [id] = await seed(1);
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const res = await admin.post(`/api/admin/contact/messages/${id}/reply`, { message: 'Hello' });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: contactErrorCodes.mailOff, message: texts.mailOff });
  });

  it('pages the inbox', async () => {
    await seed(23);
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const second = await page(admin, '?page=2');
    expect(second.messages).toHaveLength(3);
    expect(second.messages.at(-1)!.subject).toBe('Subject 1');
  });
});
