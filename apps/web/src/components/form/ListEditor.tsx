import { type ReactNode, useEffect, useRef } from 'react';
import { PlusIcon } from '@/components/icons/action-icons.tsx';
import { CloseIcon } from '@/components/icons/ui-icons.tsx';
import { buttonClass, fieldClass } from '@/components/styles.ts';

interface ListEditorProps {
  /** The field id of the list ("affiliate-benefits"); row inputs get `${idPrefix}-${index}`. */
  idPrefix: string;
  legend: string;
  items: string[];
  onChange: (items: string[]) => void;
  itemLabel: (index: number) => string;
  addLabel: string;
  max: number;
  /** Error of the list itself and of each row, by index. */
  error?: string | undefined;
  rowErrors: (index: number) => string | undefined;
  emptyText: string;
  placeholder?: string;
  prefix?: ReactNode;
  inputMode?: 'text' | 'decimal';
}

/** Stable React keys for rows that are only strings: one per row, kept across edits and removals. */
function useRowKeys(count: number): number[] {
  const state = useRef({ keys: [] as number[], next: 0 });
  const { keys } = state.current;
  while (keys.length < count) keys.push(state.current.next++);
  keys.length = count;
  return keys;
}

/** An editable list of text rows: add, edit, remove; focus follows what the keyboard user did. */
export function ListEditor(props: ListEditorProps) {
  const { idPrefix, legend, items, onChange, itemLabel, addLabel, max, error, rowErrors } = props;
  const focusIndex = useRef<number | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const errorId = error ? `${idPrefix}-error` : undefined;
  const keys = useRowKeys(items.length);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    const input = document.getElementById(`${idPrefix}-${index}`);
    (input ?? addRef.current)?.focus();
  });

  const remove = (index: number) => {
    keys.splice(index, 1);
    focusIndex.current = index < items.length - 1 ? index : index - 1;
    onChange(items.filter((_, i) => i !== index));
  };
  const add = () => {
    focusIndex.current = items.length;
    onChange([...items, '']);
  };

  return (
    <fieldset className="min-w-0" aria-describedby={errorId}>
      <legend className="mb-1.5 text-sm font-medium text-slate-200">{legend}</legend>
      {items.length === 0 ? <p className="mb-2 text-sm text-slate-400">{props.emptyText}</p> : null}
      <ol className="space-y-2">
        {items.map((item, index) => {
          const id = `${idPrefix}-${index}`;
          const rowError = rowErrors(index);
          const label = itemLabel(index);
          return (
            <li key={keys[index]}>
              <div className="flex items-center gap-2">
                <label htmlFor={id} className="w-16 shrink-0 text-xs font-medium text-slate-400">
                  {label}
                </label>
                <div className="relative min-w-0 flex-1">
                  {props.prefix ? (
                    <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-400">
                      {props.prefix}
                    </span>
                  ) : null}
                  <input
                    id={id}
                    value={item}
                    inputMode={props.inputMode}
                    placeholder={props.placeholder}
                    autoComplete="off"
                    aria-invalid={rowError ? true : undefined}
                    aria-describedby={rowError ? `${id}-error` : undefined}
                    onChange={(e) => onChange(items.map((v, i) => (i === index ? e.target.value : v)))}
                    className={`${fieldClass} py-2 pr-3 ${props.prefix ? 'pl-8' : 'pl-3'}`}
                  />
                </div>
                <button
                  type="button"
                  className={buttonClass('ghost', 'icon')}
                  aria-label={`Remove ${label}`}
                  onClick={() => remove(index)}
                >
                  <CloseIcon />
                </button>
              </div>
              {rowError ? (
                <p id={`${id}-error`} className="mt-1 pl-18 text-xs font-medium text-rose-300">
                  {rowError}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {error ? (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-rose-300">
          {error}
        </p>
      ) : null}
      <button
        ref={addRef}
        type="button"
        className={`${buttonClass('secondary', 'sm')} mt-3`}
        onClick={add}
        disabled={items.length >= max}
      >
        <PlusIcon /> {addLabel}
      </button>
    </fieldset>
  );
}
