// The ADD and EDIT form of the company list (ADMIN-035/037, 003 §5): Create or Save stays disabled
// until the name is given and unique and the contact e-mail, when given, is valid.
import { Select, Stack, TextInput, Textarea } from '@mantine/core';
import { FormFooter } from '../../../components/form-footer.tsx';
import { useState, type FormEvent } from 'react';
import { subscriptionStatuses } from '../../../../domain/contracts/companies.ts';
import { validateCompanyForm, type CompanyFormErrors, type CompanyFormValues } from '../company-rules.ts';

type CompanyFormProps = {
  mode: 'ADD' | 'EDIT';
  initialValues: CompanyFormValues;
  existingNames: readonly string[];
  submitting: boolean;
  failure: string | null;
  onSubmit: (values: CompanyFormValues) => void;
  onCancel: () => void;
};

type TextField = Exclude<keyof CompanyFormValues, 'subscriptionStatus'>;

export function CompanyForm({
  mode,
  initialValues,
  existingNames,
  submitting,
  failure,
  onSubmit,
  onCancel,
}: CompanyFormProps) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<TextField, boolean>>>({});
  const isNew = mode === 'ADD';
  const errors: CompanyFormErrors = validateCompanyForm(values, {
    existingNames,
    originalName: isNew ? undefined : initialValues.name,
  });
  const isValid = Object.keys(errors).length === 0;

  const field = (name: TextField) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((old) => ({ ...old, [name]: value }));
    },
    onBlur: () => setTouched((old) => ({ ...old, [name]: true })),
    error: touched[name] ? errors[name] : undefined,
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched({ name: true, contactEmail: true });
    if (isValid && !submitting) onSubmit(values);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={isNew ? 'Add new company' : 'Edit company'}>
      <Stack gap="sm">
        <TextInput label="Name" required data-autofocus {...field('name')} />
        <TextInput label="Contact name" {...field('contactName')} />
        <TextInput label="Contact phone" type="tel" {...field('contactPhone')} />
        <TextInput label="Contact email" type="email" {...field('contactEmail')} />
        <Select
          label="Status"
          data={[...subscriptionStatuses]}
          value={values.subscriptionStatus}
          onChange={(status) => {
            const chosen = subscriptionStatuses.find((candidate) => candidate === status);
            if (chosen) setValues((old) => ({ ...old, subscriptionStatus: chosen }));
          }}
          allowDeselect={false}
        />
        <TextInput label="DC Master Data Company Id" {...field('dcMasterDataCompanyId')} />
        <Textarea label="Notes" rows={3} {...field('notes')} />
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
