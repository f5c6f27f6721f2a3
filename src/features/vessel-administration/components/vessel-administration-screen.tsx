// The Vessel administration page (003 §2, ADMIN-040..061): tabs Unassigned, Assigned and Archived
// vessels and Add vessel / Edit vessel, the tab kept in the URL by the route (ADR 0062). Every
// action refreshes the vessel lists (ADMIN-049); leaving the edit tab reloads them (ADMIN-041).
import { Alert, Tabs } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { VesselAdministration } from '../../../../domain/contracts/vessel-administration.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { tabOfStatus, type AdministrationTab } from '../../../../domain/vessel-lifecycle.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showError, showSuccess } from '../../../components/snackbar.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCompanies } from '../../../lib/companies-query.ts';
import { nextSortState } from '../../../lib/sort-preference.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { useDeleteVessel } from '../api/delete-vessel.ts';
import { useVesselAdministrations } from '../api/get-vessel-administrations.ts';
import { invalidateVesselLists } from '../api/vessel-lists.ts';
import { useLifecycleAction } from '../hooks/use-lifecycle-action.ts';
import {
  actionDoneText,
  adminTabs,
  emptyTabText,
  tabLabel,
  type AdminTab,
  type AdminView,
  type OfferedAction,
} from '../vessel-admin-rules.ts';
import { VesselEditor } from './vessel-editor.tsx';
import { VesselTable, defaultVesselSort, type VesselSortKey } from './vessel-table.tsx';

type VesselAdministrationScreenProps = {
  view: AdminView;
  onViewChange: (view: AdminView) => void;
};

/** ADMIN-041: when the edit tab is left, the vessels are read again. */
function useReloadOnLeavingEdit(tab: AdminTab) {
  const queryClient = useQueryClient();
  const previous = useRef(tab);
  useEffect(() => {
    if (previous.current === 'Edit' && tab !== 'Edit') void invalidateVesselLists(queryClient);
    previous.current = tab;
  }, [tab, queryClient]);
}

export function VesselAdministrationScreen({ view, onViewChange }: VesselAdministrationScreenProps) {
  const isOnline = useOnlineStatus();
  const vessels = useVesselAdministrations();
  const companies = useCompanies();
  const [sort, setSort] = useState(defaultVesselSort);
  const [toDelete, setToDelete] = useState<VesselAdministration | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const lifecycle = useLifecycleAction();
  const deleteVessel = useDeleteVessel();
  useReloadOnLeavingEdit(view.tab);

  const editing = view.tab === 'Edit' && view.vesselId !== undefined;
  const companyList = companies.data ?? [];

  function act(offered: OfferedAction, vessel: VesselAdministration) {
    const { run } = offered;
    if (run.kind === 'edit') onViewChange({ tab: 'Edit', vesselId: vessel.id });
    else if (run.kind === 'delete') {
      setDeleteFailure(null);
      setToDelete(vessel);
    } else {
      // ADMIN-050: Archive returns to the assigned vessels.
      lifecycle.run(vessel, run.segment, () => {
        if (offered.action === 'Archive') onViewChange({ tab: 'Assigned' });
      });
    }
  }

  function confirmDelete() {
    if (!toDelete) return;
    const vessel = toDelete;
    deleteVessel.mutate(vessel.id, {
      onSuccess: () => {
        setToDelete(null);
        showSuccess(actionDoneText('Delete', vessel.name));
      },
      onError: (error) => {
        setDeleteFailure(errorMessage(error, messages.anErrorOccurred));
        showError(error);
      },
    });
  }

  function listOf(tab: AdministrationTab) {
    if (vessels.isPending) return <LoadingState label={messages.loadingUpperCase} />;
    // A failed refresh keeps the vessels read before; offline the banner above says why.
    const failure =
      vessels.isError && isOnline ? (
        <ErrorState error={messages.failedToRefreshVessels} onRetry={() => void vessels.refetch()} />
      ) : null;
    if (!vessels.data) return failure;
    return (
      <>
        {failure}
        {tableOf(tab, vessels.data)}
      </>
    );
  }

  function tableOf(tab: AdministrationTab, list: readonly VesselAdministration[]) {
    const inTab = list.filter((vessel) => tabOfStatus(vessel.activeStatus) === tab);
    if (inTab.length === 0) return <EmptyMessage>{emptyTabText[tab]}</EmptyMessage>;
    return (
      <VesselTable
        label={tabLabel(tab, false)}
        vessels={inTab}
        companies={companyList}
        sort={sort}
        onSort={(key: VesselSortKey) => setSort((current) => nextSortState(current, key))}
        onAction={act}
        busyVesselId={lifecycle.busyVesselId ?? (deleteVessel.isPending ? (toDelete?.id ?? null) : null)}
        readOnly={!isOnline}
      />
    );
  }

  return (
    <>
      {isOnline ? null : (
        <Alert color="yellow" role="status" mb="md">
          {messages.vesselAdministrationOffline}
        </Alert>
      )}
      <Tabs
        value={view.tab}
        onChange={(value) => {
          const tab = adminTabs.find((candidate) => candidate === value);
          if (tab) onViewChange({ tab });
        }}
        keepMounted={false}
        activateTabWithKeyboard={false}
      >
        <Tabs.List aria-label="Vessels" mb="md">
          {adminTabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {tabLabel(tab, editing)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="Unassigned">{listOf('Unassigned')}</Tabs.Panel>
        <Tabs.Panel value="Assigned">{listOf('Assigned')}</Tabs.Panel>
        <Tabs.Panel value="Archived">{listOf('Archived')}</Tabs.Panel>
        <Tabs.Panel value="Edit">
          <VesselEditor
            key={view.vesselId ?? 'new'}
            vesselId={view.vesselId}
            companies={companyList}
            isOnline={isOnline}
            onSaved={(saved, created) => {
              showSuccess(created ? `${saved.name} created.` : `${saved.name} saved.`);
              // ADMIN-055: a new vessel with a company opens the assigned list, else the unassigned.
              onViewChange({ tab: tabOfStatus(saved.activeStatus) });
            }}
            onCancel={(vessel) =>
              onViewChange({ tab: vessel ? tabOfStatus(vessel.activeStatus) : 'Unassigned' })
            }
          />
        </Tabs.Panel>
      </Tabs>

      <ConfirmDialog
        opened={toDelete !== null}
        title="Delete vessel"
        message={toDelete ? fillMessage(messages.confirmDeleteNamed, { name: toDelete.name }) : null}
        failure={deleteFailure}
        confirmLabel="Delete"
        danger
        loading={deleteVessel.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
