import { useMutation, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminListSection, type AdminListWords } from '@/components/admin/AdminListSection.tsx';
import { useEditDialogs } from '@/components/admin/use-edit-dialogs.ts';
import { renderAdmin } from '../helpers/admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

interface Thing {
  id: number;
  name: string;
}

const words: AdminListWords = {
  title: 'Things',
  intro: 'Everything we keep.',
  what: 'things',
  add: 'Add thing',
  list: 'Things in display order',
  empty: { title: 'No things yet', description: 'Add the first one.' },
};

function Things({ things, deleted }: { things: Thing[]; deleted: (id: number) => void }) {
  const query = useQuery({ queryKey: ['things'], queryFn: async () => things });
  const dialogs = useEditDialogs<Thing>();
  const remove = useMutation({
    mutationFn: async (id: number) => {
      deleted(id);
      return { success: true, data: null, message: null, errors: null };
    },
  });
  return (
    <AdminListSection
      words={words}
      query={query}
      dialogs={dialogs}
      ordered
      row={(thing, { index, count }) => (
        <li key={thing.id}>
          <span>{`${thing.name} (${index + 1} of ${count})`}</span>
          <button type="button" onClick={() => dialogs.open('edit', thing)}>{`Edit ${thing.name}`}</button>
          <button
            type="button"
            onClick={() => dialogs.open('delete', thing)}
          >{`Delete ${thing.name}`}</button>
        </li>
      )}
      form={{
        title: (editing) => (editing ? `Edit ${editing.name}` : 'Add thing'),
        render: (editing) => <input aria-label="Name" defaultValue={editing?.name ?? ''} />,
      }}
      remove={{
        mutation: remove,
        title: 'Delete thing?',
        confirmLabel: 'Delete thing',
        deletedMessage: 'Thing deleted',
        body: (thing) => <p>{thing.name} goes for good.</p>,
      }}
    />
  );
}

afterEach(() => vi.clearAllMocks());

describe('admin list section', () => {
  it('is a section named by its title, with its purpose, its add button and its rows in order', async () => {
    renderAdmin(
      <Things
        things={[
          { id: 1, name: 'Alpha' },
          { id: 2, name: 'Beta' },
        ]}
        deleted={vi.fn()}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Things in display order' });
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Alpha (1 of 2)', 'Beta (2 of 2)']);
    const section = screen.getByRole('region', { name: 'Things' });
    expect(within(section).getByText('Everything we keep.')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Add thing' })).toBeTruthy();
  });

  it('shows its empty state when there are no rows', async () => {
    renderAdmin(<Things things={[]} deleted={vi.fn()} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'No things yet' })).toBeTruthy();
    expect(screen.getByText('Add the first one.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('opens its form to add a row, and with the row to edit one', async () => {
    const { user } = renderAdmin(<Things things={[{ id: 1, name: 'Alpha' }]} deleted={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Add thing' }));
    const adding = await screen.findByRole('dialog', { name: 'Add thing' });
    expect((within(adding).getByLabelText('Name') as HTMLInputElement).value).toBe('');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Edit Alpha' }));
    const editing = await screen.findByRole('dialog', { name: 'Edit Alpha' });
    expect((within(editing).getByLabelText('Name') as HTMLInputElement).value).toBe('Alpha');
  });

  it('asks before deleting a row, deletes it, says so and gives the focus to the add button', async () => {
    const deleted = vi.fn();
    const { user } = renderAdmin(<Things things={[{ id: 1, name: 'Alpha' }]} deleted={deleted} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Alpha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete thing?' });
    expect(within(dialog).getByText('Alpha goes for good.')).toBeTruthy();
    expect(deleted).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Delete thing' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Thing deleted'));
    expect(deleted).toHaveBeenCalledWith(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add thing' }));
  });
});
