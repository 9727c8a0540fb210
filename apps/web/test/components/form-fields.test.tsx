import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { TextField } from '@/components/form/TextField.tsx';

function Controlled({ error, prefix }: { error?: string; prefix?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextField label="Twitter (X) Username" value={value} onChange={setValue} error={error} prefix={prefix} />
  );
}

describe('text field', () => {
  it('is named by its label even without an id, and types through onChange', async () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Twitter (X) Username') as HTMLInputElement;
    expect(input.id).not.toBe('');
    await userEvent.type(input, 'lena');
    expect(input.value).toBe('lena');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps a given id, so a form can move focus to it', () => {
    render(<TextField id="casino-crypto" label="Roobet Username" value="" onChange={() => {}} />);
    expect(screen.getByLabelText('Roobet Username').id).toBe('casino-crypto');
  });

  it('announces its error and its hint through aria-describedby', () => {
    render(
      <TextField
        id="slug"
        label="Slug"
        value=""
        onChange={() => {}}
        error="Already taken"
        hint="Lowercase letters"
      />,
    );
    const input = screen.getByLabelText('Slug');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Already taken',
      'Lowercase letters',
    ]);
  });

  it('shows a prefix such as "@" beside the input, hidden from screen readers', () => {
    render(<Controlled prefix="@" />);
    const at = screen.getByText('@');
    expect(at.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByLabelText('Twitter (X) Username')).toBeTruthy();
  });
});

describe('text area field', () => {
  it('shows a counter beside the label that also describes the textarea', () => {
    render(<TextAreaField label="Bio" value="Hello" onChange={() => {}} aside="5/500" maxLength={500} />);
    const area = screen.getByLabelText('Bio');
    expect(area.tagName).toBe('TEXTAREA');
    const counter = screen.getByText('5/500');
    expect(area.getAttribute('aria-describedby')).toBe(counter.id);
  });
});
