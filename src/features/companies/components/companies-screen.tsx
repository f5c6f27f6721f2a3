// The Company List screen (003 §2): the table, 'Add new company', and the dialogs VIEW, EDIT,
// ADD (button Create) and REMOVE (naming the company); none open means closed (ADMIN-034).
import { Button, Group, Modal } from '@mantine/core';
import { useState } from 'react';
import { CompanySchema, type Company } from '../../../../domain/contracts/companies.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showError } from '../../../components/snackbar.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { staleRecord } from '../../../lib/stale-save.ts';
import { useSortPreference } from '../../../lib/sort-preference.ts';
import { useDeleteCompany } from '../api/delete-company.ts';
import { useCompanies } from '../../../lib/companies-query.ts';
import { useSaveCompany } from '../api/save-company.ts';
import { viewAsCompany } from '../api/view-as-company.ts';
import { companyFormFromCompany, emptyCompanyForm, type CompanyFormValues } from '../company-rules.ts';
import { CompanyForm } from './company-form.tsx';
import { CompanyInfo } from './company-info.tsx';
import {
  CompanyTable,
  companySortCookie,
  companySortKeys,
  defaultCompanySort,
  type CompanyAction,
} from './company-table.tsx';

type DialogState = { kind: Exclude<CompanyAction, 'VIEW_AS'>; company: Company } | { kind: 'ADD' } | null;

type CompaniesScreenProps = {
  currentCompanyId: string | null;
  /** After 'View as company': go to the start page and reload the app (ADMIN-038). */
  goHomeAndReload: () => void;
};

export function CompaniesScreen({ currentCompanyId, goHomeAndReload }: CompaniesScreenProps) {
  const companies = useCompanies();
  const [sort, sortBy] = useSortPreference(companySortCookie, companySortKeys, defaultCompanySort);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [switching, setSwitching] = useState(false);
  const saveCompany = useSaveCompany();
  const deleteCompany = useDeleteCompany();

  const close = () => {
    setDialog(null);
    setFailure(null);
  };

  // ADMIN-170: the dialog shows the server's message, else 'An error occurred.', and so does the snackbar.
  function fail(error: unknown) {
    // Someone else saved the company since it was read (ADR 0092): show it as saved now, and say so.
    const current = staleRecord(error, CompanySchema);
    if (current && dialog && dialog.kind !== 'ADD') {
      setDialog({ kind: dialog.kind, company: current });
      const stale =
        dialog.kind === 'REMOVE' ? messages.changedByAnotherUserBeforeDelete : messages.changedByAnotherUser;
      const text = fillMessage(stale, { thing: 'company' });
      setFailure(text);
      showError(text);
      return;
    }
    const text = errorMessage(error, messages.anErrorOccurred);
    setFailure(text);
    showError(text);
  }

  function handleAction(action: CompanyAction, company: Company) {
    setFailure(null);
    if (action !== 'VIEW_AS') {
      setDialog({ kind: action, company });
      return;
    }
    if (switching) return;
    setSwitching(true);
    viewAsCompany(company.id, goHomeAndReload).catch((error: unknown) => {
      setSwitching(false);
      showError(errorMessage(error, messages.anErrorOccurred));
    });
  }

  function save(values: CompanyFormValues) {
    if (!dialog || (dialog.kind !== 'ADD' && dialog.kind !== 'EDIT')) return;
    setFailure(null);
    const company = dialog.kind === 'EDIT' ? dialog.company : null;
    saveCompany.mutate({ company, values }, { onSuccess: close, onError: fail });
  }

  const list = companies.data ?? [];
  const dialogCompany = dialog && dialog.kind !== 'ADD' ? dialog.company : null;
  const existingNames = list.map((company) => company.name);

  let body;
  if (companies.isPending) body = <LoadingState label={messages.loadingUpperCase} />;
  else if (companies.isError)
    body = <ErrorState error={companies.error} onRetry={() => void companies.refetch()} />;
  else if (list.length === 0) body = <EmptyMessage>{messages.noCompanies}</EmptyMessage>;
  else
    body = (
      <CompanyTable
        companies={list}
        currentCompanyId={currentCompanyId}
        sort={sort}
        onSort={sortBy}
        onAction={handleAction}
      />
    );

  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Button onClick={() => setDialog({ kind: 'ADD' })}>Add new company</Button>
      </Group>
      {body}

      <Modal opened={dialog?.kind === 'VIEW'} onClose={close} title={dialogCompany?.name ?? ''} centered>
        {dialogCompany ? <CompanyInfo company={dialogCompany} /> : null}
      </Modal>

      <Modal
        opened={dialog?.kind === 'ADD' || dialog?.kind === 'EDIT'}
        onClose={close}
        title={dialog?.kind === 'ADD' ? 'Add new company' : 'Edit company'}
        centered
      >
        {dialog?.kind === 'ADD' || dialog?.kind === 'EDIT' ? (
          <CompanyForm
            key={dialogCompany ? `${dialogCompany.id}@${dialogCompany.version}` : 'new'}
            mode={dialog.kind}
            initialValues={dialogCompany ? companyFormFromCompany(dialogCompany) : emptyCompanyForm()}
            existingNames={existingNames}
            submitting={saveCompany.isPending}
            failure={failure}
            onSubmit={save}
            onCancel={close}
          />
        ) : null}
      </Modal>

      <ConfirmDialog
        opened={dialog?.kind === 'REMOVE'}
        title="Delete company"
        message={
          dialogCompany ? fillMessage(messages.confirmDeleteNamed, { name: dialogCompany.name }) : null
        }
        failure={failure}
        confirmLabel="Delete"
        danger
        loading={deleteCompany.isPending}
        onConfirm={() =>
          dialogCompany && deleteCompany.mutate(dialogCompany, { onSuccess: close, onError: fail })
        }
        onCancel={close}
      />
    </>
  );
}
