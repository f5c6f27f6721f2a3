import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { emptyCompanyForm, type CompanyFormValues } from '../company-rules.ts';
import { CompanyForm } from './company-form.tsx';

// Queries wait up to 5 s: the shared test machine is often busy.
configure({ asyncUtilTimeout: 5000 });

function setup(mode: 'ADD' | 'EDIT' = 'ADD', initialValues: CompanyFormValues = emptyCompanyForm()) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <CompanyForm
      mode={mode}
      initialValues={initialValues}
      existingNames={['Northwind Shipping', 'Harbour Lines']}
      submitting={false}
      failure={null}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
  );
  return {
    onSubmit,
    name: screen.getByLabelText(/^Name/),
    contactEmail: screen.getByLabelText('Contact email'),
    submit: screen.getByRole('button', { name: mode === 'ADD' ? 'Create' : 'Save' }),
  };
}

describe('CompanyForm', () => {
  it('ADMIN-035 has Name, Contact name, Contact phone, Contact email, Status, DC Master Data Company Id and Notes', () => {
    setup();
    for (const label of [
      'Contact name',
      'Contact phone',
      'Contact email',
      'DC Master Data Company Id',
      'Notes',
    ]) {
      expect(screen.getByLabelText(label)).toBeDefined();
    }
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeDefined();
  });

  it('ADMIN-187 offers the subscription states Active, Suspended and Terminated, Active first', async () => {
    setup();
    const status = screen.getByRole('combobox', { name: 'Status' }) as HTMLInputElement;
    expect(status.value).toBe('Active');
    fireEvent.click(status);
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Active', 'Suspended', 'Terminated']);
  });

  it('ADMIN-037 ADMIN-130 keeps Create disabled while the name is empty', () => {
    const { name, submit } = setup();
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(name, { target: { value: 'Baltic Bulk' } });
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('ADMIN-130 rejects a name that exists, ignoring case', () => {
    const { name, submit } = setup();
    fireEvent.change(name, { target: { value: 'northwind SHIPPING' } });
    fireEvent.blur(name);
    expect(screen.getByText('A company with that name already exists.')).toBeDefined();
    expect(submit.hasAttribute('disabled')).toBe(true);
  });

  it('ADMIN-130 allows the own original name when editing', () => {
    const { submit } = setup('EDIT', { ...emptyCompanyForm(), name: 'Harbour Lines' });
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('ADMIN-131 rejects a contact e-mail in an invalid format, but not an empty one', () => {
    const { name, contactEmail, submit } = setup();
    fireEvent.change(name, { target: { value: 'Baltic Bulk' } });
    fireEvent.change(contactEmail, { target: { value: 'ops@' } });
    fireEvent.blur(contactEmail);
    expect(screen.getByText('Contact email must be valid')).toBeDefined();
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(contactEmail, { target: { value: '' } });
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('ADMIN-034 submits the form with Create', async () => {
    const { name, submit, onSubmit } = setup();
    fireEvent.change(name, { target: { value: 'Baltic Bulk' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Baltic Bulk' })),
    );
  });
});
