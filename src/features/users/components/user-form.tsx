// The ADD and EDIT form of the user list (003 §2/§5/§6): e-mail only editable for a new user, name,
// title, phone number, role (only the roles the signed-in user may assign), the partner fields
// for a KognifaiUser, and for everyone else whether they work on board (ADR 0117). Save/Create stays disabled until the form is valid.
import { Checkbox, Select, Stack, TextInput } from '@mantine/core';
import { FormFooter } from '../../../components/form-footer.tsx';
import { useState, type FormEvent } from 'react';
import type { Role } from '../../../../domain/auth/roles.ts';
import { messages } from '../../../../domain/messages.ts';
import {
  isRoleEditable,
  roleOptions,
  validateUserForm,
  type UserFormErrors,
  type UserFormValues,
} from '../user-rules.ts';

type UserFormProps = {
  mode: 'ADD' | 'EDIT';
  initialValues: UserFormValues;
  /** The signed-in user's role: decides which roles may be chosen. */
  currentRole: Role;
  existingEmails: readonly string[];
  submitting: boolean;
  /** The failure of the last save, shown above the buttons. */
  failure: string | null;
  onSubmit: (values: UserFormValues) => void;
  onCancel: () => void;
};

type Touched = Partial<Record<keyof UserFormValues, boolean>>;

export function UserForm({
  mode,
  initialValues,
  currentRole,
  existingEmails,
  submitting,
  failure,
  onSubmit,
  onCancel,
}: UserFormProps) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Touched>({});
  const isNew = mode === 'ADD';
  const errors: UserFormErrors = validateUserForm(values, {
    existingEmails,
    originalEmail: isNew ? undefined : initialValues.email,
  });
  const isValid = Object.keys(errors).length === 0;
  const roleEditable = isNew
    ? isRoleEditable(currentRole, 'User')
    : isRoleEditable(currentRole, initialValues.role);
  const roles = roleOptions(currentRole, initialValues.role);

  const set = (field: keyof UserFormValues) => (value: string) =>
    setValues((old) => ({ ...old, [field]: value }));
  const touch = (field: keyof UserFormValues) => () => setTouched((old) => ({ ...old, [field]: true }));
  const shownError = (field: keyof UserFormValues) => (touched[field] ? errors[field] : undefined);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched({ email: true, name: true, title: true });
    if (isValid && !submitting) onSubmit(values);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={isNew ? 'Add new user' : 'Edit user'}>
      <Stack gap="sm">
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          required={isNew}
          readOnly={!isNew}
          variant={isNew ? 'default' : 'filled'}
          value={values.email}
          onChange={(event) => set('email')(event.currentTarget.value)}
          onBlur={touch('email')}
          error={isNew ? shownError('email') : undefined}
          data-autofocus={isNew || undefined}
        />
        <TextInput
          label="Name"
          required
          value={values.name}
          onChange={(event) => set('name')(event.currentTarget.value)}
          onBlur={touch('name')}
          error={shownError('name')}
          data-autofocus={!isNew || undefined}
        />
        <TextInput
          label="Title"
          required
          value={values.title}
          onChange={(event) => set('title')(event.currentTarget.value)}
          onBlur={touch('title')}
          error={shownError('title')}
        />
        <TextInput
          label="Phone number"
          type="tel"
          value={values.phoneNumber}
          onChange={(event) => set('phoneNumber')(event.currentTarget.value)}
        />
        <Select
          label="Role"
          data={roles}
          value={values.role}
          onChange={(role) => {
            const chosen = roles.find((candidate) => candidate === role);
            if (chosen) setValues((old) => ({ ...old, role: chosen }));
          }}
          allowDeselect={false}
          disabled={!roleEditable}
          comboboxProps={{ withinPortal: true }}
        />
        {values.role === 'KognifaiUser' ? (
          <>
            <TextInput
              label="Tenant ID"
              value={values.kognifaiTenantId}
              onChange={(event) => set('kognifaiTenantId')(event.currentTarget.value)}
            />
            <TextInput
              label="Client ID"
              value={values.kognifaiClientId}
              onChange={(event) => set('kognifaiClientId')(event.currentTarget.value)}
            />
            <TextInput
              label="Client Secret"
              autoComplete="off"
              value={values.kognifaiClientSecret}
              onChange={(event) => set('kognifaiClientSecret')(event.currentTarget.value)}
            />
          </>
        ) : (
          <Checkbox
            label={messages.worksOnBoardLabel}
            description={messages.worksOnBoardDescription}
            checked={values.worksOnBoard}
            onChange={(event) => {
              const { checked } = event.currentTarget;
              setValues((old) => ({ ...old, worksOnBoard: checked }));
            }}
          />
        )}
        <FormFooter
          submitLabel={isNew ? 'Create' : 'Save'}
          canSubmit={isValid}
          submitting={submitting}
          failure={failure}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
