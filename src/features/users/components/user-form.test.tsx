import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../domain/auth/roles.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { emptyUserForm, type UserFormValues } from '../user-rules.ts';
import { UserForm } from './user-form.tsx';

// Queries wait up to 5 s: the shared test machine is often busy.
configure({ asyncUtilTimeout: 5000 });

type SetupOptions = {
  mode?: 'ADD' | 'EDIT';
  currentRole?: Role;
  initialValues?: UserFormValues;
  existingEmails?: string[];
};

function setup({
  mode = 'ADD',
  currentRole = 'Administrator',
  initialValues,
  existingEmails = [],
}: SetupOptions = {}) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <UserForm
      mode={mode}
      initialValues={initialValues ?? emptyUserForm()}
      currentRole={currentRole}
      existingEmails={existingEmails}
      submitting={false}
      failure={null}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
  );
  return {
    onSubmit,
    email: screen.getByLabelText(/^Email/) as HTMLInputElement,
    name: screen.getByLabelText(/^Name/) as HTMLInputElement,
    title: screen.getByLabelText(/^Title/) as HTMLInputElement,
    role: screen.getByRole('combobox', { name: 'Role' }) as HTMLInputElement,
    submit: screen.getByRole('button', { name: mode === 'ADD' ? 'Create' : 'Save' }),
  };
}

const existing: UserFormValues = {
  ...emptyUserForm(),
  email: 'jane.doe@example.com',
  name: 'Jane Doe',
  title: 'Fleet manager',
  role: 'User',
};

async function roleChoices(role: HTMLInputElement): Promise<string[]> {
  fireEvent.click(role);
  const options = await screen.findAllByRole('option', { hidden: true });
  return options.map((option) => option.textContent ?? '');
}

describe('UserForm', () => {
  it('ADMIN-026 ADMIN-129 keeps Create disabled until email, name and title are filled', () => {
    const { email, name, title, submit } = setup();
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(email, { target: { value: 'new.person@example.com' } });
    fireEvent.change(name, { target: { value: 'New Person' } });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(title, { target: { value: 'Superintendent' } });
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('ADMIN-129 shows the name and title messages once the fields are left empty', () => {
    const { name, title } = setup();
    fireEvent.blur(name);
    fireEvent.blur(title);
    expect(screen.getByText('Name is required')).toBeDefined();
    expect(screen.getByText('Title is required')).toBeDefined();
  });

  it('ADMIN-127 rejects an e-mail already in the list, ignoring case', () => {
    const { email, name, title, submit } = setup({ existingEmails: ['Jane.Doe@Example.com'] });
    fireEvent.change(name, { target: { value: 'Jane' } });
    fireEvent.change(title, { target: { value: 'Master' } });
    fireEvent.change(email, { target: { value: 'jane.doe@EXAMPLE.com' } });
    fireEvent.blur(email);
    expect(screen.getByText('A user with that email already exists.')).toBeDefined();
    expect(submit.hasAttribute('disabled')).toBe(true);
  });

  it('ADMIN-127 rejects an e-mail in an invalid format', () => {
    const { email } = setup();
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    expect(screen.getByText('Email must be valid')).toBeDefined();
  });

  it('ADMIN-022 ADMIN-128 makes the e-mail read-only for an existing user and accepts its own e-mail', () => {
    const { email, submit } = setup({
      mode: 'EDIT',
      initialValues: existing,
      existingEmails: ['jane.doe@example.com', 'other@example.com'],
    });
    expect(email.readOnly).toBe(true);
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('ADMIN-026 submits the values when Create is pressed on a valid form', async () => {
    const { email, name, title, submit, onSubmit } = setup();
    fireEvent.change(email, { target: { value: 'crew@example.com' } });
    fireEvent.change(name, { target: { value: 'Crew Member' } });
    fireEvent.change(title, { target: { value: 'Chief engineer' } });
    fireEvent.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      email: 'crew@example.com',
      name: 'Crew Member',
      title: 'Chief engineer',
      role: 'User',
    });
  });

  it('ADMIN-148 an Administrator may choose all four roles', async () => {
    const { role } = setup({ currentRole: 'Administrator' });
    expect(role.disabled).toBe(false);
    expect((await roleChoices(role)).sort()).toEqual(['Administrator', 'KognifaiUser', 'SuperUser', 'User']);
  });

  it('ADMIN-149 a SuperUser may choose only User and SuperUser', async () => {
    const { role } = setup({ currentRole: 'SuperUser' });
    expect((await roleChoices(role)).sort()).toEqual(['SuperUser', 'User']);
  });

  it('ADMIN-150 ADMIN-024 other roles cannot edit roles: the field is disabled and shows User', () => {
    const { role } = setup({ currentRole: 'User' });
    expect(role.disabled).toBe(true);
    expect(role.value).toBe('User');
  });

  it('ADMIN-024 a SuperUser cannot change the role of an Administrator', () => {
    const { role } = setup({
      mode: 'EDIT',
      currentRole: 'SuperUser',
      initialValues: { ...existing, role: 'Administrator' },
    });
    expect(role.disabled).toBe(true);
    expect(role.value).toBe('Administrator');
  });

  it('ADMIN-025 hides the partner fields for other roles', () => {
    setup({ mode: 'EDIT', initialValues: existing });
    expect(screen.queryByLabelText('Tenant ID')).toBeNull();
    expect(screen.queryByLabelText('Client Secret')).toBeNull();
  });

  it('ADMIN-025 a KognifaiUser has the partner fields', () => {
    setup({ mode: 'EDIT', initialValues: { ...existing, role: 'KognifaiUser' } });
    expect(screen.getByLabelText('Tenant ID')).toBeDefined();
    expect(screen.getByLabelText('Client ID')).toBeDefined();
    expect(screen.getByLabelText('Client Secret')).toBeDefined();
  });
});
