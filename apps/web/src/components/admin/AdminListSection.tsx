import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/QueryState.tsx';
import { AddButton } from './AddButton.tsx';
import { AdminEmptyState } from './AdminEmptyState.tsx';
import { ConfirmDeleteDialog, type DeleteRow } from './ConfirmDeleteDialog.tsx';
import { FormDialog, type RowForm } from './FormDialog.tsx';
import { SectionHeader } from './SectionHeader.tsx';
import type { EditDialogs } from './use-edit-dialogs.ts';

/** What an admin list section says (SPEC.md's words). */
export interface AdminListWords {
  /** The section's title, its h2, which names the section: "Affiliates". */
  title: string;
  /** Its purpose, under the title. */
  intro: ReactNode;
  /** What loads, for "Loading affiliates…" and "Could not load affiliates.". */
  what: string;
  /** The add button ("Add affiliate"); without it the section has none. */
  add?: string | undefined;
  /** The list's accessible name ("Affiliates in display order"); a page drawn by `render` may name its own holder with it. */
  list: string;
  /** What an empty list shows. */
  empty: { title: string; description?: ReactNode };
}

/** A row's place in its list: its index from 0, and how many rows there are. */
export interface RowPlace {
  index: number;
  count: number;
}

/** The element type of a list; what `row` is given when the answer is the list itself. */
type Element<D> = D extends readonly (infer E)[] ? E : never;

interface AdminListSectionProps<T, A extends string, D, R> {
  words: AdminListWords;
  /** The read behind the list: loading and error states come from it. */
  query: UseQueryResult<D>;
  /** Which dialog is open (create, edit, delete or the page's own) and where focus returns. */
  dialogs: EditDialogs<T, A>;
  /** One row (an `<li>` with its key), told its place in the list; needed unless `render` draws the answer. */
  row?: (item: R, place: RowPlace) => ReactNode;
  /** The rows in the answer, when the answer is more than the list (a page of it). */
  items?: (data: D) => readonly R[];
  /** An `<ol>` for a list in display order (its order means something), else a `<ul>`. */
  ordered?: boolean;
  /** Instead of rows, a section that is not one list draws the answer itself (null when it is empty). */
  render?: (data: D) => ReactNode;
  /** The add and edit dialog: its words and the page's form. */
  form?: RowForm<T>;
  /** Deleting a row: the confirmation's words and the DELETE. */
  remove?: DeleteRow<T & { id: number }>;
  /** What else the section holds: its own dialogs (draw, cancel, period end), pagination. */
  children?: ReactNode;
}

/**
 * An admin list page's one composition: the section and its header (title, purpose, add button), the
 * read's loading and error states, the empty state or the rows, the add/edit dialog and the delete
 * confirmation (focus back on the add button after a delete). A page keeps what is its own: its words,
 * its row, its form and its API calls.
 */
export function AdminListSection<T, A extends string, D, R = Element<D>>(
  props: AdminListSectionProps<T, A, D, R>,
) {
  const { words, query, dialogs, form, remove, children } = props;
  const addButton = words.add ? (
    <AddButton ref={dialogs.addRef} onClick={dialogs.openCreate}>
      {words.add}
    </AddButton>
  ) : null;
  const empty = <AdminEmptyState title={words.empty.title} description={words.empty.description} />;
  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader title={words.title} titleId="admin-section-title" action={addButton}>
        {words.intro}
      </SectionHeader>
      <QueryState query={query} what={words.what}>
        {(data) =>
          props.render ? (props.render(data) ?? empty) : <Rows {...props} data={data} empty={empty} />
        }
      </QueryState>
      {form ? <FormDialog dialogs={dialogs} form={form} /> : null}
      {remove ? (
        // A list whose rows can be deleted has rows with ids.
        <ConfirmDeleteDialog
          dialogs={dialogs as unknown as EditDialogs<T & { id: number }, A | 'delete'>}
          {...remove}
        />
      ) : null}
      {children}
    </section>
  );
}

function Rows<T, A extends string, D, R>(
  props: AdminListSectionProps<T, A, D, R> & { data: D; empty: ReactNode },
) {
  const { words, data, items, row, ordered, empty } = props;
  const list = items ? items(data) : (data as readonly R[]);
  if (list.length === 0) return empty;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="space-y-3" aria-label={words.list}>
      {row ? list.map((item, index) => row(item, { index, count: list.length })) : null}
    </List>
  );
}
