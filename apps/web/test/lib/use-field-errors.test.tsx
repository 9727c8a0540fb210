import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useFieldErrors } from '@/lib/use-field-errors.ts';

const schema = z.object({ name: z.string().min(1, 'Enter a name'), code: z.string().min(1, 'Enter a code') });

function Form() {
  const form = useFieldErrors('demo');
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.validate(schema, { name, code });
      }}
    >
      <label htmlFor={form.id('name')}>Name</label>
      <input id={form.id('name')} value={name} onChange={(e) => setName(e.target.value)} />
      <label htmlFor={form.id('code')}>Code</label>
      <input id={form.id('code')} value={code} onChange={(e) => setCode(e.target.value)} />
      {form.errors.name ? <p>{form.errors.name}</p> : null}
      <button type="submit">Save</button>
    </form>
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));

describe('field errors move the focus to the first field that needs attention', () => {
  it('focuses the first invalid field after a failed submit', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await nextFrame();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('leaves the focus where the visitor already put it, so their typing lands in that field', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Before the next frame the visitor is already in the second field.
    screen.getByLabelText('Code').focus();
    await nextFrame();
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
    await user.keyboard('AB12');
    expect(screen.getByLabelText('Code')).toHaveProperty('value', 'AB12');
    expect(screen.getByLabelText('Name')).toHaveProperty('value', '');
  });
});
