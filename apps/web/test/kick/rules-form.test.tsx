import { defaultKickRules, kickAdminMessages } from '@podium/shared/kick/admin';
import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RulesForm } from '@/features/kick/admin/RulesForm.tsx';
import { descriptionOf, ok, renderAdmin, stubApi } from '../helpers/admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const saveButton = () => screen.getByRole('button', { name: 'Save chat points' });

describe('Kick › Chat points', () => {
  it('shows a bad name under Excluded members and moves focus there; fixed, the whole card saves once', async () => {
    const api = stubApi({
      'PUT /api/admin/kick/rules': (body) => ok({ rules: body }, kickAdminMessages.rulesSaved),
    });
    const { user } = renderAdmin(<RulesForm rules={defaultKickRules} />);
    const cap = screen.getByLabelText('Daily cap');
    await user.clear(cap);
    await user.type(cap, '250');
    const excluded = screen.getByLabelText('Excluded members');
    await user.type(excluded, 'good_one{Enter}bad-name');
    await user.click(saveButton());

    await waitFor(() => expect(document.activeElement).toBe(excluded));
    expect(descriptionOf(excluded)).toContain('“bad-name”: Letters, numbers and _ only');
    expect(excluded.getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toEqual([]);

    await user.clear(excluded);
    await user.type(excluded, 'good_one{Enter}Bad_Name');
    expect(descriptionOf(excluded)).not.toContain('Letters, numbers');
    await user.click(saveButton());

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(kickAdminMessages.rulesSaved));
    expect(api.writes()).toHaveLength(1);
    expect(api.writes()[0]?.body).toMatchObject({
      daily_cap: 250,
      excluded_members: ['good_one', 'bad_name'],
    });
  });

  it('names a refused character and where it is, under the list', async () => {
    const api = stubApi({});
    const { user } = renderAdmin(<RulesForm rules={defaultKickRules} />);
    const excluded = screen.getByLabelText('Excluded members');
    await user.type(excluded, 'zero\u200bwidth');
    await user.click(saveButton());

    await waitFor(() => expect(document.activeElement).toBe(excluded));
    expect(descriptionOf(excluded)).toContain(
      '“zero\u200bwidth”: Contains a character that is not allowed (U+200B, position 5)',
    );
    expect(api.writes()).toEqual([]);
  });

  it('words a negative or unreadable number as every form does, under its field', async () => {
    stubApi({});
    const { user } = renderAdmin(<RulesForm rules={defaultKickRules} />);
    const perMessage = screen.getByLabelText('Points per chat message');
    await user.clear(perMessage);
    await user.type(perMessage, '-5');
    const cooldown = screen.getByLabelText('Cooldown (seconds)');
    await user.clear(cooldown);
    await user.type(cooldown, '1e3');
    const cap = screen.getByLabelText('Daily cap');
    await user.clear(cap);
    await user.type(cap, '1,000,000,000');
    await user.click(saveButton());

    await waitFor(() => expect(document.activeElement).toBe(perMessage));
    expect(descriptionOf(perMessage)).toContain('At least 0');
    expect(descriptionOf(cooldown)).toContain('Enter a whole number, like 1,250');
    expect(descriptionOf(cap)).toContain('At most 100,000,000');
  });
});
