import { type Role, roles } from '@podium/shared/common/user';
import { adminRoleSchema, membersMessages } from '@podium/shared/members/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/form/Field.tsx';
import { Panel } from '@/components/Panel.tsx';
import { buttonClass, inputClass } from '@/components/styles.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useUpdateRole } from './api/update-role.ts';

/** Change a member's role; an admin's own role is read-only (the server refuses it too). */
export function RoleForm({ user, isSelf }: { user: { id: number; role: Role }; isSelf: boolean }) {
  // The choice not saved yet; null shows the member's current role (also after a save reloads it).
  const [draft, setDraft] = useState<Role | null>(null);
  const role = draft ?? user.role;
  const form = useFieldErrors('member-role');
  const update = useUpdateRole(user.id);
  const id = form.id('role');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(adminRoleSchema, { role });
    if (!input) return;
    if (input.role === user.role) {
      toast.info(`${user.role} is already this member's role.`);
      return;
    }
    update.mutate(
      { id: user.id, role: input.role },
      {
        onSuccess: (envelope) => {
          setDraft(null);
          toast.success(envelope.message ?? `Role changed to ${input.role}`);
        },
        onError: (error) => {
          form.showServerErrors(error, 'role', errorMessage(error));
          toast.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <Panel
      level={3}
      title="Change role"
      description="What the member can do on the site. Admins can open this panel."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field
          id={id}
          label="Role"
          error={form.errors.role}
          hint={isSelf ? membersMessages.ownRole : undefined}
          className="flex-1"
        >
          {(describedBy) => (
            <select
              id={id}
              value={role}
              disabled={isSelf || update.isPending}
              onChange={(e) => {
                form.clear('role');
                setDraft(e.target.value as Role);
              }}
              aria-invalid={form.errors.role ? true : undefined}
              aria-describedby={describedBy}
              className={`${inputClass} cursor-pointer`}
            >
              {roles.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button
          type="submit"
          className={`${buttonClass('primary')} sm:mt-7`}
          disabled={isSelf || update.isPending}
        >
          {update.isPending ? 'Saving…' : 'Save role'}
        </button>
      </form>
    </Panel>
  );
}
